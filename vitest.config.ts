import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { WASM_BASELINE_FLAGS } from "./app/server/infra/wasm-baseline.server.ts";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    // Generous: integration tests spawn servers and CLIs, and CI machines have two busy cores.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // One migrated PGlite dump and one migrated PostgreSQL template per run, which every file's
    // databases start from (tests/helpers/db.ts).
    globalSetup: ["tests/helpers/db-templates.global.ts"],
    pool: "forks",
    // The embedded database's WebAssembly with its baseline code only, as the server runs it
    // (app/server/infra/wasm-baseline.server.ts): each test process otherwise spends seconds of a
    // core optimizing PostgreSQL's functions it barely uses; 16 database files took 34 s instead of 39-40 s.
    execArgv: [...WASM_BASELINE_FLAGS],
    // Two test files at once even on two cores (Vitest's default there is one): most of an
    // integration file's time is waiting on servers and CLIs it starts, the database and timers.
    // Every file has its own databases (tests/helpers/db.ts), data directories and ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
