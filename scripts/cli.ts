// The shop's command-line tools in one entry, compiled with the server by `npm run build` into
// build/server/cli.js, so a production tree (npm ci --omit=dev, no TypeScript loader) runs them:
//   node build/server/cli.js user:add --email E --role owner
// In a development checkout the npm scripts run the same files with tsx (npm run user:add -- ...).
// First: an old Node stops here with one line, before any library loads.
import "./require-node.mjs";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { restartWithBaselineWasm } from "../app/server/infra/wasm-baseline.server";

// On the embedded database: WebAssembly's baseline code only (wasm-baseline.server.ts says why).
restartWithBaselineWasm();

const COMMANDS: Record<string, () => Promise<unknown>> = {
  "user:add": () => import("./user-add"),
  "db:migrate": () => import("./db-migrate"),
  "seed:demo": () => import("./seed-demo"),
  backup: () => import("./backup"),
  restore: () => import("./restore"),
  "invoices:verify": () => import("./invoices-verify"),
  doctor: () => import("./doctor"),
};

const name = process.argv[2] ?? "";
const command = COMMANDS[name];
if (!command) {
  console.error(`Usage: node build/server/cli.js <command> [options]\nCommands: ${Object.keys(COMMANDS).join(", ")}`);
  process.exit(1);
}
// Built: the migrations copied beside this file (vite.config.ts); run with tsx: db/migrations.
const bundled = fileURLToPath(new URL("./migrations", import.meta.url));
if (fs.existsSync(bundled)) process.env.MIGRATIONS_DIR ??= bundled;
// Built: the empty PGlite cluster a new embedded database starts from (app/server/infra/pglite-template.server.ts).
const templates = fileURLToPath(new URL("./pglite", import.meta.url));
if (fs.existsSync(templates)) process.env.PGLITE_TEMPLATES ??= templates;
// Each command reads its own options from the arguments after its name.
process.argv.splice(2, 1);
await command();
