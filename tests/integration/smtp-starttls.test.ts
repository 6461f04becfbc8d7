// An smtp:// mail server is used over STARTTLS only: one that offers none (or someone in between
// who strips the offer) gets neither the SMTP password nor the message, and the outbox row and the
// worker's log line say why; SMTP_ALLOW_PLAIN=1 (a relay on the same machine) lets it talk plain.
// The test server offers no STARTTLS and takes a plain login, recording every password it is sent.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "~db/schema";
import { readEnv } from "~/server/infra/env.server";
import { deliverDueMail } from "~/server/mail/mail-worker.server";
import { createMailer, NO_STARTTLS } from "~/server/mail/mailer.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";

const PASSWORD = "smtp-secret-pass-1";

describe.each(TEST_BACKENDS)("smtp:// and STARTTLS on %s", (backend) => {
  let t: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    smtp = await startTestSmtp({ login: true });
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  const smtpUrl = () => smtp.url.replace("smtp://", `smtp://shop%40shop.test:${PASSWORD}@`);
  const queue = (key: string) =>
    enqueueMail(t.db, { dedupeKey: key, to: "lucia@example.test", subject: "Tu reserva", text: "Hola", html: "<p>Hola</p>" });
  const row = async (key: string) => (await t.db.select().from(outbox).where(eq(outbox.dedupeKey, key)))[0]!;

  it("refuses a server that offers no STARTTLS: no password, no message, and the outbox row and the log say why", async () => {
    const logs: string[] = [];
    const mailer = createMailer({ smtpUrl: smtpUrl(), from: "shop@shop.test", outboxDir: "/nonexistent", log: () => {} });
    try {
      await queue("starttls:refused");
      expect(await deliverDueMail(t.db, mailer, { log: (l) => logs.push(l) })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    } finally {
      mailer.close();
    }
    expect(smtp.logins).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect((await row("starttls:refused")).lastError).toContain(NO_STARTTLS);
    expect(logs.join("\n")).toContain("did not offer STARTTLS");
    expect(logs.join("\n")).not.toContain(PASSWORD);
  });

  it("with SMTP_ALLOW_PLAIN (a relay on this machine) logs in and sends in plain", async () => {
    const mailer = createMailer({
      smtpUrl: smtpUrl(),
      from: "shop@shop.test",
      outboxDir: "/nonexistent",
      log: () => {},
      allowPlainSmtp: true,
    });
    try {
      await queue("starttls:plain");
      const r = await deliverDueMail(t.db, mailer, { log: () => {} });
      expect(r.sent).toBeGreaterThanOrEqual(1);
    } finally {
      mailer.close();
    }
    expect(smtp.logins).toContainEqual({ user: "shop@shop.test", password: PASSWORD });
    expect(smtp.received.some((m) => m.decoded.includes("Tu reserva"))).toBe(true);
    expect((await row("starttls:plain")).sentAt).not.toBeNull();
  });

  it("reads SMTP_ALLOW_PLAIN from the environment: plain only when it is 1 or true", () => {
    const env = (v?: string) => readEnv({ NODE_ENV: "test", ...(v === undefined ? {} : { SMTP_ALLOW_PLAIN: v }) }).SMTP_ALLOW_PLAIN;
    expect([env(), env("0"), env("false"), env("1"), env("true")]).toEqual([false, false, false, true, true]);
  });
});
