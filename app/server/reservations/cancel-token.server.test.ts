import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { cancelTokenId, cancelTokenMatches, signCancelToken } from "./cancel-token.server";

const key = crypto.randomBytes(32);
const r = { id: 42, createdAt: new Date("2026-03-01T10:00:00.123Z") };

describe("reservation cancel tokens", () => {
  it("a token signed for a reservation matches it and names its id", () => {
    const token = signCancelToken(key, r);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{32}$/);
    expect(cancelTokenId(token)).toBe(42);
    expect(cancelTokenMatches(key, token, r)).toBe(true);
  });
  it("refuses a token for another reservation, another creation time or another key", () => {
    const token = signCancelToken(key, r);
    expect(cancelTokenMatches(key, token, { ...r, id: 43 })).toBe(false);
    expect(cancelTokenMatches(key, token, { ...r, createdAt: new Date(r.createdAt.getTime() + 1) })).toBe(false);
    expect(cancelTokenMatches(crypto.randomBytes(32), token, r)).toBe(false);
  });
  it("refuses forged tokens: another id with the same signature, a changed character, junk", () => {
    const token = signCancelToken(key, r);
    const sig = token.split(".")[1]!;
    expect(cancelTokenMatches(key, `43.${sig}`, { ...r, id: 43 })).toBe(false);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(cancelTokenMatches(key, flipped, r)).toBe(false);
    for (const junk of ["", "42", "42.", "x.y", `0.${sig}`, `99999999999.${sig}`, `42.${sig}x`, `-1.${sig}`]) {
      expect(cancelTokenId(junk) === null || !cancelTokenMatches(key, junk, r)).toBe(true);
    }
    expect(cancelTokenId(`0.${sig}`)).toBeNull();
    expect(cancelTokenId(`99999999999.${sig}`)).toBeNull();
  });
});
