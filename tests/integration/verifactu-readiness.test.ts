// The owner's VERI*FACTU readiness (decision 110) on PGlite and PostgreSQL: the records screen's
// checklist follows what the shop stores (the certificate, the sending settings, the agency's
// answers) step by step, with the days left and the start date in the account's words; the
// dashboard gives it to the owner until every step is done, and never to a counter account.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user as userTable, verifactuSettings, verifactuSubmissions } from "~db/schema";
import { daysUntil, type ReadinessView } from "~/domain/verifactu-readiness";
import { loader as dashboardLoader } from "~/routes/staff/dashboard";
import { loader as verifactuLoader } from "~/routes/staff/verifactu";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { createSale } from "~/server/sales/sales.server";
import { saveVerifactuSettings } from "~/server/verifactu/verifactu-queue.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";
import { routeOutcome } from "../helpers/staff-session";
import { setTestAuth, setTestDatabase } from "../helpers/test-shop";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "readiness-secret-readiness-secret-0123456";
const actor = { id: null, label: "owner@test" } as const;
const DAY = 86_400_000;

describe.each(TEST_BACKENDS)("the VERI*FACTU readiness on %s", (backend) => {
  let t: TestDatabase;
  let owner = "";
  let counter = "";
  const context = routeContext({ origin: "http://shop.test" });

  async function signIn(email: string, password: string) {
    const auth = createAuth(t.db, { secret: SECRET, baseURL: ORIGIN });
    const res = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const auth = createAuth(t.db, { secret: SECRET, baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    await createUser(auth, t.db, { email: "boss@shop.test", password: "boss-pass-123", admin: true, language: "en" });
    await createUser(auth, t.db, { email: "counter@shop.test", password: "counter-pass-1", role: "counter", language: "en" });
    owner = await signIn("boss@shop.test", "boss-pass-123");
    counter = await signIn("counter@shop.test", "counter-pass-1");
  });
  afterAll(async () => {
    setTestDatabase(undefined);
    setTestAuth(undefined);
    await t?.close();
  });

  const screen = async () => {
    const r = await routeOutcome<{ readiness: ReadinessView }>(() =>
      verifactuLoader({ request: new Request(`${ORIGIN}/invoices/records`, { headers: { cookie: owner } }), params: {}, context } as never),
    );
    expect(r.status).toBe(200);
    return r.data!.readiness;
  };
  const dashboard = async (cookie: string) => {
    const r = await routeOutcome<{ verifactu: ReadinessView | null }>(() =>
      dashboardLoader({ request: new Request(`${ORIGIN}/dashboard`, { headers: { cookie } }), params: {}, context } as never),
    );
    expect(r.status).toBe(200);
    return r.data!.verifactu;
  };
  const done = (r: ReadinessView) => Object.fromEntries(r.steps.map((s) => [s.step, s.done]));

  it("follows the shop's data step by step, and the dashboard shows it to the owner until every step is done, never to a counter", async () => {
    // Nothing done: the certificate is next; the days and the date are the company's 1 January 2027.
    let r = await screen();
    expect(r).toMatchObject({
      deadline: "2027-01-01",
      daysLeft: daysUntil("2027-01-01", new Date()),
      date: "1 January 2027",
      next: "certificate",
    });
    expect(done(r)).toEqual({ certificate: false, testSending: false, testAccepted: false, production: false });
    expect((await dashboard(owner))?.next).toBe("certificate");
    expect(await dashboard(counter)).toBeNull();

    // The Spanish account reads the date in Spanish words.
    await t.db.update(userTable).set({ language: "es" }).where(eq(userTable.email, "boss@shop.test"));
    expect((await screen()).date).toBe("1 de enero de 2027");
    expect((await dashboard(owner))?.date).toBe("1 de enero de 2027");
    await t.db.update(userTable).set({ language: "en" }).where(eq(userTable.email, "boss@shop.test"));

    // (a) The certificate the upload keeps (what it says; the upload itself is tested with the expiry).
    await t.db
      .update(verifactuSettings)
      .set({ certificateSubject: "CN=Shop", certificateNif: "B04123451", certificateExpiresAt: new Date(Date.now() + 400 * DAY) });
    expect((await screen()).next).toBe("testSending");

    // (b) Sending on, to the agency's test environment.
    await saveVerifactuSettings(t.db, actor, { taxpayerKind: "company", environment: "test", sendingEnabled: true });
    r = await screen();
    expect(done(r)).toEqual({ certificate: true, testSending: true, testAccepted: false, production: false });

    // (c) A sale: its record waits, then the agency accepts it.
    const tyre = await insertTyre(t.db, { quantity: 2 });
    await createSale(t.db, {
      customerName: "Ana",
      vehicleReg: null,
      paymentMethod: "cash",
      notes: null,
      lines: [{ tyreId: tyre.id, quantity: 1 }],
    });
    expect((await screen()).next).toBe("testAccepted");
    await t.db.update(verifactuSubmissions).set({ status: "rejected", errorCode: "1100", answeredAt: new Date() });
    expect((await screen()).next).toBe("testAccepted");
    await t.db.update(verifactuSubmissions).set({ status: "accepted", errorCode: null, csv: "A-TEST", answeredAt: new Date() });
    r = await screen();
    expect(r.next).toBe("production");
    expect((await dashboard(owner))?.next).toBe("production");

    // (d) Production on: every step done, the dashboard has nothing more to say.
    await saveVerifactuSettings(t.db, actor, { taxpayerKind: "company", environment: "production", sendingEnabled: true });
    r = await screen();
    expect(done(r)).toEqual({ certificate: true, testSending: true, testAccepted: true, production: true });
    expect(r.next).toBeNull();
    expect(await dashboard(owner)).toBeNull();
    expect(await dashboard(counter)).toBeNull();

    // An autónomo counts to 1 July 2027; turning sending off undoes the sending steps.
    await saveVerifactuSettings(t.db, actor, { taxpayerKind: "self_employed", environment: "production", sendingEnabled: false });
    r = await screen();
    expect(r).toMatchObject({ deadline: "2027-07-01", date: "1 July 2027", next: "testSending" });
    expect((await dashboard(owner))?.next).toBe("testSending");
  });
});
