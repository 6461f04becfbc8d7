import { describe, expect, it } from "vitest";
import { staffMessages } from "./i18n/staff";
import { isStaffPath, STAFF_HOME, STAFF_MENU, STAFF_PATH_PREFIXES, STAFF_ROUTES, staffMenuFor, staffPath } from "./staff-paths";

/** The counter's menu, in table order: the staff paths after sign-in and sign-out start with these. */
const COUNTER_SCREENS = [
  "/dashboard",
  "/inventory",
  "/checkout",
  "/invoices",
  "/end-of-day",
  "/reservations",
  "/agenda",
  "/quotes",
  "/follow-ups",
  "/requests",
  "/customers",
  "/reminders",
];

describe("staff path table", () => {
  it("builds paths with their params", () => {
    expect(staffPath("inventory")).toBe("/inventory");
    expect(staffPath("invoice", { id: 42 })).toBe("/invoices/42");
    expect(staffPath("importTemplate")).toBe("/import/template.csv");
    expect(staffPath("post", { id: 7 })).toBe("/posts/7");
    expect(() => staffPath("invoice")).toThrow(/missing param id/);
    expect(STAFF_HOME).toBe("/dashboard");
  });

  it("lists the menu in table order, the detail pages and downloads left out", () => {
    const en = staffMessages("en").menu;
    expect(STAFF_MENU.map((m) => [m.to, en[m.label]])).toEqual([
      ["/dashboard", "Dashboard"],
      ["/inventory", "Inventory"],
      ["/checkout", "Checkout"],
      ["/invoices", "Invoices"],
      ["/end-of-day", "End of day"],
      ["/invoices/records", "VERI*FACTU"],
      ["/reservations", "Reservations"],
      ["/agenda", "Agenda"],
      ["/quotes", "Quotes"],
      ["/follow-ups", "Follow-ups"],
      ["/requests", "Requests"],
      ["/customers", "Customers"],
      ["/reminders", "To contact"],
      ["/import", "Import"],
      ["/posts", "Blog"],
      ["/services", "Services"],
      ["/settings", "Settings"],
      ["/staff", "Staff"],
      ["/audit", "Audit log"],
      ["/mail", "E-mail"],
    ]);
    // The Agenda is a daily screen: in the main menu, not under More.
    expect(STAFF_MENU.filter((m) => !m.more).map((m) => m.to)).toEqual([
      "/dashboard",
      "/inventory",
      "/checkout",
      "/invoices",
      "/reservations",
      "/agenda",
    ]);
    expect(STAFF_MENU.filter((m) => m.more).map((m) => m.to)).toEqual([
      "/end-of-day",
      "/invoices/records",
      "/quotes",
      "/follow-ups",
      "/requests",
      "/customers",
      "/reminders",
      "/import",
      "/posts",
      "/services",
      "/settings",
      "/staff",
      "/audit",
      "/mail",
    ]);
    expect(STAFF_ROUTES.every((r) => r.path.startsWith("/"))).toBe(true);
  });

  it("shows each role only the screens it may open", () => {
    expect(staffMenuFor("owner")).toEqual(STAFF_MENU);
    expect(staffMenuFor("counter").map((m) => m.to)).toEqual(COUNTER_SCREENS);
    expect(staffMenuFor(null)).toEqual([]);
  });

  it("knows every staff path, what lies under it and its data request, and nothing public", () => {
    expect(STAFF_PATH_PREFIXES).toEqual([
      "/login",
      "/logout",
      ...COUNTER_SCREENS,
      "/import",
      "/posts",
      "/backup",
      "/account",
      "/services",
      "/settings",
      "/staff",
      "/audit",
      "/mail",
    ]);
    for (const p of ["/login", "/logout", "/dashboard", "/dashboard.data", "/invoices/12", "/import/template.csv", "/inventory/"]) {
      expect(isStaffPath(p), p).toBe(true);
    }
    for (const p of [
      "/",
      "/en",
      "/neumaticos",
      "/en/find-tyres",
      "/dashboards",
      "/loginx",
      "/healthz",
      "/en/dashboard",
      "/_root.data",
      "/mailbox",
    ]) {
      expect(isStaffPath(p), p).toBe(false);
    }
  });
});
