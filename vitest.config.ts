import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

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
    pool: "forks",
  },
});
