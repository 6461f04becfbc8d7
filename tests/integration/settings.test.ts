// Shop settings on real databases: a new database starts from the first settings, the settings
// screen's action (called in-process as an admin with a real session) saves valid input and
// audits it, bad input saves nothing, a stale form is refused, and what reads the settings (the
// request cache, reservation holds, default prices and deposit, the CSV import) follows a save.
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, reservations, shopSettings, tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { settingsFormValues, type ShopSettings } from "~/domain/shop-settings";
import { action as importAction } from "~/routes/staff/import";
import { action as inventoryAction } from "~/routes/staff/inventory";
import { action, loader } from "~/routes/staff/settings";
import { reserveTyre } from "~/server/reservations/reservations.server";
import {
  getSettings,
  readStoredSettings,
  saveSettings,
  SettingsVersionError,
  StoredSettingsError,
} from "~/server/settings/settings.server";
import { createTestDatabase, TEST_BACKENDS, itRace } from "../helpers/db";
import { adminSuite } from "../helpers/staff-session";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "settings-secret-settings-secret-0123456789";
const ADMIN = { id: null, label: "test" };
type Args = Parameters<typeof action>[0];
const context = routeContext({ clientIp: "127.0.0.1", cspNonce: "", origin: "http://shop.test" });

describe.each(TEST_BACKENDS)("shop settings on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });

  /** Back to the first settings before each test (through the one write path). */
  beforeEach(async () => {
    const current = await readStoredSettings(app.db);
    await saveSettings(app.db, DEFAULT_SHOP_SETTINGS, { expectedVersion: current.version, actor: ADMIN });
  });

  const request = (path: string, body?: Record<string, string> | FormData) =>
    new Request(`${ORIGIN}${path}`, {
      method: body ? "POST" : "GET",
      headers: { origin: ORIGIN, cookie: app.cookie },
      body: body instanceof FormData ? body : body ? new URLSearchParams(body) : undefined,
    });

  async function post(changes: Record<string, string | null>, version?: number) {
    const stored = await readStoredSettings(app.db);
    const values: Record<string, string> = { ...settingsFormValues(stored.settings), version: String(version ?? stored.version) };
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) delete values[k];
      else values[k] = v;
    }
    const r = (await action({ request: request("/settings", values), params: {}, context } as unknown as Args)) as unknown as {
      data: { ok: boolean; message: string; fieldErrors?: Record<string, string> };
      init: { status?: number } | null;
    };
    return { status: r.init?.status ?? 200, ...r.data };
  }

  const auditCount = async () => (await app.db.select().from(auditLog).where(eq(auditLog.kind, "settings"))).length;

  it("a new database starts from the first settings (app/config/shop.ts), version 1", async () => {
    const fresh = await createTestDatabase(backend);
    try {
      const [row] = await fresh.db.select().from(shopSettings);
      expect(row!.version).toBe(1);
      expect(row!.data).toEqual(JSON.parse(JSON.stringify(DEFAULT_SHOP_SETTINGS)));
      expect(row!.updatedBy).toBeNull();
      expect(await getSettings(fresh.db)).toEqual(DEFAULT_SHOP_SETTINGS);
      // One row only.
      await expect(fresh.db.insert(shopSettings).values({ id: 2, data: {} })).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });

  it("the screen shows the stored values and version; a save writes them, audits before and after, and the next request reads them", async () => {
    const page = (await loader({ request: request("/settings"), params: {}, context } as unknown as Parameters<typeof loader>[0])) as {
      values: Record<string, string>;
      version: number;
    };
    expect(page.values["hours.5.0.closes"]).toBe("13:00");
    expect(await getSettings(app.db)).toEqual(DEFAULT_SHOP_SETTINGS); // cached now
    const before = await auditCount();
    const r = await post({ "hours.5.0.opens": "10:00", "hours.5.0.closes": "14:00", depositCents: "25.00" });
    expect(r).toEqual({ status: 200, ok: true, message: "Settings saved (2 changed)" });
    const stored = await readStoredSettings(app.db);
    expect(stored.version).toBe(page.version + 1);
    expect(stored.updatedBy).toBe("boss@shop.test");
    expect(stored.settings.hours[5]).toEqual([{ opens: "10:00", closes: "14:00" }]);
    expect(stored.settings.depositCents).toBe(2500);
    // The cache was emptied by the save.
    expect((await getSettings(app.db)).hours[5]).toEqual([{ opens: "10:00", closes: "14:00" }]);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.kind, "settings")).orderBy(asc(auditLog.id)).offset(before);
    expect(entry).toMatchObject({
      action: "settings.update",
      actor: "boss@shop.test",
      summary: "Changed opening hours, deposit",
      before: { depositCents: 2000, hours: JSON.parse(JSON.stringify(DEFAULT_SHOP_SETTINGS.hours)) },
      after: { depositCents: 2500 },
    });
    expect(entry!.actorId).toBeTruthy();
    // Saving the same values again changes nothing and records nothing.
    const same = await post({});
    expect(same).toEqual({ status: 200, ok: true, message: "Nothing to save: no setting changed" });
    expect(await auditCount()).toBe(before + 1);
  });

  it("bad input saves nothing: each field gets its message, and the stored row, its version and the audit log stay as they were", async () => {
    const stored = await readStoredSettings(app.db);
    const audits = await auditCount();
    const r = await post({
      nif: "B04123456",
      "hours.5.0.opens": "18:00",
      "hours.5.0.closes": "09:00",
      phone: "hello",
      email: "nope",
      depositCents: "-5",
      "priceTable.byRim.0.cents": "0",
      name: "x".repeat(500),
      // A valid change mixed in is not saved either.
      town: "Berja",
    });
    expect(r.status).toBe(400);
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/^Nothing saved: 7 fields need fixing/);
    expect(r.fieldErrors).toEqual({
      name: "Shop name must be at most 80 characters",
      nif: "NIF/CIF/NIE B04123456: the check letter or digit is wrong",
      phone: "Phone must be a phone number, like +34 950 000 000",
      email: "E-mail must be an e-mail address",
      "hours.5.0.closes": "Closing time must be after opening time (18:00)",
      depositCents: "Deposit cannot be negative",
      "priceTable.byRim.0.cents": "Price must be more than 0.00",
    });
    expect(await readStoredSettings(app.db)).toEqual(stored);
    expect(await auditCount()).toBe(audits);
  });

  it("a form saved over a newer version is refused (409) and changes nothing; a missing version is a 400", async () => {
    const stored = await readStoredSettings(app.db);
    expect(await post({ town: "Berja" }, stored.version - 1)).toMatchObject({
      status: 409,
      ok: false,
      message: expect.stringMatching(/Someone else saved/),
    });
    expect(await post({ version: "" })).toMatchObject({ status: 400, message: "Failed to save settings: invalid request" });
    expect(await readStoredSettings(app.db)).toEqual(stored);
    await expect(saveSettings(app.db, DEFAULT_SHOP_SETTINGS, { expectedVersion: 0, actor: ADMIN })).rejects.toThrow(SettingsVersionError);
  });

  itRace(backend)("two saves of the same version at once: one wins, the other is refused", async () => {
    const { version } = await readStoredSettings(app.db);
    const changed = (town: string): ShopSettings => ({ ...DEFAULT_SHOP_SETTINGS, town });
    const results = await Promise.allSettled([
      saveSettings(app.db, changed("Berja"), { expectedVersion: version, actor: ADMIN }),
      saveSettings(app.db, changed("Dalías"), { expectedVersion: version, actor: ADMIN }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(SettingsVersionError);
    expect((await readStoredSettings(app.db)).version).toBe(version + 1);
  });

  it("a stored document the schema refuses is an error, never silently replaced; a field it lacks takes its first value", async () => {
    const { town: _town, ...withoutTown } = DEFAULT_SHOP_SETTINGS;
    await app.db.update(shopSettings).set({ data: withoutTown });
    expect((await readStoredSettings(app.db)).settings.town).toBe(DEFAULT_SHOP_SETTINGS.town);
    await app.db.update(shopSettings).set({ data: { ...DEFAULT_SHOP_SETTINGS, nif: "B04123456" } });
    await expect(readStoredSettings(app.db)).rejects.toThrow(StoredSettingsError);
    await app.db.update(shopSettings).set({ data: DEFAULT_SHOP_SETTINGS });
  });

  it("online reservations hold the tyre for the saved number of days, to closing time", async () => {
    const tyre = await insertTyre(app.db);
    const now = new Date("2026-05-01T10:00:00Z");
    expect((await post({ reservationHoldDays: "5" })).ok).toBe(true);
    const r = await reserveTyre(app.db, { tyreId: tyre.id, clientName: "Ana", depositCents: 0, source: "online", now });
    // Friday 12:00 + 5 days: Wednesday, closing at 18:00 (summer time).
    expect(r.ok && r.reservation.holdUntil).toEqual(new Date("2026-05-06T16:00:00Z"));
  });

  it("a tyre added without price or fee, a counter reservation without deposit and a CSV row without price take the saved values", async () => {
    expect(
      (
        await post({
          "priceTable.byRim.1.cents": "41.50",
          disposalFeeCents: "3.00",
          depositCents: "15.00",
          "priceTable.speedRating.code": "",
        })
      ).ok,
    ).toBe(true);
    const inventory = (body: Record<string, string>) =>
      inventoryAction({ request: request("/inventory", body), params: {}, context } as unknown as Parameters<typeof inventoryAction>[0]);
    await inventory({
      intent: "add",
      brand: "Settingsbrand",
      width: "205",
      aspect: "55",
      rim: "16",
      loadIndex: "91",
      speedRating: "C",
      quantity: "2",
    });
    const [added] = await app.db.select().from(tyres).where(eq(tyres.brand, "Settingsbrand"));
    expect([added!.unitPriceEur, added!.disposalFeeEurPerTyre]).toEqual(["41.50", "3.00"]);
    await inventory({ intent: "reserve", tyreId: added!.id, clientName: "Counter" });
    const [held] = await app.db.select().from(reservations).where(eq(reservations.tyreId, added!.id));
    expect(held!.depositAmountEur).toBe("15.00");

    const csv = new FormData();
    csv.set("file", new File(["width,aspect,rim,load,speed,brand\n195,65,16,91,H,Csvbrand\n"], "stock.csv", { type: "text/csv" }));
    // The import screen previews the file, then the preview is applied.
    const postImport = async (form: FormData) =>
      (await importAction({ request: request("/import", form), params: {}, context } as unknown as Parameters<
        typeof importAction
      >[0])) as unknown as {
        data: { preview?: { id: string } };
      };
    const apply = new FormData();
    apply.set("intent", "apply");
    apply.set("previewId", (await postImport(csv)).data.preview!.id);
    await postImport(apply);
    const [imported] = await app.db.select().from(tyres).where(eq(tyres.brand, "Csvbrand"));
    expect([imported!.unitPriceEur, imported!.disposalFeeEurPerTyre]).toEqual(["41.50", "3.00"]);
  });
});
