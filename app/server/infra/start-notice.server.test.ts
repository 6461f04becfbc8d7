import { describe, expect, it } from "vitest";
import { addStartNotice, demoAdminNotice, framedNotice, takeStartNotices } from "./start-notice.server";

describe("start notices", () => {
  it("frames the lines in a box as wide as the longest, every line the same length", () => {
    const block = framedNotice(demoAdminNotice({ email: "admin@demo.local", password: "s3cret-pass" }));
    const lines = block.split("\n").filter(Boolean);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^#+$/);
    expect(lines.at(-1)).toMatch(/^#+$/);
    expect(block).toMatch(/# Password: +s3cret-pass +#/);
  });

  it("keeps notices until the server listens, and gives each once", () => {
    addStartNotice(["a"]);
    addStartNotice(["b"]);
    expect(takeStartNotices()).toEqual([["a"], ["b"]]);
    expect(takeStartNotices()).toEqual([]);
  });
});
