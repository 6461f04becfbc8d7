import { describe, expect, it } from "vitest";
import { JOB_LABELS } from "~/domain/appointments";
import { DEPOSIT_RULE_LABELS } from "~/domain/reservation-deposit";
import { CONDITION_LABELS } from "~/domain/tyre";
import { STAFF_MENU } from "~/staff-paths";
import { messages } from "../messages";
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

describe("labels shared by several screens", () => {
  it("are written once per language: English in the domain's tables, Spanish in one place", () => {
    const en = staffMessages("en");
    const es = staffMessages("es");
    for (const m of [en, es]) {
      const jobs = [m.agenda.jobs, m.customers.history.jobs, m.mail.shop.appointment.jobs, m.settings.appointments.jobs];
      for (const j of jobs) expect(j).toBe(jobs[0]);
      const conditions = [m.inventory.conditions, m.reservations.conditions, m.mail.shop.newReservation.conditions];
      for (const c of conditions) expect(c).toBe(conditions[0]);
      expect(m.settings.prices.depositRules).toBe(m.reservations.depositRules);
    }
    expect(en.agenda.jobs).toBe(JOB_LABELS);
    expect(en.inventory.conditions).toBe(CONDITION_LABELS);
    expect(en.reservations.depositRules).toBe(DEPOSIT_RULE_LABELS);
    expect(es.inventory.conditions["part-worn"]).toBe("Seminuevo");
  });
});

describe("the error views", () => {
  it("say a missing page, access denied and an unreadable or too large form as the site does, in both languages", () => {
    for (const locale of ["es", "en"] as const) {
      const site = messages(locale).errors;
      const staff = staffMessages(locale).errors;
      for (const key of ["notFoundDetail", "forbiddenTitle", "badRequestTitle", "tooLargeTitle"] as const)
        expect(staff[key], `${locale} ${key}`).toBe(site[key]);
    }
  });
});
