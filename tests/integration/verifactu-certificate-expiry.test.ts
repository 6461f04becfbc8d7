// The shop's certificate for the tax agency as it expires (decision 105), on PGlite and PostgreSQL,
// against the stand-in agency (tests/helpers/stand-in-agency.ts: mutual TLS with the stand-in's CA):
// an expired certificate is refused and the kept one stays; once the kept one expires (the clock
// is the sender's, moved past it) sending pauses without counting attempts or repeating its log
// line, and the queued records go once a new certificate is uploaded; the owners' 30-day and 7-day
// reminders are queued once each, in each owner's language, by two workers at once and after a
// restart; the records screen and the dashboard show it in the account's language.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, auditLog, outbox, user as userTable, verifactuSettings, verifactuSubmissions } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS as shop } from "~/config/shop";
import { CertificateExpiryWarning } from "~/components/staff/dashboard/certificate-warning";
import { CertificateExpiryNotice } from "~/components/staff/verifactu/certificate-expiry";
import type { CertificateExpiryView } from "~/domain/verifactu-certificate";
import { staffMessages } from "~/i18n/staff";
import { loader as dashboardLoader } from "~/routes/staff/dashboard";
import { action as verifactuAction, loader as verifactuLoader } from "~/routes/staff/verifactu";
import { deliverDueMail } from "~/server/mail/mail-worker.server";
import type { Mailer, OutgoingMail } from "~/server/mail/mailer.server";
import { createSale } from "~/server/sales/sales.server";
import { CERTIFICATE_REMINDER_KEY, queueCertificateReminders } from "~/server/verifactu/certificate-reminders.server";
import { CertificateRejectedError, storeCertificate } from "~/server/verifactu/verifactu-certificate.server";
import { claimDueRecords, saveVerifactuSettings, submissionForSale } from "~/server/verifactu/verifactu-queue.server";
import { sendDueRecords, type SenderOptions } from "~/server/verifactu/verifactu-sender.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, waitForLockWaiters } from "../helpers/db";
import { insertStaffUser, insertTyre } from "../helpers/factories";
import { renderStaffMarkup } from "../helpers/render-staff";
import { routeContext } from "../helpers/route-context";
import { adminSuite, routeOutcome } from "../helpers/staff-session";
import { issueClientP12, makeTestPki, type StandInAgency, startStandInAgency, type TestPki } from "../helpers/stand-in-agency";

// The records screen keeps an uploaded certificate under DATA_DIR/verifactu: this file's own folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-expiry-data-"));
process.env.DATA_DIR = dataDir;

const actor = { id: null, label: "owner@test" } as const;
const DAY = 86_400_000;
const es = staffMessages("es");
const en = staffMessages("en");
let pki: TestPki;
/** Expired yesterday, and valid for 400 days: both from the stand-in's CA. */
let expiredP12: Buffer;
let renewedP12: Buffer;

