import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { storeEnhance } from "./app/enhance/vite-plugin.ts";
import { installedPgliteVersion, makePgliteTemplate, pgliteTemplateFile } from "./app/server/infra/pglite-template.server.ts";

// The server build is the whole server (decision 057): build/server/index.js starts it
// (app/server/infra/start.server.ts, which imports the Express app and the routes) and
// build/server/cli.js runs the command-line tools. What the server imports from node_modules stays
// an import (installed by `npm ci --omit=dev`), except the packages of BUNDLED_PACKAGES: React Router
// from its production build (its package sends Node to its development build, which checks and warns
// on every render: decision 051), and the libraries whose many files slow a start (decision 057).
const SERVER_ENTRIES = { index: "./app/server/infra/start.server.ts", cli: "./scripts/cli.ts", routes: "./app/server/server-build.ts" };
/**
 * Bundled into the server build rather than imported from node_modules at every start: React Router
 * (its production build), and the libraries behind sign-in, queries and schemas, whose hundreds of
 * small files cost a restart more to find and open than to compile (better-auth alone brings
 * kysely's 260). What stays an import is native or loads files by path (PGlite's WebAssembly, pg,
 * pino's transports, sharp), or is React itself.
 */
const BUNDLED_PACKAGES = [
  "react-router",
  "@react-router/express",
  "@react-router/node",
  "lucide-react",
  /^better-auth/,
  /^@better-auth\//,
  "better-call",
  "kysely",
  "drizzle-orm",
  "zod",
  "jose",
  /^@noble\//,
  "fast-xml-parser",
  "altcha-lib",
];

/**
 * The server build's entries keep their names (React Router names its one entry index.js), and
 * db/migrations is copied beside them: the built server and CLIs migrate from there. So is the
 * migrated PGlite cluster a new embedded database starts from
 * (build/server/pglite/<version>-<fingerprint>.tar.gz, app/server/infra/pglite-template.server.ts), made
 * once per PGlite version and set of migrations and kept in node_modules/.cache.
 */
function serverEntries(): Plugin {
  return {
    name: "tyre-shop:server-entries",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions: (options) => ({ ...options, entryFileNames: "[name].js" }),
    async writeBundle(options, bundle) {
      fs.writeFileSync(path.join(options.dir!, "externals.json"), JSON.stringify(externalPackages(bundle), null, 2) + "\n");
      const migrations = fileURLToPath(new URL("./db/migrations", import.meta.url));
      fs.cpSync(migrations, path.join(options.dir!, "migrations"), { recursive: true });
      const version = installedPgliteVersion();
      const cached = pgliteTemplateFile(
        fileURLToPath(new URL("./node_modules/.cache/tyre-shop/pglite", import.meta.url)),
        migrations,
        version,
      );
      if (!fs.existsSync(cached)) await makePgliteTemplate(cached, migrations);
      fs.cpSync(cached, pgliteTemplateFile(path.join(options.dir!, "pglite"), migrations, version));
    },
  };
}

/**
 * The packages the server build still imports from node_modules, as the bundler resolved them:
 * `static` ones load with the server, `dynamic` ones only when their code runs (the embedded
 * database, image resizing, and an optional tracing library that better-auth tries to load). The
 * test of a production tree reads this list (tests/integration/production-tree.test.ts).
 */
function externalPackages(bundle: Record<string, { type: string; imports?: string[]; dynamicImports?: string[] }>) {
  const packageOf = (id: string) => (id.startsWith("@") ? id.split("/").slice(0, 2).join("/") : id.split("/")[0]!);
  const names = (ids: string[]) =>
    [...new Set(ids.filter((id) => !(id in bundle) && !/^[./]|^node:/.test(id) && !builtinModules.includes(id)).map(packageOf))].sort();
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  return { static: names(chunks.flatMap((c) => c.imports ?? [])), dynamic: names(chunks.flatMap((c) => c.dynamicImports ?? [])) };
}

/**
 * React Router encodes a page's loader data for the browser (its hydration data) as soon as it
 * starts a document response, before the app's entry (app/entry.server.tsx) sees it; a page that
 * is not hydrated (the public side) never sends that data, yet paid for the encoding: 5-6 % of an
 * uncached listing's CPU. In the server build, React Router's two calls that start the encoding get
 * a stream that encodes on its first read instead; the entry leaves the stream out of a page that
 * is not hydrated, so it is never read (uncached listing +10 % req/s), and a hydrated page reads
 * it while it renders, as before. A React Router whose code no longer has these calls fails the
 * build here: check whether the encoding is still eager, and adapt or drop this plugin.
 */
const HYDRATION_DATA_CALL =
  "serverHandoffStream: encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),";
const LAZY_HYDRATION_STREAM = "__lazyHydrationStream";
function lazyHydrationData(): Plugin {
  const lazy = `
function ${LAZY_HYDRATION_STREAM}(encode) {
  let reader;
  return new ReadableStream(
    {
      async pull(controller) {
        reader ??= encode().getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}`;
  return {
    name: "tyre-shop:lazy-hydration-data",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!/react-router\/dist\/production\/lib\/server-runtime\/server\.js$/.test(id)) return;
      const calls = code.split(HYDRATION_DATA_CALL).length - 1;
      if (calls !== 2)
        this.error(`React Router's document request no longer starts its hydration data as expected (${calls} of 2 calls found in ${id})`);
      const call = HYDRATION_DATA_CALL.slice("serverHandoffStream: ".length, -1);
      return code.replaceAll(HYDRATION_DATA_CALL, `serverHandoffStream: ${LAZY_HYDRATION_STREAM}(() => ${call}),`) + lazy;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), storeEnhance(), serverEntries(), lazyHydrationData()],
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      { find: /^~db\//, replacement: fileURLToPath(new URL("./db/", import.meta.url)) },
    ],
  },
  build: { assetsInlineLimit: 0 },
  // React Router 8 builds with Vite's environments: the server's entries and what it bundles are
  // the ssr environment's. Bundled, React Router resolves to its production build (its package
  // sends only the "development" condition to the development build).
  environments: {
    ssr: {
      resolve: { noExternal: BUNDLED_PACKAGES },
      build: {
        rollupOptions: {
          input: SERVER_ENTRIES,
          // ASCII only (non-ASCII characters escaped, comments but licences dropped): V8 keeps each
          // module's source in memory, at two bytes a character once one character is not Latin-1
          // ("€", "→"). 6 MB less resident memory at idle, measured on PostgreSQL (142 -> 136 MB).
          output: { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } },
        },
      },
    },
  },
});
