import { describe, expect, it } from "vitest";
import { escapeMalformedSegments } from "./malformed-path.server";

describe("escapeMalformedSegments", () => {
  it("leaves well-formed URLs alone, escapes included", () => {
    for (const url of ["/", "/neumatico/T0001A", "/en/find-tyres?width=205&brand=%C3%81", "/blog/caf%C3%A9", "/blog/%00"]) {
      expect(escapeMalformedSegments(url)).toBe(url);
    }
  });

  it("turns an undecodable segment into its literal text, keeping the query", () => {
    const url = escapeMalformedSegments("/neumatico/%E0%A4%A?x=%ff");
    expect(url).toBe("/neumatico/%25E0%25A4%25A?x=%ff");
    expect(decodeURIComponent(url.split("?")[0]!)).toBe("/neumatico/%E0%A4%A");
    expect(escapeMalformedSegments("/%")).toBe("/%25");
  });
});
