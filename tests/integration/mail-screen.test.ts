// The back-office's e-mail screen (/mail) with its loader and action as an admin's browser calls
// them (real session, PGlite): it lists the messages the worker could not deliver (failed for good,
// and still being retried) with the mail server's last answer; "send again" queues a failed one
// as new, so the worker takes it at its next round, and writes the audit log; a message that is not
// a failed one, or a malformed id, gets a clear refusal and changes nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "~db/schema";
import { MAX_MAIL_ATTEMPTS } from "~/domain/mail-retry";
import { claimDueMail, enqueueMail, markMailAttemptFailed, markMailSent } from "~/server/mail/outbox.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { callRoute, clearApp, signedInAdmin } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "mail-screen-secret-mail-screen-secret-01";
type Mod = { loader: (a: unknown) => Promise<unknown>; action: (a: unknown) => Promise<unknown> };
let screen: Mod;
let dashboard: Mod;
let t: TestDatabase;
let cookie = "";

const load = () =>
  callRoute(() => screen.loader({ request: new Request(`${ORIGIN}/mail`, { headers: { cookie } }), params: {}, context: routeContext() }));
const resend = (id: string) =>
  callRoute(() =>
    screen.action({
      request: new Request(`${ORIGIN}/mail`, { method: "POST", headers: { cookie, origin: ORIGIN }, body: new URLSearchParams({ id }) }),
      params: {},
      context: routeContext(),
    }),
  );

const message = (key: string) => ({
  dedupeKey: key,
  to: `${key}@example.com`,
  subject: `Reserva ${key}`,
  text: "Hola",
  html: "<p>Hola</p>",
});

/** Queues a message and fails it `times` times (the last one for good when that reaches the maximum). */
async function failing(key: string, times: number, now = new Date()) {
  await enqueueMail(t.db, message(key), now);
  for (let i = 0; i < times; i++) {
    const [row] = (await claimDueMail(t.db, new Date(now.getTime() + 1e9 * (i + 1)))).filter((r) => r.dedupeKey === key);
    await markMailAttemptFailed(t.db, row!, `550 mailbox ${key} unavailable (try ${i + 1})`, now);
  }
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(sql`${outbox.dedupeKey} = ${key}`);
  return row!;
}

const rows = async () => t.db.select().from(outbox).orderBy(outbox.id);
const auditCount = async () => {
  const r = await t.db.execute(sql`select count(*)::int as n from audit_log where action = 'mail.resend'`);
  return ((Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[])[0]!.n;
};

beforeAll(async () => {
  t = await createTestDatabase("pglite");
  cookie = await signedInAdmin(t, { origin: ORIGIN, secret: SECRET });
  screen = (await import("~/routes/staff/mail")) as unknown as Mod;
  dashboard = (await import("~/routes/staff/dashboard")) as unknown as Mod;
});

afterAll(async () => {
  clearApp();
  await t?.close();
});

describe("the e-mail screen", () => {
  it("says so when every message went out", async () => {
    await enqueueMail(t.db, message("delivered"));
    const [row] = (await claimDueMail(t.db, new Date(Date.now() + 1000))).filter((r) => r.dedupeKey === "delivered");
    await markMailSent(t.db, row!.id, new Date());
    expect(await load()).toMatchObject({ status: 200, body: { failed: 0, retrying: 0, messages: [] } });
  });

  it("lists failed and retrying messages with the mail server's last answer, not sent or fresh ones", async () => {
    const failed = await failing("gave-up", MAX_MAIL_ATTEMPTS);
    const retrying = await failing("retrying", 2);
    await enqueueMail(t.db, message("fresh"));
    expect(failed.failedAt).not.toBeNull();
    expect(retrying.failedAt).toBeNull();
    const { status, body } = await load();
    expect(status).toBe(200);
    expect(body).toMatchObject({ failed: 1, retrying: 1 });
    const messages = body.messages as {
      id: number;
      to: string;
      attempts: number;
      lastError: string;
      failed: string | null;
      nextTry: string | null;
    }[];
    expect(messages.map((m) => m.to).sort()).toEqual(["gave-up@example.com", "retrying@example.com"]);
    const gaveUp = messages.find((m) => m.to === "gave-up@example.com")!;
    expect(gaveUp).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: `550 mailbox gave-up unavailable (try ${MAX_MAIL_ATTEMPTS})`,
      nextTry: null,
    });
    expect(gaveUp.failed).toEqual(expect.any(String));
    expect(messages.find((m) => m.to === "retrying@example.com")).toMatchObject({ attempts: 2, failed: null, nextTry: expect.any(String) });
  });

  const failedOnDashboard = async () =>
    (
      await callRoute(() =>
        dashboard.loader({ request: new Request(`${ORIGIN}/dashboard`, { headers: { cookie } }), params: {}, context: routeContext() }),
      )
    ).body.failedMail;

  it("the dashboard warns of the failed ones only", async () => {
    expect(await failedOnDashboard()).toBe(1);
  });

  it("sends a failed message again: queued as new, taken by the worker, written to the audit log", async () => {
    const [row] = (await rows()).filter((r) => r.dedupeKey === "gave-up");
    expect(await claimDueMail(t.db, new Date(Date.now() + 1e12))).not.toContainEqual(expect.objectContaining({ id: row!.id }));
    const r = await resend(String(row!.id));
    expect(r).toMatchObject({ status: 200, body: { ok: true, message: expect.stringContaining("gave-up@example.com") } });
    const [after] = (await rows()).filter((x) => x.id === row!.id);
    expect(after).toMatchObject({ failedAt: null, attempts: 0, sentAt: null });
    expect(await auditCount()).toBe(1);
    const claimed = await claimDueMail(t.db, new Date(Date.now() + 1000));
    expect(claimed.map((c) => c.id)).toContain(row!.id);
    expect((await load()).body).toMatchObject({ failed: 0 });
    expect(await failedOnDashboard()).toBe(0);
  });

  it("refuses what is not a failed message, and a malformed id, changing nothing", async () => {
    const before = await rows();
    const retrying = before.find((r) => r.dedupeKey === "retrying")!;
    const sent = before.find((r) => r.dedupeKey === "delivered")!;
    for (const id of [String(retrying.id), String(sent.id), "999999"]) {
      const r = await resend(id);
      expect(r.status, id).toBe(409);
      expect(r.body).toMatchObject({ ok: false, message: expect.stringContaining("not a failed one") });
    }
    for (const id of ["", "abc", "-1", "1.5", "99999999999999999999"]) {
      const r = await resend(id);
      expect(r.status, id).toBe(400);
      expect(r.body).toMatchObject({ ok: false, message: expect.stringMatching(/^Failed to send again: /) });
    }
    expect(await rows()).toEqual(before);
    expect(await auditCount()).toBe(1);
  });

  it("is for admins only: a read is sent to the sign-in page, a post refused", async () => {
    const anonymous = await callRoute(() => screen.loader({ request: new Request(`${ORIGIN}/mail`), params: {}, context: routeContext() }));
    expect(anonymous.status).toBe(302);
    const post = await callRoute(() =>
      screen.action({
        request: new Request(`${ORIGIN}/mail`, { method: "POST", body: new URLSearchParams({ id: "1" }) }),
        params: {},
        context: routeContext(),
      }),
    );
    expect(post.status).toBe(401);
  });
});
