import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";

describe("honeypot", () => {
  it("is the 'website' field", () => {
    expect(HONEYPOT_FIELD).toBe("website");
  });
  it("a missing, empty or blank field is a person; anything in it is a script", () => {
    const form = (v?: string | Blob) => {
      const f = new FormData();
      f.set("name", "Ana");
      if (v !== undefined) f.set(HONEYPOT_FIELD, v);
      return f;
    };
    expect(honeypotFilled(form())).toBe(false);
    expect(honeypotFilled(form(""))).toBe(false);
    expect(honeypotFilled(form("  "))).toBe(false);
    expect(honeypotFilled(form("http://spam.example"))).toBe(true);
    expect(honeypotFilled(form(new Blob(["x"])))).toBe(true);
    expect(honeypotFilled({ website: "x" })).toBe(true);
    expect(honeypotFilled({ name: "Ana" })).toBe(false);
  });
});
