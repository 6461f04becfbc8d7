import { describe, expect, it } from "vitest";
import { counterpartPath } from "./paths";

describe("counterpartPath", () => {
  it("maps a page with params to the other language", () => {
    expect(counterpartPath("/neumatico/T0001A", "", "en")).toBe("/en/tyre/T0001A");
    expect(counterpartPath("/en/blog/how-to-read-a-tyre-size", "", "es")).toBe("/blog/how-to-read-a-tyre-size");
  });

  it("sends a path with a malformed %-escape to the other language's home instead of throwing", () => {
    expect(counterpartPath("/neumatico/%E0%A4%A", "", "en")).toBe("/en");
    expect(counterpartPath("/en/blog/%ff", "", "es")).toBe("/");
  });
});
