// Module resolve hook for the production server (registered by server.ts with module.register).
// React Router's package exports send every condition, "node" and "import" included, to its
// development build, which checks and warns on every render; its production build sits beside it
// with the same file names. This hook swaps the one for the other, so the server renders with the
// same React Router code a production bundle would.
const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT) ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) } : resolved;
}