beforeAll(() => {
  pki = makeTestPki(shop.nif);
  expiredP12 = issueClientP12(pki, shop.nif, -1, "expired");
  renewedP12 = issueClientP12(pki, shop.nif, 400, "renewed");
});
afterAll(() => {
  fs.rmSync(pki.dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const read = (dir: string) => ["certificate.p12", "certificate.pass"].map((f) => fs.readFileSync(path.join(dir, f)).toString("base64"));

describe.each(TEST_BACKENDS)("the certificate's expiry on %s", (backend) => {
  let t: TestDatabase;
  let agency: StandInAgency;
  let certDir: string;
  let clock: Date;

  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 10 });
    agency = await startStandInAgency(pki);
    agency.waitSeconds = 0;
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-expiry-"));
  });
  afterAll(async () => {
    await agency?.close();
    await t?.close();
    fs.rmSync(certDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock = new Date();
  });

  const options = (over: Partial<SenderOptions> = {}): SenderOptions => ({
    certificateDir: certDir,
    testOverride: { endpoint: agency.url, caFile: pki.caFile },
    now: () => clock,
    log: () => {},
    ...over,
  });
  const store = (pfx: Buffer, now = clock) =>
    storeCertificate(t.db, certDir, { pfx, password: pki.password, shopNif: shop.nif, actor, now });
  const settingsRow = async () => (await t.db.select().from(verifactuSettings))[0]!;
  const certificateAudits = async () => (await t.db.select().from(auditLog).where(eq(auditLog.action, "verifactu.certificate"))).length;

  it("an expired certificate is refused with its date and changes nothing: the kept one stays, on disk and in the database", async () => {
    await store(pki.clientP12);
    const files = read(certDir);
    const before = await settingsRow();
    const audits = await certificateAudits();
    await expect(store(expiredP12)).rejects.toThrow(/^This certificate expired on \d{4}-\d{2}-\d{2}: renew it and upload the new one$/);
    const refused = await storeCertificate(t.db, certDir, {
      pfx: expiredP12,
      password: pki.password,
      shopNif: shop.nif,
      actor,
      now: clock,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CertificateRejectedError);
    expect((refused as CertificateRejectedError).in(es).message).toMatch(/^Este certificado caducó el \d{4}-\d{2}-\d{2}: renuévalo/);
    expect(read(certDir)).toEqual(files);
    expect(await settingsRow()).toEqual(before);
    expect(await certificateAudits()).toBe(audits);
  });

  it("once the kept certificate has expired, sending pauses (no attempt counted, one log line) and the queued records go once a new one is uploaded", async () => {
    await store(pki.clientP12);
    await saveVerifactuSettings(t.db, actor, { taxpayerKind: "company", environment: "test", sendingEnabled: true });
    const sold = [];
    for (let i = 0; i < 2; i++) {
      const tyre = await insertTyre(t.db, { quantity: 1, unitPriceEur: "70.00" });
      sold.push(
        await createSale(t.db, {
          customerName: "Ana",
          vehicleReg: null,
          paymentMethod: "cash",
          notes: null,
          lines: [{ tyreId: tyre.id, quantity: 1 }],
        }),
      );
    }
    await t.db.update(verifactuSubmissions).set({ nextAttemptAt: new Date(0) });
    await t.db.update(verifactuSettings).set({ sendNotBefore: new Date(0) });

    // The kept certificate's last valid moment, then a minute past it.
    const expiresAt = (await settingsRow()).certificateExpiresAt!;
    clock = new Date(expiresAt.getTime() - 1000);
    expect(await claimDueRecords(t.db, clock, 0)).toMatchObject({ ok: false, reason: "nothing-due" });
    clock = new Date(expiresAt.getTime() + 60_000);
    const logs: string[] = [];
    const requests = agency.requests;
    for (let i = 0; i < 3; i++) {
      expect((await sendDueRecords(t.db, options({ log: (l) => logs.push(l) }))).skipped).toBe("certificate-expired");
      clock = new Date(clock.getTime() + 5000);
    }
    expect(await claimDueRecords(t.db, clock)).toEqual({ ok: false, reason: "certificate-expired", expiredAt: expiresAt });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/sending paused: the certificate expired .* until a new one is uploaded/);
    expect(agency.requests).toBe(requests);
    for (const s of sold) expect(await submissionForSale(t.db, s.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });

    await store(renewedP12);
    const received = agency.received.length;
    const report = await sendDueRecords(t.db, options());
    expect(report).toMatchObject({ accepted: 2, retrying: 0, rejected: 0 });
    expect(agency.invalid).toEqual([]);
    expect([...agency.received.slice(received)].sort()).toEqual(sold.map((s) => s.invoiceNumber).sort());
    for (const s of sold) expect(await submissionForSale(t.db, s.id)).toMatchObject({ status: "accepted", attempts: 1 });
  });

  it("the owners get the 30-day and the 7-day reminders once each, in their own language, with two workers at once and after a restart", async () => {
    const base = new Date("2026-01-01T10:00:00Z");
    await insertStaffUser(t.db, { role: "owner", language: "es", email: "ana@shop.test", createdAt: base });
    await insertStaffUser(t.db, { role: "owner", language: "en", email: "tom@shop.test", createdAt: new Date(base.getTime() + 1000) });
    // An owner stored with the older role and no language: the shop's mail language (the oldest owner's, Spanish).
    await insertStaffUser(t.db, { role: "admin", email: "old@shop.test", createdAt: new Date(base.getTime() + 2000) });
    await insertStaffUser(t.db, { role: "counter", language: "en", email: "counter@shop.test" });
    const goneId = await insertStaffUser(t.db, { role: "owner", language: "en", email: "gone@shop.test" });
    await t.db.update(userTable).set({ banned: true }).where(eq(userTable.id, goneId));

    const facts = await store(renewedP12, new Date());
    const expiresAt = facts.expiresAt;
    const recordsUrl = "https://shop.test/invoices/records";
    const reminders = () => t.db.select().from(outbox).where(like(outbox.dedupeKey, "verifactu-certificate:%")).orderBy(outbox.id);
    /**
     * Two server processes running the job at the same moment, a few ticks each. On PostgreSQL,
     * when a reminder is due, they really meet: its row is held until both wait on it.
     */
    const twoWorkers = async (now: Date, due = false) => {
      const worker = async () => {
        const queued = [];
        for (let i = 0; i < 3; i++) queued.push(await queueCertificateReminders(t.db, { recordsUrl, now }));
        return queued.filter(Boolean);
      };
      if (backend !== "postgres" || !due) return (await Promise.all([worker(), worker()])).flat();
      await t.db.insert(appSettings).values({ key: CERTIFICATE_REMINDER_KEY, value: "" }).onConflictDoNothing();
      let release!: () => void;
      let locked!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.db.transaction(async (tx) => {
        await tx.select().from(appSettings).where(eq(appSettings.key, CERTIFICATE_REMINDER_KEY)).for("update");
        locked();
        await held;
      });
      // The workers start once the row is held: started earlier, one could take it first and be done.
      await isLocked;
      const racing = Promise.all([worker(), worker()]);
      try {
        await waitForLockWaiters(t.db, 2, "reminder workers are waiting on the reminder's row");
      } finally {
        release();
        await holder;
      }
      return (await racing).flat();
    };

    expect(await twoWorkers(new Date(expiresAt.getTime() - 45 * DAY))).toEqual([]);
    expect(await reminders()).toHaveLength(0);

    const day30 = new Date(expiresAt.getTime() - 29.5 * DAY);
    expect(await twoWorkers(day30, true)).toEqual([{ days: 30, owners: 3 }]);
    let rows = await reminders();
    expect(rows.map((r) => r.toAddress).sort()).toEqual(["ana@shop.test", "old@shop.test", "tom@shop.test"]);
    const to = (address: string) => rows.find((r) => r.toAddress === address)!;
    expect(to("ana@shop.test").subject).toMatch(/^El certificado de la tienda para la Agencia Tributaria caduca dentro de (29|30) días$/);
    expect(to("old@shop.test").subject).toBe(to("ana@shop.test").subject);
    expect(to("tom@shop.test").subject).toMatch(/^The shop's certificate for the tax agency expires in (29|30) days$/);
    expect(to("ana@shop.test").textBody).toContain("a nombre de Test SL (NIF B04123451), caduca el");
    expect(to("tom@shop.test").textBody).toContain("held by Test SL (NIF B04123451), expires on");
    expect(to("tom@shop.test").textBody).toContain(recordsUrl);
    expect(to("tom@shop.test").htmlBody).toContain(`<a href="${recordsUrl}">`);

    // A restart, days later: nothing again. At 7 days, the second one, once.
    expect(await twoWorkers(new Date(expiresAt.getTime() - 20 * DAY))).toEqual([]);
    expect(await twoWorkers(new Date(expiresAt.getTime() - 6.5 * DAY), true)).toEqual([{ days: 7, owners: 3 }]);
    expect(await twoWorkers(new Date(expiresAt.getTime() - 1 * DAY))).toEqual([]);
    expect(await twoWorkers(new Date(expiresAt.getTime() + 1 * DAY))).toEqual([]);
    rows = await reminders();
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.toAddress === "tom@shop.test").map((r) => r.subject)).toEqual([
      expect.stringMatching(/expires in (29|30) days$/),
      expect.stringMatching(/expires in (6|7) days$/),
    ]);

    // Through the outbox: each message is delivered once.
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = { describe: "test", send: async (m) => void sent.push(m), close: () => {} };
    const later = () => new Date(expiresAt.getTime() + DAY);
    await deliverDueMail(t.db, mailer, { now: later, limit: 100 });
    await deliverDueMail(t.db, mailer, { now: later, limit: 100 });
    expect(sent.filter((m) => rows.some((r) => r.id === m.id))).toHaveLength(6);
    const [marker] = await t.db.select().from(appSettings).where(eq(appSettings.key, CERTIFICATE_REMINDER_KEY));
    expect(JSON.parse(marker!.value)).toEqual({ expiresAt: expiresAt.toISOString(), days: 7 });
  });
});

