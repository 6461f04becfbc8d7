import { defineConfig } from "drizzle-kit";

// Used only to generate migrations from db/schema.ts; the app applies them in-process at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
