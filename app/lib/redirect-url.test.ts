import { describe, expect, it } from "vitest";
import { keepQuery, MAX_LOCATION } from "./redirect-url";

describe("keepQuery", () => {
  it("keeps a query string as it came, with or without its '?'", () => {
    expect(keepQuery("/en/tyre/T0001A", "?ref=old&x=%ff")).toBe("/en/tyre/T0001A?ref=old&x=%ff");
    expect(keepQuery("/en/tyre/T0001A", "ref=old")).toBe("/en/tyre/T0001A?ref=old");
    expect(keepQuery("/en/tyre/T0001A", "")).toBe("/en/tyre/T0001A");
    expect(keepQuery("/en/tyre/T0001A", "?")).toBe("/en/tyre/T0001A");
  });

  it("drops a query that would make the Location longer than MAX_LOCATION", () => {
    const path = "/en/tyre/T0001A";
    const fits = "q=" + "a".repeat(MAX_LOCATION - path.length - 3);
    expect(keepQuery(path, fits)).toHaveLength(MAX_LOCATION);
    expect(keepQuery(path, fits + "a")).toBe(path);
    expect(keepQuery(path, "?q=" + "%ff".repeat(5000))).toBe(path);
  });
});
