import { describe, expect, it } from "vitest";
import { MAX_LOCATION } from "~/lib/redirect-url";
import { routeContext } from "../../../tests/helpers/route-context";
import { requirePermission, safeRedirect } from "./session.server";

/** Where requirePermission sends an anonymous page load (no session cookie: no database is asked). */
async function loginLink(url: string): Promise<string> {
  try {
    await requirePermission({ request: new Request(url), context: routeContext() }, "inventory");
  } catch (e) {
    if (e instanceof Response && e.status === 302) return e.headers.get("location")!;
    throw e;
  }
  throw new Error("requirePermission let an anonymous request through");
}

describe("requirePermission's sign-in link", () => {
  it("comes back to the page asked for, query included", async () => {
    expect(await loginLink("http://shop.test/inventory?q=205%2F55&page=2")).toBe(
      "/login?redirectTo=%2Finventory%3Fq%3D205%252F55%26page%3D2",
    );
  });

  it("never passes MAX_LOCATION: a long query is dropped, a long path too", async () => {
    // Percent-encoded once more in the link, a 5,000-character query would triple.
    expect(await loginLink(`http://shop.test/checkout?q=${"%F0%9F%98%80".repeat(500)}`)).toBe("/login?redirectTo=%2Fcheckout");
    expect(await loginLink(`http://shop.test/invoices/${"9".repeat(3000)}`)).toBe("/login");
    expect((await loginLink(`http://shop.test/inventory?q=${"a".repeat(1950)}`)).length).toBeLessThanOrEqual(MAX_LOCATION);
  });
});

describe("safeRedirect", () => {
  it("allows local paths only, and none longer than MAX_LOCATION", () => {
    expect(safeRedirect("/inventory?page=2")).toBe("/inventory?page=2");
    for (const bad of [
      "",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      `/${"a".repeat(MAX_LOCATION)}`,
    ]) {
      expect(safeRedirect(bad), bad).toBe("/dashboard");
    }
  });

  it("refuses tab, newline and backslash tricks that a browser would follow to another site", () => {
    for (const bad of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\\/evil.example",
      "/\t\\evil.example",
      "/inventory\nSet-Cookie: x=1",
    ]) {
      expect(safeRedirect(bad), JSON.stringify(bad)).toBe("/dashboard");
    }
  });

  it("sends the normalised same-origin path", () => {
    expect(safeRedirect("/inventory/../checkout?x=1#top")).toBe("/checkout?x=1#top");
    expect(safeRedirect("/a b")).toBe("/a%20b");
  });
});
