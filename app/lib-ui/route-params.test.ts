import { describe, expect, it } from "vitest";
import { readParam, requireParam } from "./route-params";

describe("route parameters", () => {
  it("reads each kind in its canonical form", () => {
    expect(readParam("tyreId", "t0001a")).toBe("T0001A");
    expect(readParam("blogSlug", "how-to-read-a-tyre-size")).toBe("how-to-read-a-tyre-size");
    expect(readParam("invoiceId", "42")).toBe(42);
    expect(readParam("postId", "7")).toBe(7);
    expect(readParam("calendarDay", "2026-02-28")).toBe("2026-02-28");
    expect(readParam("zRevision", "2")).toBe(2);
  });

  it.each([
    ["tyreId", "%E0%A4%A"],
    ["tyreId", "\u0000"],
    ["blogSlug", "%ff"],
    ["blogSlug", "\u0000"],
    ["blogSlug", "a".repeat(161)],
    ["blogSlug", "Upper-Case"],
    ["blogSlug", "double--hyphen"],
    ["invoiceId", "0"],
    ["invoiceId", "-1"],
    ["invoiceId", "1e3"],
    ["invoiceId", "99999999999"],
    ["invoiceId", "%ff"],
    ["postId", "new"],
    ["postId", "007"],
    ["postId", "2147483648"],
    ["recordId", "2147483648"],
    ["recordId", "007"],
    ["calendarDay", "2026-02-30"],
    ["calendarDay", "2026-2-3"],
    ["calendarDay", "%ff"],
    ["zRevision", "0"],
    ["zRevision", "01"],
    ["zRevision", "99999"],
  ] as const)("refuses %s %j", (kind, raw) => {
    expect(readParam(kind, raw)).toBeNull();
  });

  it("throws the route's 404 for a missing or malformed value", () => {
    for (const raw of [undefined, "%ff"]) {
      let thrown: unknown;
      try {
        requireParam("blogSlug", raw);
      } catch (e) {
        thrown = e;
      }
      // data(null, { status: 404 }) thrown from a loader: React Router answers with that status.
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});
