// The audit log on real databases: append-only (the trigger refuses UPDATE, DELETE and TRUNCATE,
// whoever asks), one entry per audited change written in the change's own transaction (a change
// rolled back leaves none), listed newest first and by kind; and the screen's loader, called as
// an admin, shows them.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { loader } from "~/routes/staff/audit";
import { action as reservationsAction } from "~/routes/staff/reservations";
import { listAudit, recordAudit } from "~/server/audit.server";
import { importTyres } from "~/server/inventory/import.server";
import { setTyreStatus, updateTyre } from "~/server/inventory/inventory.server";
import { cancelReservationByCustomer, reserveTyre } from "~/server/reservations/reservations.server";
import { createSale, SaleError } from "~/server/sales/sales.server";
import { readStoredSettings, saveSettings } from "~/server/settings/settings.server";
import { TEST_BACKENDS } from "../helpers/db";
import { adminSuite } from "../helpers/staff-session";
import { insertTyre, tyreInput } from "../helpers/factories";
import { signCancelToken, cancelTokenKey } from "~/server/reservations/cancel-token.server";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "audit-secret-audit-secret-audit-secret-0123";
const STAFF = { id: "u1", label: "clerk@shop.test" };
const context = routeContext({ clientIp: "127.0.0.1", cspNonce: "", origin: "http://shop.test" });

