import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, ROLE_PERMISSIONS, staffRoleOf } from "./permissions";

describe("the permission table", () => {
  it("lets the owner do everything", () => {
    for (const p of PERMISSIONS) expect(can("owner", p), p).toBe(true);
  });

  it("lets the counter sell, keep stock, invoices, reservations and customers, and nothing of the owner's", () => {
    for (const p of ["account", "dashboard", "inventory", "sell", "invoices", "reservations", "customers"] as const)
      expect(can("counter", p), p).toBe(true);
    for (const p of [
      "revenue",
      "settings",
      "services",
      "staff",
      "audit",
      "exports",
      "backup",
      "import",
      "blog",
      "mail",
      "verifactu",
      "customers.erase",
    ] as const)
      expect(can("counter", p), p).toBe(false);
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
