// Back-office sessions: an idle timeout pushed forward by use (and the refreshed cookie really sent
// by the HTTP layer), and an absolute lifetime that no activity extends.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session as sessionTable } from "~db/schema";
import { createAuth, createUser, SESSION_ABSOLUTE_MS, SESSION_IDLE_S } from "~/server/auth/auth.server";
import { sessionRefresh } from "~/server/infra/http/sessions.server";
import { readSession } from "~/server/auth/session.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { setTestAuth, testAuth } from "../helpers/test-shop";

const HOUR = 60 * 60 * 1000;

describe.each(TEST_BACKENDS)("staff sessions (%s)", (backend) => {
  let t: TestDatabase;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const auth = createAuth(t.db, { secret: "session-secret-session-secret-0123456789", baseURL: "http://shop.test" });
    setTestAuth(auth);
    await createUser(auth, t.db, { email: "boss@shop.test", password: "boss-pass-123", admin: true });
    const app = express();
    app.use(sessionRefresh(auth));
    app.get("/", (_req, res) => void res.end("ok"));
    // What the load shedding after it reads: whether this request is a signed-in admin's.
    app.get("/staff-mark", (_req, res) => void res.end(String(res.locals.staff === true)));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    setTestAuth(undefined);
    await t?.close();
  });

  async function signIn() {
    const auth = testAuth();
    const res = await auth.api.signInEmail({ body: { email: "boss@shop.test", password: "boss-pass-123" }, returnHeaders: true });
    return {
      token: res.response.token,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    };
  }
  const row = async (token: string) => (await t.db.select().from(sessionTable).where(eq(sessionTable.token, token)))[0];
  /** As if the session was last pushed forward `hoursAgo` hours ago (and created `createdHoursAgo` ago). */
  async function age(token: string, hoursAgo: number, createdHoursAgo = hoursAgo) {
    await t.db
      .update(sessionTable)
      .set({
        expiresAt: new Date(Date.now() + SESSION_IDLE_S * 1000 - hoursAgo * HOUR),
        createdAt: new Date(Date.now() - createdHoursAgo * HOUR),
      })
      .where(eq(sessionTable.token, token));
  }

  it("pushes an active session's idle timeout forward and sends the refreshed cookie", async () => {
    const s = await signIn();
    await age(s.token, 1);
    const before = (await row(s.token))!.expiresAt.getTime();
    const res = await fetch(origin, { headers: { cookie: s.cookie } });
    const sent = res.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(sent, "the refreshed session cookie").toBeTruthy();
    expect(sent).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_S}`));
    const after = (await row(s.token))!.expiresAt.getTime();
    expect(after - before).toBeGreaterThan(0.9 * HOUR);
  });

  it("marks a signed-in admin's request as staff for the load shedding; a made-up or missing cookie is no staff", async () => {
    const s = await signIn();
    expect(await (await fetch(`${origin}/staff-mark`, { headers: { cookie: s.cookie } })).text()).toBe("true");
    const forged = "better-auth.session_token=" + encodeURIComponent(`${s.token.slice(0, -2)}xx.forgedsignature`);
    expect(await (await fetch(`${origin}/staff-mark`, { headers: { cookie: forged } })).text()).toBe("false");
    expect(await (await fetch(`${origin}/staff-mark`)).text()).toBe("false");
  });

  it("reads without refreshing in routes (the HTTP layer refreshes once per request)", async () => {
    const s = await signIn();
    await age(s.token, 1);
    const r = await readSession(testAuth(), new Headers({ cookie: s.cookie }), { refresh: false });
    expect(r.user?.email).toBe("boss@shop.test");
    expect(r.setCookies.filter((c) => c.includes("session_token="))).toEqual([]);
  });

  it("ends a session left idle past the timeout", async () => {
    const s = await signIn();
    await age(s.token, SESSION_IDLE_S / 3600 + 0.1);
    expect((await readSession(testAuth(), new Headers({ cookie: s.cookie }), { refresh: true })).user).toBeNull();
  });

  it("ends a session past its absolute lifetime however active it was, and clears its cookie", async () => {
    const s = await signIn();
    await age(s.token, 0.1, SESSION_ABSOLUTE_MS / HOUR + 0.5);
    const res = await fetch(origin, { headers: { cookie: s.cookie } });
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /session_token=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await row(s.token)).toBeUndefined();
    expect((await readSession(testAuth(), new Headers({ cookie: s.cookie }), { refresh: false })).user).toBeNull();
  });
});
