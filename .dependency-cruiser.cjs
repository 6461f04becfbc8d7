// npm run deps: the rooms of app/ and the direction their imports may take. Each room may import
// the rooms listed below it and never one above it; a circle is refused anywhere, type-only
// imports included (a type import still ties two modules' meaning together). The room map with
// what lives where is in docs/how-we-build.md ("Rooms").
//
// From the bottom up:
//   lib      app/lib/                 plain helpers with no knowledge of the shop (form, clock, reason)
//   domain   app/domain/, app/config/ the shop's rules, pure TypeScript
//   i18n     app/i18n/                texts and paths in both languages
//   mail     app/mail/                e-mail renderers (texts + domain)
//   enhance  app/enhance/             the public pages' small scripts
//   paths    app/staff-paths.ts       the back-office's path table
//   lib-ui   app/lib-ui/              React helpers shared by screens (stores, seo, route params)
//   server   app/server/              services, infrastructure and jobs (never React)
//   comps    app/components/          screens' parts
//   routes   app/routes/, app/root.tsx, app/routes.ts, app/entry.server.tsx
const ROOMS = [
  { name: "lib", path: "^app/lib/" },
  { name: "domain", path: "^app/(domain|config)/" },
  { name: "i18n", path: "^app/i18n/" },
  { name: "mail", path: "^app/mail/" },
  { name: "enhance", path: "^app/enhance/" },
  { name: "paths", path: "^app/staff-paths\\.ts$" },
  { name: "lib-ui", path: "^app/lib-ui/" },
  { name: "server", path: "^app/server/" },
  { name: "comps", path: "^app/components/" },
  { name: "routes", path: "^app/(routes/|root\\.tsx$|routes\\.ts$|entry\\.server\\.tsx$)" },
];

// Rooms that sit side by side (neither may import the other).
const SIDE_BY_SIDE = [["mail", "enhance", "paths"]];

/** A rule per room: nothing in it imports a room above it. */
function upwardRules() {
  return ROOMS.map((room, i) => {
    const peers = SIDE_BY_SIDE.find((group) => group.includes(room.name)) ?? [];
    const above = ROOMS.slice(i + 1).filter((r) => !peers.includes(r.name) || r.name === room.name);
    const sideways = ROOMS.filter((r) => r.name !== room.name && peers.includes(r.name));
    const forbidden = [...above, ...sideways].filter((r) => r.name !== room.name);
    if (forbidden.length === 0) return null;
    return {
      name: `${room.name}-points-down`,
      comment: `${room.name} (${room.path}) imports only the rooms below it: not ${forbidden.map((r) => r.name).join(", ")}.`,
      severity: "error",
      from: { path: room.path, pathNot: "\\.test\\.tsx?$" },
      to: { path: forbidden.map((r) => r.path) },
    };
  }).filter(Boolean);
}

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle anywhere in app/, type-only imports included: a circle has no bottom to test or reuse from.",
      severity: "error",
      from: { path: "^app/" },
      to: { circular: true },
    },
    ...upwardRules(),
    {
      name: "server-stays-on-the-server",
      comment: "Browser code (components, lib-ui) never imports a *.server module: it would ship server code or fail the build.",
      severity: "error",
      from: { path: "^app/(components|lib-ui|lib|domain|i18n|enhance)/" },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to no file is a typo or a moved module left behind.",
      severity: "error",
      from: { path: "^app/" },
      to: { couldNotResolve: true, pathNot: "^(virtual:|node:)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^app/",
    exclude: { path: "\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
