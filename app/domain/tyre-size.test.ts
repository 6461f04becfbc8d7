import { describe, expect, it } from "vitest";
import { parseSize, sizeLabel } from "./tyre-size";

describe("tyre size", () => {
  it("labels a size as 205/55 R16", () => {
    expect(sizeLabel({ width: 205, aspect: 55, rim: 16 })).toBe("205/55 R16");
  });
  it("parses the ways staff type a size", () => {
    for (const s of ["205/55/16", "205/55 R16", "205/55R16", "205 55 16", "2055516", "205/55 ZR16"]) {
      expect(parseSize(s), s).toEqual({ width: 205, aspect: 55, rim: 16 });
    }
    expect(parseSize("Michelin")).toBeNull();
    expect(parseSize("91V")).toBeNull();
  });
});
