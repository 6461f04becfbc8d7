import { describe, expect, it } from "vitest";
import { can, type Permission, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, staffRoleOf } from "./permissions";

// The rules the table must keep, each with its reason: not a copy of the table in its order. A new
// permission fails "places every permission" until it is given to the counter or kept for the owner here.

/** The counter's day, by what it is for. */
const COUNTER_WORK: Record<string, readonly Permission[]> = {
  "the till: sell, invoices and the day's close": ["sell", "invoices", "endOfDay"],
  "the stock: tyres, reservations and requests for sizes the shop lacks": ["inventory", "reservations", "stockRequests"],
  "the customers and their fitting appointments": ["customers", "appointments"],
  "quotes: making them, sending them, recording the answer and selling them": ["quotes"],
  "their own account and the dashboard's stock figures": ["account", "dashboard"],
};

/** What only the owner does, by why. */
const OWNER_ONLY: Record<string, readonly Permission[]> = {
  "the money: revenue figures, cost prices and changing many prices at once": ["revenue", "reprice"],
  "the shop's set-up and what it publishes": ["settings", "services", "staff", "import", "blog", "mail", "verifactu"],
  "what watches or copies everything: the audit log, the exports, the backup": ["audit", "exports", "backup"],
  "what cannot be undone: reopening a closed day, erasing a customer's personal data": ["endOfDay.reopen", "customers.erase"],
  "cancelling an invoice issued in error (anulación), which cannot be undone": ["invoices.cancel"],
  "discounts at the till above the counter's limit": ["sell.discount"],
};

describe("the permission table", () => {
  it("lets the owner do everything", () => {
    for (const p of PERMISSIONS) expect(can("owner", p), p).toBe(true);
  });

  it.each(Object.entries(COUNTER_WORK))("lets the counter do %s", (_what, work) => {
    for (const p of work) expect(can("counter", p), p).toBe(true);
  });

  it.each(Object.entries(OWNER_ONLY))("keeps %s with the owner", (_why, owners) => {
    for (const p of owners) {
      expect(can("counter", p), p).toBe(false);
      expect(can("owner", p), p).toBe(true);
    }
  });

  it("places every permission: the counter's work or the owner's alone, never both", () => {
    const counter = Object.values(COUNTER_WORK).flat();
    const ownerOnly = Object.values(OWNER_ONLY).flat();
    expect(counter.filter((p) => ownerOnly.includes(p))).toEqual([]);
    expect([...counter, ...ownerOnly].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("gives a finer right (endOfDay.reopen) only with the screen it belongs to", () => {
    for (const role of STAFF_ROLES)
      for (const p of PERMISSIONS.filter((x) => x.includes("."))) {
        const screen = p.slice(0, p.indexOf(".")) as Permission;
        expect(PERMISSIONS, p).toContain(screen);
        if (can(role, p)) expect(can(role, screen), `${role}: ${p}`).toBe(true);
      }
  });

  it("gives an account without a staff role nothing", () => {
    for (const p of PERMISSIONS) expect(can(null, p), p).toBe(false);
  });

  it("names only known permissions", () => {
    for (const list of Object.values(ROLE_PERMISSIONS)) for (const p of list) expect(PERMISSIONS).toContain(p);
  });

  it("reads stored roles: owner (and the old admin), counter; anything else is not staff", () => {
    expect(staffRoleOf("owner")).toBe("owner");
    expect(staffRoleOf("admin")).toBe("owner");
    expect(staffRoleOf("counter")).toBe("counter");
    for (const r of ["user", "", null, undefined, "Owner", "root"]) expect(staffRoleOf(r)).toBeNull();
  });
});