describe.each(TEST_BACKENDS)("audit log on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });

  const newest = async () => (await listAudit(app.db, { limit: 1 })).entries[0]!;
  const total = async () => (await listAudit(app.db)).total;

  it("entries are never edited or deleted: UPDATE, DELETE and TRUNCATE are refused by the database", async () => {
    await recordAudit(app.db, {
      actor: STAFF,
      kind: "staff",
      action: "staff.create",
      subject: "new@shop.test",
      summary: "Added new@shop.test",
    });
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: "staff",
      action: "staff.create",
      actor: "clerk@shop.test",
      actorId: "u1",
      subject: "new@shop.test",
    });
    await expect(app.db.update(auditLog).set({ summary: "nothing happened" }).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(app.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [again] = await app.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(again!.summary).toBe("Added new@shop.test");
    // The kind is one of the known kinds, in the database too.
    await expect(app.db.insert(auditLog).values({ kind: "gossip", action: "x.y", actor: "x", summary: "x" })).rejects.toThrow();
  });

  it("records price changes and restocks of an edited tyre, with before and after; an edit that changes neither records nothing", async () => {
    const tyre = await insertTyre(app.db, { quantity: 2, unitPriceEur: "40.00" });
    const n = await total();
    await updateTyre(app.db, tyre.id, tyreInput({ quantity: 2, unitPriceCents: 4000, notes: "rack 3" }), STAFF);
    expect(await total()).toBe(n);
    await updateTyre(app.db, tyre.id, tyreInput({ quantity: 5, unitPriceCents: 4500, disposalFeeCents: 300 }), STAFF);
    const { entries } = await listAudit(app.db, { limit: 2 });
    expect(entries.map((e) => [e.kind, e.action, e.subject])).toEqual([
      ["stock", "tyre.restock", tyre.id],
      ["price", "tyre.price", tyre.id],
    ]);
    expect(entries[1]).toMatchObject({
      summary: `${tyre.id} (Michelin 205/55 R16): price €40.00 → €45.00, disposal fee €2.40 → €3.00`,
      before: { unitPriceEur: "40.00", disposalFeeEurPerTyre: "2.40" },
      after: { unitPriceEur: "45.00", disposalFeeEurPerTyre: "3.00" },
      actor: "clerk@shop.test",
    });
    expect(entries[0]).toMatchObject({ before: { quantity: 2, status: "available" }, after: { quantity: 5, status: "available" } });
  });

  it("records a tyre taken off sale and put back, and a CSV import", async () => {
    const tyre = await insertTyre(app.db);
    await setTyreStatus(app.db, tyre.id, "sold", STAFF);
    expect(await newest()).toMatchObject({ kind: "stock", action: "tyre.withdraw", subject: tyre.id });
    await setTyreStatus(app.db, tyre.id, "available", STAFF);
    expect(await newest()).toMatchObject({
      kind: "stock",
      action: "tyre.restock",
      before: { status: "sold" },
      after: { status: "available" },
    });
    await importTyres(app.db, [tyreInput({ quantity: 3 }), tyreInput({ quantity: 1 })], STAFF);
    expect(await newest()).toMatchObject({ kind: "stock", action: "tyre.import", summary: "CSV import: 2 tyres added (4 units)" });
  });

  it("records an issued invoice; a refused sale records nothing", async () => {
    const tyre = await insertTyre(app.db, { quantity: 1, unitPriceEur: "50.00", disposalFeeEurPerTyre: "2.40" });
    const n = await total();
    await expect(
      createSale(
        app.db,
        { customerName: "Eve", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [{ tyreId: tyre.id, quantity: 2 }] },
        { actor: STAFF },
      ),
    ).rejects.toThrow(SaleError);
    expect(await total()).toBe(n);
    const invoice = await createSale(
      app.db,
      { customerName: "Ana", vehicleReg: null, paymentMethod: "card", notes: null, lines: [{ tyreId: tyre.id, quantity: 1 }] },
      { actor: STAFF },
    );
    expect(await newest()).toMatchObject({
      kind: "invoice",
      action: "invoice.issue",
      subject: invoice.invoiceNumber,
      // A walk-in without phone, e-mail, tax id or plate has no customer record; a customer is named by record id, never by name.
      summary: `Invoice ${invoice.invoiceNumber} issued: €52.40 (1 line)`,
      actor: "clerk@shop.test",
    });
  });

  it("records reservations cancelled by staff (through the screen, with the admin's e-mail) and by the customer", async () => {
    const a = await insertTyre(app.db);
    const r = await reserveTyre(app.db, { tyreId: a.id, clientName: "Luis", depositCents: 0, source: "staff" });
    if (!r.ok) throw new Error("reserve failed");
    const body = new URLSearchParams({ intent: "cancel", id: String(r.reservation.id) });
    await reservationsAction({
      request: new Request(`${ORIGIN}/reservations`, { method: "POST", headers: { origin: ORIGIN, cookie: app.cookie }, body }),
      params: {},
      context,
    } as unknown as Parameters<typeof reservationsAction>[0]);
    expect(await newest()).toMatchObject({
      kind: "reservation",
      action: "reservation.cancel",
      subject: `#${r.reservation.id}`,
      actor: "boss@shop.test",
      after: { status: "cancelled", cancelledBy: "staff", tyreAvailable: true },
    });

    const b = await insertTyre(app.db);
    const online = await reserveTyre(app.db, { tyreId: b.id, clientName: "Marta", email: "m@x.test", depositCents: 0, source: "online" });
    if (!online.ok) throw new Error("reserve failed");
    const token = signCancelToken(await cancelTokenKey(app.db), online.reservation);
    await cancelReservationByCustomer(app.db, token);
    expect(await newest()).toMatchObject({ kind: "reservation", actor: "customer", after: { cancelledBy: "customer" } });
  });

  it("records settings changes with only the changed fields before and after", async () => {
    const { version } = await readStoredSettings(app.db);
    await saveSettings(app.db, { ...DEFAULT_SHOP_SETTINGS, vatRatePercent: 10 }, { expectedVersion: version, actor: STAFF });
    expect(await newest()).toMatchObject({ kind: "settings", before: { vatRatePercent: 21 }, after: { vatRatePercent: 10 } });
  });

  it("lists newest first, by kind, a page at a time; the screen shows them to an admin", async () => {
    const all = await listAudit(app.db);
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const stock = await listAudit(app.db, { kind: "stock" });
    expect(stock.entries.length).toBeGreaterThan(0);
    expect(stock.entries.every((e) => e.kind === "stock")).toBe(true);
    const page1 = await listAudit(app.db, { limit: 2 });
    const page2 = await listAudit(app.db, { limit: 2, before: page1.nextBefore });
    expect(page2.entries[0]!.id).toBeLessThan(page1.entries[1]!.id);

    const screen = (await loader({
      request: new Request(`${ORIGIN}/audit?kind=price`, { headers: { cookie: app.cookie } }),
      params: {},
      context,
    } as unknown as Parameters<typeof loader>[0])) as {
      kind: string;
      entries: { kind: string; changes: { field: string; before: string | null; after: string | null }[] }[];
    };
    expect(screen.kind).toBe("price");
    expect(screen.entries.every((e) => e.kind === "price")).toBe(true);
    expect(screen.entries[0]!.changes).toContainEqual({ field: "Unit price", before: "€40.00", after: "€45.00" });
    // An unknown kind shows everything.
    const everything = (await loader({
      request: new Request(`${ORIGIN}/audit?kind=nope`, { headers: { cookie: app.cookie } }),
      params: {},
      context,
    } as unknown as Parameters<typeof loader>[0])) as { kind: string | null; total: number };
    expect(everything.kind).toBeNull();
    expect(everything.total).toBe(all.total);
  });
});