describe.each(TEST_BACKENDS)("the certificate's expiry on the staff screens on %s", (backend) => {
  const ORIGIN = "http://127.0.0.1:3000";
  const app = adminSuite(backend, { origin: ORIGIN, secret: "cert-expiry-secret-cert-expiry-secret-0123" });
  const context = routeContext({ origin: "http://shop.test" });
  const speak = (language: "es" | "en") => app.db.update(userTable).set({ language }).where(eq(userTable.email, "boss@shop.test"));
  const upload = (pfx: Buffer) => {
    const body = new FormData();
    body.set("intent", "verifactu-certificate");
    body.set("password", pki.password);
    body.set("certificate", new File([new Uint8Array(pfx)], "cert.p12", { type: "application/x-pkcs12" }));
    return routeOutcome<{ ok: boolean; message: string; fieldErrors?: Record<string, string> }>(() =>
      verifactuAction({
        request: new Request(`${ORIGIN}/invoices/records`, { method: "POST", headers: { origin: ORIGIN, cookie: app.cookie }, body }),
        params: {},
        context,
      } as never),
    );
  };
  const screen = () =>
    routeOutcome<Awaited<ReturnType<typeof verifactuLoader>>>(() =>
      verifactuLoader({
        request: new Request(`${ORIGIN}/invoices/records`, { headers: { cookie: app.cookie } }),
        params: {},
        context,
      } as never),
    );
  const dir = path.join(dataDir, "verifactu");

  it("an expired upload on the records screen is refused in the account's language, beside the file, and the kept certificate stays", async () => {
    await speak("en");
    const set = await upload(pki.clientP12);
    expect(set.status).toBe(200);
    expect(set.data?.message).toMatch(/^Certificate set, valid until \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    const files = read(dir);
    const [before] = await app.db.select().from(verifactuSettings);
    await speak("es");
    const refused = await upload(expiredP12);
    expect(refused.status).toBe(400);
    expect(refused.data?.message).toMatch(/^Este certificado caducó el \d{4}-\d{2}-\d{2}: renuévalo y sube el nuevo$/);
    expect(refused.data?.fieldErrors?.certificate).toBe(refused.data?.message);
    expect(read(dir)).toEqual(files);
    expect((await app.db.select().from(verifactuSettings))[0]).toEqual(before);
  });

  it("the records screen shows the holder, the NIF and the expiry date in the account's language, and once expired that sending is paused", async () => {
    const expiresAt = new Date("2027-03-15T09:00:00Z");
    await app.db.update(verifactuSettings).set({ certificateExpiresAt: expiresAt });
    await speak("es");
    let data = (await screen()).data!;
    expect(data.settings.certificate).toEqual({ holder: "Test SL", nif: shop.nif, expires: "15 mar 2027" });
    await speak("en");
    data = (await screen()).data!;
    expect(data.settings.certificate).toEqual({ holder: "Test SL", nif: shop.nif, expires: "15 Mar 2027" });

    // Ten days left: the notice says when; a day past the expiry: the plain message.
    const soon = new Date(Date.now() + 10 * DAY);
    await app.db.update(verifactuSettings).set({ certificateExpiresAt: soon });
    data = (await screen()).data!;
    expect(data.certificateExpiry).toMatchObject({ level: "soon", daysLeft: 10 });
    expect(await renderStaffMarkup(createElement(CertificateExpiryNotice, { expiry: data.certificateExpiry }), "en")).toContain(
      "(in 10 days). When it expires, sending stops until a new one is uploaded",
    );
    await app.db.update(verifactuSettings).set({ certificateExpiresAt: new Date(Date.now() - DAY) });
    await speak("es");
    data = (await screen()).data!;
    expect(data.certificateExpiry?.level).toBe("expired");
    const html = await renderStaffMarkup(createElement(CertificateExpiryNotice, { expiry: data.certificateExpiry }), "es");
    expect(html).toContain(`El certificado caducó el ${data.certificateExpiry!.date}; sube uno nuevo para seguir enviando`);
    expect(html).toContain('role="alert"');
  });

  it("the dashboard warns the owner with the date and a link, and a counter with a plain line that the owner must renew it", async () => {
    await app.db.update(verifactuSettings).set({ certificateExpiresAt: new Date(Date.now() + 20 * DAY) });
    const dashboard = await routeOutcome<{ certificateExpiry: CertificateExpiryView | null }>(() =>
      dashboardLoader({
        request: new Request(`${ORIGIN}/dashboard`, { headers: { cookie: app.cookie } }),
        params: {},
        context,
      } as never),
    );
    const soon = dashboard.data!.certificateExpiry!;
    expect(soon).toMatchObject({ level: "soon", daysLeft: 20 });
    const render = (expiry: CertificateExpiryView, locale: "es" | "en", role: "owner" | "counter") =>
      renderStaffMarkup(createElement(CertificateExpiryWarning, { expiry }), locale, {
        user: { email: "x@shop.test", name: "x", isAdmin: role === "owner", role },
      });
    const owner = await render(soon, "es", "owner");
    expect(owner).toContain('href="/invoices/records"');
    expect(owner).toContain(es.verifactu.expiry.ownerSoon(soon.date, "dentro de 20 días"));
    const counter = await render(soon, "es", "counter");
    expect(counter).not.toContain("href=");
    expect(counter).not.toContain(soon.date);
    expect(counter).toContain("el dueño debe renovarlo");
    const expired = { level: "expired" as const, daysLeft: -3, date: "26 Nov 2026" };
    expect(await render(expired, "en", "owner")).toContain(en.verifactu.expiry.ownerExpired("26 Nov 2026"));
    expect(await render(expired, "en", "owner")).toContain("border-red-300");
    expect(await render(expired, "en", "counter")).toContain("has expired: the owner must renew it.");
  });
});
