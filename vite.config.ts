import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { storeEnhance } from "./app/enhance/vite-plugin.ts";
import { installedPgliteVersion, makePgliteTemplate, pgliteTemplateFile } from "./app/server/pglite-template.server.ts";

// The server build is the whole server (decision 057): build/server/index.js starts it
// (app/server/start.server.ts, which imports the Express app and the routes) and
// build/server/cli.js runs the command-line tools. What the server imports from node_modules stays
// an import (installed by `npm ci --omit=dev`), except React Router, which is bundled from its
// production build: its package sends Node to its development build, which checks and warns on
// every render (decision 051).
const SERVER_ENTRIES = { index: "./app/server/start.server.ts", cli: "./scripts/cli.ts", routes: "./app/server/server-build.ts" };
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url));

/**
 * The server build's entries keep their names (React Router names its one entry index.js), and
 * db/migrations is copied beside them: the built server and CLIs migrate from there. So is the
 * empty PGlite cluster a new embedded database starts from (build/server/pglite/<version>.tar.gz,
 * app/server/pglite-template.server.ts), made once per PGlite version and kept in node_modules/.cache.
 */
function serverEntries(): Plugin {
  return {
    name: "tyre-shop:server-entries",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions: (options) => ({ ...options, entryFileNames: "[name].js" }),
    async writeBundle(options) {
      fs.cpSync(fileURLToPath(new URL("./db/migrations", import.meta.url)), path.join(options.dir!, "migrations"), { recursive: true });
      const version = installedPgliteVersion();
      const cached = pgliteTemplateFile(fileURLToPath(new URL("./node_modules/.cache/tyre-shop/pglite", import.meta.url)), version);
      if (!fs.existsSync(cached)) await makePgliteTemplate(cached);
      fs.cpSync(cached, pgliteTemplateFile(path.join(options.dir!, "pglite"), version));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), storeEnhance(), serverEntries()],
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      { find: /^~db\//, replacement: fileURLToPath(new URL("./db/", import.meta.url)) },
      ...(isSsrBuild ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  ssr: isSsrBuild ? { noExternal: ["react-router", "@react-router/express", "@react-router/node", "lucide-react"] } : undefined,
  build: { assetsInlineLimit: 0, rollupOptions: isSsrBuild ? { input: SERVER_ENTRIES } : undefined },
}));
