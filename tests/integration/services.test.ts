// The service catalogue on real databases: the seeded services, adding, editing, retiring, codes
// unique whatever their case (also when two saves race), every change audited.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, services } from "~db/schema";
import { packagePriceCents, type ServiceInput } from "~/domain/services";
import {
  addService,
  listServices,
  offeredServices,
  ServiceRefusedError,
  setServiceRetired,
  updateService,
} from "~/server/sales/services.server";
import { action } from "~/routes/staff/services";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { callRoute, clearApp, signedInAdmin } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";

const OWNER = { id: null, label: "owner@test" };
const input = (over: Partial<ServiceInput> = {}): ServiceInput => ({
  code: "TPMS",
  nameEs: "Sensor de presión",
  nameEn: "Pressure sensor",
  unit: "tyre",
  priceCents: 3500,
  rimPricesCents: null,
  inPackage: false,
  ...over,
});

describe.each(TEST_BACKENDS)("the service catalogue on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("starts with the usual services; fitting + balancing + valve make the package", async () => {
    const list = await listServices(t.db);
    expect(list.map((s) => s.code)).toEqual(["MONTAJE", "EQUILIBRADO", "VALVULA", "PINCHAZO", "ALINEADO", "MONTAJE-CLIENTE", "NITROGENO"]);
    expect(list.filter((s) => s.inPackage).map((s) => s.code)).toEqual(["MONTAJE", "EQUILIBRADO", "VALVULA"]);
    expect(list.find((s) => s.code === "PINCHAZO")).toMatchObject({ unit: "job", priceCents: 1500, rimPricesCents: null });
    expect(packagePriceCents(list, 16)).toBe(1200 + 560 + 200);
  });

  it("adds, edits and retires a service, each audited; a retired one leaves the till", async () => {
    const added = await addService(t.db, OWNER, input());
    expect(added).toMatchObject({ code: "TPMS", priceCents: 3500, retired: false });
    await updateService(t.db, OWNER, added.id, input({ priceCents: null, rimPricesCents: { 16: 4000, 17: 4200 } }));
    expect((await listServices(t.db)).find((s) => s.id === added.id)?.rimPricesCents).toEqual({ 16: 4000, 17: 4200 });
    await setServiceRetired(t.db, OWNER, added.id, true);
    expect((await listServices(t.db)).some((s) => s.id === added.id)).toBe(false);
    expect((await offeredServices(t.db)).some((s) => s.id === added.id)).toBe(false);
    expect((await listServices(t.db, { retired: true })).find((s) => s.id === added.id)?.retired).toBe(true);
    const log = await t.db.select().from(auditLog).where(eq(auditLog.subject, "TPMS"));
    expect(log.map((e) => e.action)).toEqual(["service.add", "service.update", "service.retire"]);
    expect(log[1]!.before).toEqual({ priceEur: "35.00", rimPricesCents: null });
    await setServiceRetired(t.db, OWNER, added.id, false);
    expect((await offeredServices(t.db)).some((s) => s.id === added.id)).toBe(true);
  });

  it("refuses a duplicate code (any case) beside the field, and changes nothing", async () => {
    const before = await t.db.select().from(services);
    const e = await addService(t.db, OWNER, input({ code: "montaje" })).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ServiceRefusedError);
    expect(e).toMatchObject({ field: "code", message: "Code montaje is already used by Fitting" });
    const nitro = (await listServices(t.db)).find((s) => s.code === "NITROGENO")!;
    await expect(updateService(t.db, OWNER, nitro.id, input({ code: "VALVULA" }))).rejects.toMatchObject({ field: "code" });
    expect(await t.db.select().from(services)).toEqual(before);
  });

  itRace(backend)("two owners adding the same code at once: one is added, the other told the code is taken", async () => {
    const results = await Promise.allSettled([
      addService(t.db, OWNER, input({ code: "RACE" })),
      addService(t.db, OWNER, input({ code: "race" })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ServiceRefusedError);
  });
});

describe("the /services screen's action", () => {
  const ORIGIN = "http://127.0.0.1:3000";
  let t: TestDatabase;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    cookie = await signedInAdmin(t, { origin: ORIGIN, secret: "services-secret-services-secret-0123456789" });
  });
  afterAll(async () => {
    clearApp();
    await t?.close();
  });
  const post = (body: Record<string, string>) =>
    callRoute(() =>
      action({
        request: new Request(`${ORIGIN}/services`, {
          method: "POST",
          headers: { origin: ORIGIN, cookie },
          body: new URLSearchParams(body),
        }),
        params: {},
        context: routeContext(),
      } as unknown as Parameters<typeof action>[0]),
    );
  const good = { intent: "save", code: "TPMS", nameEs: "Sensor", nameEn: "Sensor", unit: "tyre", pricing: "flat", price: "35" };

  it("each bad input gets its message beside the field and changes nothing", async () => {
    const before = await t.db.select().from(services);
    const cases: [Record<string, string>, number, string, string][] = [
      [{ price: "0" }, 400, "price", "Enter a price above 0, like 12.50"],
      [{ price: "-5" }, 400, "price", "Enter a price above 0, like 12.50"],
      [{ pricing: "rim", rim16: "10", rim22: "10" }, 400, "rim22", "Rims go from 13 to 21"],
      [{ code: "montaje" }, 409, "code", "Code MONTAJE is already used by Fitting"],
      [{ nameEn: "" }, 400, "nameEn", "Name in English is required"],
      [{ nameEs: " " }, 400, "nameEs", "Name in Spanish is required"],
    ];
    for (const [over, status, field, message] of cases) {
      const r = await post({ ...good, ...over });
      expect(r.status, JSON.stringify(over)).toBe(status);
      expect((r.body.fieldErrors as Record<string, string>)[field]).toBe(message);
    }
    expect(await t.db.select().from(services)).toEqual(before);
    expect((await post(good)).status).toBe(200);
    expect((await listServices(t.db)).some((s) => s.code === "TPMS")).toBe(true);
  });
});
