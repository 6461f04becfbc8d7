// The production server's entry point: `npm run build` compiles it to build/server/index.js, and
// `npm start` runs `node build/server/index.js` (no TypeScript loader, no development tools: a tree
// installed with `npm ci --omit=dev` runs it). Everything else is imported once the environment is
// set: React reads NODE_ENV when it is first loaded, and the migrations are the ones copied beside
// this file by the build (vite.config.ts), not a checkout's db/migrations; a new embedded database
// starts from the empty cluster the build left beside them (app/server/infra/pglite-template.server.ts).
// First: an old Node stops here with one line, before any library loads.
import "../../../scripts/require-node.mjs";
import module from "node:module";
import { fileURLToPath } from "node:url";
import { restartWithBaselineWasm } from "./wasm-baseline.server";

// On the embedded database: WebAssembly's baseline code only (wasm-baseline.server.ts says why).
restartWithBaselineWasm();

// The compiled code of the server's modules is kept on disk beside the build (build/.compile-cache,
// NODE_COMPILE_CACHE names another folder): a restart skips compiling them again (0.80 -> 0.68 s to
// /healthz on the demo shop). A build folder the service may not write only loses the gain.
if (!process.env.NODE_COMPILE_CACHE) module.enableCompileCache?.(fileURLToPath(new URL("../.compile-cache", import.meta.url)));

process.env.NODE_ENV ??= "production";
process.env.MIGRATIONS_DIR ??= fileURLToPath(new URL("./migrations", import.meta.url));
process.env.PGLITE_TEMPLATES ??= fileURLToPath(new URL("./pglite", import.meta.url));

const { startServer } = await import("../app.server");
await startServer({ clientDir: fileURLToPath(new URL("../client", import.meta.url)) });
