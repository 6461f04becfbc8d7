// What the audit log and the throttle must catch, on both databases, through the route modules
// called in-process: sign-ins and failed sign-ins, a member of staff changing their own password,
// blog posts published, taken off and deleted; /account's current-password check is throttled like
// sign-in, so a stolen session cannot guess the password.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~db/schema";
import { SIGN_IN_LIMITS } from "~/domain/login-rate-limit";
import { action as accountAction } from "~/routes/staff/account";
import { action as loginAction } from "~/routes/staff/login";
import { staffActor } from "~/server/audit.server";
import { deletePost, savePost } from "~/server/blog/blog-editor.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { callRoute, clearApp, signedInAdmin } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
const BOSS = { email: "boss@shop.test", password: "boss-pass-123" };

function post(path: string, body: Record<string, string>, ip: string, cookie = "") {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(body) });
}
const ctx = (ip: string) => routeContext({ clientIp: ip, cspNonce: "", origin: ORIGIN });

describe.each(TEST_BACKENDS)("security audit and throttling (%s)", (backend) => {
  let t: TestDatabase;
  let cookie = "";
  const entries = (action: string, subject?: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), subject ? eq(auditLog.subject, subject) : undefined));

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    cookie = await signedInAdmin(t, { origin: ORIGIN, secret: "security-audit-secret-security-audit-0123" });
  });
  afterAll(async () => {
    clearApp();
    await t?.close();
  });

  const login = (body: Record<string, string>, ip: string) =>
    callRoute(() => loginAction({ request: post("/login", { redirectTo: "", ...body }, ip), params: {}, context: ctx(ip) } as never));

  it("writes every sign-in and every failed one (who, from where) in the audit log", async () => {
    expect((await login({ email: BOSS.email, password: "wrong-password" }, "198.51.100.1")).status).toBe(401);
    expect((await login({ email: "nobody@shop.test", password: "whatever-1" }, "198.51.100.2")).status).toBe(401);
    expect((await login(BOSS, "198.51.100.3")).status).toBe(302);
    const failed = await entries("sign-in.failed");
    expect(failed.map((e) => [e.kind, e.subject, e.actor])).toEqual([
      ["security", BOSS.email, "sign-in from 198.51.100.1"],
      ["security", "nobody@shop.test", "sign-in from 198.51.100.2"],
    ]);
    const ok = await entries("sign-in.succeeded", BOSS.email);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.summary).toContain("198.51.100.3");
  });

  it("counts /account's current-password check like a sign-in: past the limit even the right password waits", async () => {
    const ip = "203.0.113.9";
    const account = (body: Record<string, string>) =>
      callRoute(() => accountAction({ request: post("/account", body, ip, cookie), params: {}, context: ctx(ip) } as never));
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) {
      const r = await account({ intent: "two-factor-start", password: `guess-${i}-password` });
      expect(r.status, `guess ${i + 1}`).toBe(400);
    }
    const held = await account({ intent: "two-factor-start", password: BOSS.password });
    expect(held.status).toBe(429);
    expect(String(held.body.message)).toMatch(/Too many/);
  });

  it("writes a member of staff changing their own password", async () => {
    const ip = "203.0.113.10";
    const r = await callRoute(() =>
      accountAction({
        request: post(
          "/account",
          { intent: "password", currentPassword: BOSS.password, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" },
          ip,
          cookie,
        ),
        params: {},
        context: ctx(ip),
      } as never),
    );
    expect(r.status).toBe(302);
    const changed = await entries("password.change", BOSS.email);
    expect(changed.map((e) => [e.kind, e.actor])).toEqual([["security", BOSS.email]]);
  });

  it("writes a post published, taken off the site and deleted, with who did it", async () => {
    const actor = staffActor({ id: "u-editor", email: "editor@shop.test" });
    const input = {
      title: "Winter tyres",
      slug: "winter-tyres",
      language: "en" as const,
      excerpt: null,
      metaDescription: null,
      markdown: "Text",
      publishedAt: null,
      translationId: null,
    };
    const { id } = await savePost(t.db, null, input, { kind: "keep" }, actor);
    expect(await entries("post.publish")).toHaveLength(0);
    await savePost(t.db, id, { ...input, publishedAt: new Date("2026-01-10T10:00:00Z") }, { kind: "keep" }, actor);
    await savePost(t.db, id, { ...input, title: "Winter tyres!", publishedAt: new Date("2026-01-10T10:00:00Z") }, { kind: "keep" }, actor);
    await savePost(t.db, id, input, { kind: "keep" }, actor);
    await deletePost(t.db, id, actor);
    const subject = `post ${id}`;
    const log = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.kind, "blog"), eq(auditLog.subject, subject)))
    ).map((e) => [e.action, e.actor]);
    expect(log).toEqual([
      ["post.publish", "editor@shop.test"],
      ["post.unpublish", "editor@shop.test"],
      ["post.delete", "editor@shop.test"],
    ]);
  });
});
