import { describe, expect, it } from "vitest";
import { STAFF_MENU } from "~/staff-paths";
import { staffMessages } from ".";

/** Every key path of a catalogue, with the kind of its value (a text, a function and its arity, a list and its length). */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [`${path}: function/${value.length}`];
  if (Array.isArray(value)) return [`${path}: list/${value.length}`];
  if (value && typeof value === "object")
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  return [`${path}: ${typeof value}`];
}

describe("the back-office's catalogue", () => {
  const es = staffMessages("es");
  const en = staffMessages("en");

  it("has the same keys, lists and functions in Spanish and English", () => {
    expect(shape(en)).toEqual(shape(es));
  });

  it("has no empty text, and a text for every menu entry in both languages", () => {
    for (const line of [...shape(es), ...shape(en)]) expect(line).not.toMatch(/: undefined$/);
    const texts = (v: unknown): string[] =>
      typeof v === "string" ? [v] : v && typeof v === "object" ? Object.values(v).flatMap(texts) : [];
    for (const t of [...texts(es), ...texts(en)]) expect(t.trim()).not.toBe("");
    for (const m of STAFF_MENU) {
      expect(es.menu[m.label]).toBeTruthy();
      expect(en.menu[m.label]).toBeTruthy();
    }
  });

  it("speaks Spanish in Spanish and keeps today's English", () => {
    expect(es.menu.dashboard).toBe("Panel");
    expect(en.menu.dashboard).toBe("Dashboard");
    expect(en.login.accessDenied).toBe("Access denied. Admin privileges required.");
    expect(en.login.loggedIn).toBe("Logged in successfully");
    expect(es.audit.count(2, "Facturas")).toBe("2 entradas de tipo facturas");
    expect(en.audit.count(1, null)).toBe("1 entry");
  });
});
