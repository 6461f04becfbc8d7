import { describe, expect, it } from "vitest";
import { formatTyreId, isTyreId, normaliseTyreId } from "./tyre-id";

describe("tyre stock codes", () => {
  it("formats sequence numbers as short Crockford codes", () => {
    expect(formatTyreId(1)).toBe("T00001");
    expect(formatTyreId(42)).toBe("T0001A");
    expect(formatTyreId(32 ** 5 - 1)).toBe("TZZZZZ");
    expect(formatTyreId(32 ** 5)).toBe("T100000");
    expect(() => formatTyreId(0)).toThrow();
  });
  it("gives every sequence number its own code", () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 5000; i++) seen.add(formatTyreId(i));
    expect(seen.size).toBe(5000);
  });
  it("reads codes the way people write them and rejects anything else", () => {
    expect(normaliseTyreId("t0001a")).toBe("T0001A");
    expect(normaliseTyreId("T-OOO1A")).toBe("T0001A");
    expect(normaliseTyreId("TI000L")).toBe("T10001");
    expect(normaliseTyreId("42")).toBeNull();
    expect(normaliseTyreId("T00U01")).toBeNull();
    expect(normaliseTyreId("'; drop table tyres")).toBeNull();
    expect(normaliseTyreId("")).toBeNull();
    expect(isTyreId("T0001A")).toBe(true);
    expect(isTyreId("t0001a")).toBe(false);
  });
});
