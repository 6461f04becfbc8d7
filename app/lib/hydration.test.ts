import { describe, expect, it } from "vitest";
import { pageAllowsPopup, pageHydrates } from "./hydration";

describe("pageHydrates", () => {
  it("is false when any matched route says hydrate: false, true otherwise", () => {
    expect(pageHydrates([undefined, { hydrate: false }, { other: 1 }])).toBe(false);
    expect(pageHydrates([undefined, { hydrate: true }, null])).toBe(true);
    expect(pageHydrates([])).toBe(true);
  });
});

describe("pageAllowsPopup", () => {
  it("is false when any matched route says promoPopup: false (the reservation pages), true otherwise", () => {
    expect(pageAllowsPopup([{ hydrate: false }, { promoPopup: false }])).toBe(false);
    expect(pageAllowsPopup([{ hydrate: false }, undefined, null])).toBe(true);
  });
});
