// The lint rules of eslint.config.js: public pages are rendered on the server and never hydrated,
// so a state hook, an effect or an event handler there would do nothing (refused in store files,
// allowed in the hydrated back-office); route modules only compose; one clock names the zone.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

const interactive = `import { useState } from "react";
import { useFetcher } from "react-router";
export function Counter() {
  const [n, setN] = useState(0);
  const fetcher = useFetcher();
  return <button type="button" onClick={() => setN(n + 1)} data-state={fetcher.state}>{n}</button>;
}
`;

const serverOnly = `import { useLocation } from "react-router";
export function Crumb() {
  const { pathname } = useLocation();
  return <a href="/" aria-current={pathname === "/" ? "page" : undefined}>Home</a>;
}
`;

const routerLink = `import { Link, NavLink } from "react-router";
export function Crumb() {
  return <><Link to="/">Home</Link><NavLink to="/en">English</NavLink></>;
}
`;

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe("public pages are not hydrated", () => {
  for (const file of ["app/components/store/x.tsx", "app/routes/store/x.tsx"]) {
    it(`refuses state hooks, fetchers and event handlers in ${file}`, async () => {
      const found = await problems(interactive, file);
      const rules = found.map((p) => p.rule).sort();
      expect(rules).toEqual(["no-restricted-imports", "no-restricted-imports", "no-restricted-syntax"]);
      expect(found.every((p) => p.message.includes("Public pages are not hydrated"))).toBe(true);
    });
  }

  it("refuses a namespace import of React and React.useEffect", async () => {
    const code = `import * as React from "react";\nexport function X() { React.useEffect(() => {}, []); return null; }\n`;
    const rules = (await problems(code, "app/components/store/x.tsx")).map((p) => p.rule).sort();
    expect(rules).toEqual(["no-restricted-imports", "no-restricted-syntax"]);
  });

  it("allows what the server render uses (plain links, the location)", async () => {
    expect(await problems(serverOnly, "app/components/store/x.tsx")).toEqual([]);
  });

  it("refuses React Router's <Link> and <NavLink> (a plain <a> renders the same without its client code)", async () => {
    const found = await problems(routerLink, "app/routes/store/x.tsx");
    expect(found.map((p) => p.rule)).toEqual(["no-restricted-imports", "no-restricted-imports"]);
    expect(found.every((p) => p.message.includes("plain <a href"))).toBe(true);
    expect(await problems(routerLink, "app/components/staff/x.tsx")).toEqual([]);
  });

  it("allows the same interactive code in the hydrated back-office", async () => {
    expect(await problems(interactive, "app/components/staff/x.tsx")).toEqual([]);
    expect(await problems(interactive, "app/routes/staff/x.tsx")).toEqual([]);
  });
});

describe("route modules only compose", () => {
  const restricted = `import { eq } from "drizzle-orm";
import { tyres } from "~db/schema";
import { z } from "zod";
import * as Dialog from "@radix-ui/react-dialog";
import { betterAuth } from "better-auth";
export const all = [eq, tyres, z, Dialog, betterAuth];
`;

  for (const file of ["app/routes/staff/x.tsx", "app/routes/store/x.tsx", "app/routes/resources/x.ts"]) {
    it(`refuses Drizzle, the schema, zod, Radix and better-auth in ${file}`, async () => {
      const found = await problems(restricted, file);
      expect(found.map((p) => p.rule)).toEqual(Array(5).fill("no-restricted-imports"));
    });
  }

  it("still refuses the store's client hooks in a public route (both rules hold there)", async () => {
    const found = await problems(
      `import { useState } from "react";\nimport { z } from "zod";\nexport const x = [useState, z];\n`,
      "app/routes/store/x.tsx",
    );
    expect(found).toHaveLength(2);
    expect(found[0]!.message).toContain("Public pages are not hydrated");
    expect(found[1]!.message).toContain("Schemas live in app/domain/");
  });

  it("allows them in the server, domain and component modules the routes call", async () => {
    expect(await problems(restricted, "app/server/x.server.ts")).toEqual([]);
    expect(await problems(`import { z } from "zod";\nexport const s = z.string();\n`, "app/domain/x.ts")).toEqual([]);
  });

  it("allows them in a route's server half beside the route (app/routes/**/*.server.ts)", async () => {
    expect(await problems(restricted, "app/routes/staff/x.server.ts")).toEqual([]);
    expect(await problems(restricted, "app/routes/store/x.server.ts")).toEqual([]);
  });

  it("refuses a route module over 200 lines", async () => {
    const long = Array.from({ length: 201 }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n";
    expect((await problems(long, "app/routes/staff/x.tsx")).map((p) => p.rule)).toEqual(["max-lines"]);
    expect(await problems(long, "app/components/staff/x/part.tsx")).toEqual([]);
  });
});

describe("one clock", () => {
  const zone = `export const zone = "Europe/Madrid";\n`;
  const formatter = `export const f = new Intl.DateTimeFormat("es-ES", { day: "numeric" });\n`;

  for (const file of [
    "app/domain/x.ts",
    "app/server/x.server.ts",
    "app/components/staff/x.tsx",
    "app/components/store/x.tsx",
    "scripts/x.ts",
  ]) {
    it(`refuses the zone literal and a new Intl.DateTimeFormat in ${file}`, async () => {
      for (const code of [zone, formatter]) {
        const found = await problems(code, file);
        expect(found.map((p) => p.rule)).toEqual(["no-restricted-syntax"]);
        expect(found[0]!.message).toContain("app/lib/shop-clock.ts");
      }
    });
  }

  it("allows both in the clock itself and in tests", async () => {
    expect(await problems(zone + formatter, "app/lib/shop-clock.ts")).toEqual([]);
    expect(await problems(zone + formatter, "app/domain/x.test.ts")).toEqual([]);
  });

  it("keeps the public pages' own syntax rule beside it", async () => {
    const code = `export function X() { return <button type="button" onClick={() => new Intl.DateTimeFormat("en-GB")}>x</button>; }\n`;
    const messages = (await problems(code, "app/components/store/x.tsx")).map((p) => p.message);
    expect(messages.some((m) => m.includes("Public pages are not hydrated"))).toBe(true);
    expect(messages.some((m) => m.includes("app/lib/shop-clock.ts"))).toBe(true);
  });
});
