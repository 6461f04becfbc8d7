import { describe, expect, it } from "vitest";
import { pageHydrates } from "./hydration";

describe("pageHydrates", () => {
  it("is false when any matched route says hydrate: false, true otherwise", () => {
    expect(pageHydrates([undefined, { hydrate: false }, { other: 1 }])).toBe(false);
    expect(pageHydrates([undefined, { hydrate: true }, null])).toBe(true);
    expect(pageHydrates([])).toBe(true);
  });
});
