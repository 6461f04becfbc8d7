import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain module-hook file without types (it is loaded by node:module's register)
import { resolve } from "./production-modules.mjs";

type Resolved = { url: string; format?: string };
const next = async (specifier: string): Promise<Resolved> => ({ url: import.meta.resolve(specifier), format: "module" });

describe("the production server's module hook", () => {
  it("resolves React Router to its production build, a file that exists", async () => {
    const dev: Resolved = await next("react-router");
    expect(dev.url).toContain("/react-router/dist/development/");
    const prod: Resolved = await resolve("react-router", {}, next);
    expect(prod.url).toContain("/react-router/dist/production/");
    expect(prod.format).toBe("module");
    expect(fs.existsSync(fileURLToPath(prod.url))).toBe(true);
  });

  it("leaves every other module alone", async () => {
    for (const specifier of ["react", "express", "drizzle-orm"]) {
      expect((await resolve(specifier, {}, next)).url).toBe(import.meta.resolve(specifier));
    }
  });
});
