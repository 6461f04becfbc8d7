// The lint rule for public pages: they are rendered on the server and never hydrated, so a state
// hook, an effect or an event handler there would do nothing; ESLint refuses them in store files
// and allows them in the hydrated back-office.
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
