import { describe, expect, it } from "vitest";
import { z } from "zod";
import { echoValues, formText, nestedFormValues, optionalText, parseForm, requiredText } from "./form";

const schema = z.object({
  name: requiredText(10, "Name is required", "Name is too long"),
  notes: optionalText(5, "Notes are too long"),
});

describe("the form reader", () => {
  it("drops NUL characters and trims every text field; missing fields and files read as empty", () => {
    expect(formText("  a\u0000b  ")).toBe("ab");
    expect(formText(undefined)).toBe("");
    expect(formText(new Blob(["x"]))).toBe("");
    expect(formText(3)).toBe("3");
  });

  it("returns the clean data from FormData or a plain object", () => {
    const fd = new FormData();
    fd.set("name", " Ana ");
    fd.set("notes", "   ");
    expect(parseForm(schema, fd)).toEqual({ ok: true, data: { name: "Ana", notes: null } });
    expect(parseForm(schema, { name: "Ana", notes: "hi" })).toEqual({ ok: true, data: { name: "Ana", notes: "hi" } });
  });

  it("returns the first message of each field and the first of all as the form's message", () => {
    const r = parseForm(schema, { name: "\u0000 ", notes: "too long" });
    expect(r).toEqual({ ok: false, fieldErrors: { name: "Name is required", notes: "Notes are too long" }, formError: "Name is required" });
  });

  it("puts a problem that belongs to no field under 'form'", () => {
    const whole = z.object({ a: z.string() }).refine(() => false, "Never valid");
    expect(parseForm(whole, { a: "x" })).toEqual({ ok: false, fieldErrors: { form: "Never valid" }, formError: "Never valid" });
  });

  it("echoes posted values for re-rendering, capped a little above each limit", () => {
    const v = echoValues({ name: "x".repeat(500), other: "y" }, { name: 10, notes: 5 });
    expect(v).toEqual({ name: "x".repeat(60), notes: "" });
  });

  it("reads dotted field names as objects and arrays, and keys a nested form's messages by the whole path", () => {
    const fd = new FormData();
    fd.set("hours.5.0.opens", "09:00");
    fd.set("hours.5.0.closes", "13:00");
    fd.set("promo.es.strip", "Hola");
    const hours: unknown[] = [];
    hours[5] = [{ opens: "09:00", closes: "13:00" }];
    expect(nestedFormValues(fd)).toEqual({ hours, promo: { es: { strip: "Hola" } } });
    // Names that cannot nest, or would reach a prototype, are dropped; huge positions are not positions.
    expect(
      nestedFormValues({ "__proto__.x": "1", "a.constructor": "2", "b.0": "x", "b.c": "y", "d.99999": "z", "": "e", "f.": "g" }),
    ).toEqual({
      b: ["x"],
      d: { 99999: "z" },
    });
    const schema = z.object({ rows: z.array(z.object({ n: z.string().min(2, "Too short") })) });
    expect(parseForm(schema, { "rows.0.n": "ok", "rows.1.n": "x" }, { nested: true })).toEqual({
      ok: false,
      fieldErrors: { "rows.1.n": "Too short" },
      formError: "Too short",
    });
  });
});
