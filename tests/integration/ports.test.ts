// The test servers' ports: fetch() refuses the Fetch standard's blocked ports ("bad port"), so a
// server on one of them looks dead; randomPort never draws one.
import { describe, expect, it } from "vitest";
import { randomPort } from "../helpers/ports";

describe("randomPort", () => {
  it("draws inside its range and never a port fetch() refuses", async () => {
    const drawn = new Set(Array.from({ length: 5000 }, () => randomPort(3650, 20)));
    expect(drawn.has(3659)).toBe(false);
    expect([...drawn].every((p) => p >= 3650 && p < 3670)).toBe(true);
    expect(drawn.size).toBe(19);
    // What the helper guards against: fetch() really refuses such a port before connecting.
    await expect(fetch("http://127.0.0.1:3659/")).rejects.toThrow();
    await expect(fetch("http://127.0.0.1:3659/").catch((e: Error) => String(e.cause))).resolves.toMatch(/bad port/);
  });
});
