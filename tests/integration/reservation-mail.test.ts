// E-mail through the transactional outbox, on real databases with a real SMTP server started here:
// an online reservation queues the shop's notice and the customer's confirmation in its own
// transaction; the worker delivers them after commit; a worker that dies between claiming and
// sending loses nothing (the next worker delivers after the lease); a mail server that refuses
// everything never fails the reservation and is retried with backoff until given up; two workers
// at once send each message once; without SMTP_URL each message becomes an .eml file and a log line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox, reservations } from "~db/schema";
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS } from "~/domain/mail-retry";
import { deliverDueMail } from "~/server/mail/mail-worker.server";
import { createMailer, type Mailer } from "~/server/mail/mailer.server";
import { claimDueMail } from "~/server/mail/outbox.server";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { insertStaffUser, insertTyre } from "../helpers/factories";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";

const ORIGIN = "https://shop.test";
const FROM = '"Test Shop" <shop@shop.test>';

describe.each(TEST_BACKENDS)("reservation e-mail through the outbox on %s", (backend) => {
  let t: TestDatabase;
  let smtp: TestSmtp;
  let mailer: Mailer;
  const logs: string[] = [];
  const log = (l: string) => logs.push(l);

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    // The shop's owner reads the back-office in English: the shop's notices are in English (decision 094).
    await insertStaffUser(t.db, { language: "en" });
    smtp = await startTestSmtp();
    mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "/nonexistent", log, allowPlainSmtp: true });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
    await t?.close();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    smtp.refuse = null;
    logs.length = 0;
    // Leave nothing due for the next test.
    await t.db.update(outbox).set({ sentAt: sql`coalesce(${outbox.sentAt}, now())` });
  });

  async function reserveOnline(opts: { email?: string | null; locale?: "es" | "en"; now?: Date } = {}) {
    const tyre = await insertTyre(t.db, { brand: "Michelin", model: "Primacy 4", unitPriceEur: "65.00" });
    const r = await reserveTyre(t.db, {
      tyreId: tyre.id,
      clientName: "Lucía Martín",
      contactNumber: "600 111 222",
      email: opts.email === undefined ? "lucia@example.test" : opts.email,
      vehicleReg: "1234 ABC",
      depositCents: 0,
      source: "online",
      now: opts.now,
      mail: { origin: ORIGIN, locale: opts.locale ?? "es" },
    });
    if (!r.ok) throw new Error("reserve failed");
    return { tyre, reservation: r.reservation };
  }
  const pending = async () =>
    t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.sentAt} is null and ${outbox.failedAt} is null`);

  it("queues the shop's notice and the customer's confirmation with the reservation, and the worker delivers both by SMTP", async () => {
    const now = new Date();
    const { tyre, reservation } = await reserveOnline({ now });
    expect((await pending()).map((m) => m.toAddress).sort()).toEqual(["info@neumaticosalmeriarural.es", "lucia@example.test"]);

    expect(await deliverDueMail(t.db, mailer, { log })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    const shopMail = smtp.received.find((m) => m.to.includes("info@neumaticosalmeriarural.es"))!;
    const customer = smtp.received.find((m) => m.to.includes("lucia@example.test"))!;
    for (const text of [
      "Lucía Martín",
      "600 111 222",
      "lucia@example.test",
      "1234 ABC",
      tyre.id,
      "Michelin Primacy 4",
      "205/55 R16",
      "New",
      "65.00",
    ]) {
      expect(shopMail.decoded).toContain(text);
    }
    expect(shopMail.decoded).toContain(`${ORIGIN}/reservations`);
    // Spanish, with the hold's end, the deposit rule, the address and a cancel link; text and HTML.
    expect(customer.decoded).toContain("Te lo guardamos hasta el");
    expect(customer.decoded).toContain("Laujar de Andarax");
    expect(customer.decoded).toMatch(/señal de 20,00/);
    expect(customer.decoded).toContain("Content-Type: text/html");
    expect(customer.decoded).toContain("Content-Type: text/plain");
    expect(customer.decoded).toMatch(new RegExp(`${ORIGIN}/anular-reserva/${reservation.id}\\.[A-Za-z0-9_-]{32}`));
    expect(await pending()).toHaveLength(0);
    // Delivered once: another run finds nothing.
    expect(await deliverDueMail(t.db, mailer, { log })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("writes the customer's confirmation in the page's language (English) and only the shop's notice without an e-mail", async () => {
    await reserveOnline({ locale: "en" });
    await deliverDueMail(t.db, mailer, { log });
    const customer = smtp.received.find((m) => m.to.includes("lucia@example.test"))!;
    expect(customer.decoded).toContain("We hold it until");
    expect(customer.decoded).toContain(`${ORIGIN}/en/cancel-reservation/`);
    smtp.received.length = 0;
    await reserveOnline({ email: null });
    await deliverDueMail(t.db, mailer, { log });
    expect(smtp.received.map((m) => m.to)).toEqual([["info@neumaticosalmeriarural.es"]]);
  });

  it("loses nothing when the server dies between commit and send: the next worker delivers after the lease", async () => {
    const now = new Date(Date.now() + 60_000);
    await reserveOnline({ email: null });
    // A worker claims the message and dies before sending it.
    expect(await claimDueMail(t.db, now)).toHaveLength(1);
    // Another worker right after: the claim's lease still holds, so it does not send it twice.
    expect(await deliverDueMail(t.db, mailer, { now: () => now, log })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // After a restart, once the lease has run out, a new worker delivers it.
    const later = new Date(now.getTime() + MAIL_LEASE_MS + 1000);
    const restarted = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "/nonexistent", log, allowPlainSmtp: true });
    expect(await deliverDueMail(t.db, restarted, { now: () => later, log })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    restarted.close();
    expect(smtp.received).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(outbox)
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(row!.attempts).toBe(2);
    expect(row!.sentAt).not.toBeNull();
  });

  it("a mail server refusing every message never fails the reservation: each attempt is logged and retried with backoff, then given up", async () => {
    smtp.refuse = "Mailbox unavailable";
    const started = Date.now();
    const { reservation } = await reserveOnline({ email: null });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await t.db.select().from(reservations).where(eq(reservations.id, reservation.id)))[0]!.status).toBe("active");

    let now = new Date(Date.now() + 60_000);
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const r = await deliverDueMail(t.db, mailer, { now: () => now, log });
      expect(r.sent).toBe(0);
      const [row] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `reservation:${reservation.id}:shop-new`));
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toContain("Mailbox unavailable");
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(r.retrying).toBe(1);
        // Not due again before its backoff.
        expect((await deliverDueMail(t.db, mailer, { now: () => now, log })).retrying).toBe(0);
        gaps.push((row!.nextAttemptAt.getTime() - now.getTime()) / 60_000);
        now = row!.nextAttemptAt;
      } else {
        expect(r.failed).toBe(1);
        expect(row!.failedAt).not.toBeNull();
      }
    }
    expect(gaps).toEqual([1, 5, 15, 60, 180, 360, 720, 1440]);
    expect(logs.filter((l) => l.includes("will retry"))).toHaveLength(MAX_MAIL_ATTEMPTS - 1);
    expect(logs.at(-1)).toMatch(/given up after 9 attempts: .*Mailbox unavailable/);
    expect(smtp.received).toHaveLength(0);
  });

  itRace(backend)("two workers at once send each message once", async () => {
    for (let i = 0; i < 5; i++) await reserveOnline();
    const second = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "/nonexistent", log, allowPlainSmtp: true });
    const [a, b] = await Promise.all([deliverDueMail(t.db, mailer, { log, limit: 3 }), deliverDueMail(t.db, second, { log, limit: 3 })]);
    await deliverDueMail(t.db, mailer, { log });
    await deliverDueMail(t.db, mailer, { log });
    second.close();
    expect(a.sent + b.sent).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(10);
    const subjects = smtp.received.map(
      (m) => `${m.to[0]} ${/^Subject: (.*)$/m.exec(m.raw)?.[1]} ${m.decoded.match(/#\d+|anular-reserva\/\d+/)?.[0]}`,
    );
    expect(new Set(subjects).size).toBe(10);
  });

  it("without SMTP_URL writes each message as an .eml file in the outbox folder and logs one line per message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const files = createMailer({ from: FROM, outboxDir: path.join(dir, "outbox"), log });
    await reserveOnline();
    expect(await deliverDueMail(t.db, files, { log })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const written = fs.readdirSync(path.join(dir, "outbox"));
    expect(written).toHaveLength(2);
    expect(written.every((f) => f.endsWith(".eml"))).toBe(true);
    const eml = written.map((f) => fs.readFileSync(path.join(dir, "outbox", f), "utf8")).join("\n");
    expect(eml).toContain("To: lucia@example.test");
    expect(eml).toMatch(/^From: "?Test Shop"? <shop@shop.test>$/m);
    expect(logs.filter((l) => l.startsWith("[mail] no SMTP_URL: wrote"))).toHaveLength(2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
