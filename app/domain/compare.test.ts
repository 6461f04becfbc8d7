import { describe, expect, it } from "vitest";
import { compareSearch, parseCompareQuery } from "./compare";

const q = (s: string) => parseCompareQuery(new URLSearchParams(s));

describe("compare query", () => {
  it("reads repeated and comma-separated codes, normalised, without repeats", () => {
    expect(q("ids=t0001a&ids=T0001B")).toEqual({ ids: ["T0001A", "T0001B"], tooMany: false, invalid: [] });
    expect(q("ids=T0001A,T0001B,t0001a")).toEqual({ ids: ["T0001A", "T0001B"], tooMany: false, invalid: [] });
  });
  it("keeps the first three of four and says there were too many", () => {
    expect(q("ids=T0001A,T0001B,T0001C,T0001D")).toEqual({ ids: ["T0001A", "T0001B", "T0001C"], tooMany: true, invalid: [] });
  });
  it("sets aside what is not a tyre code", () => {
    expect(q("ids=<script>&ids=T0001A")).toEqual({ ids: ["T0001A"], tooMany: false, invalid: ["<script>"] });
    expect(q("")).toEqual({ ids: [], tooMany: false, invalid: [] });
  });
  it("writes a shareable query", () => {
    expect(compareSearch(["T0001A", "T0001B"])).toBe("ids=T0001A&ids=T0001B");
  });
});
