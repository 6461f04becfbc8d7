// Renaming one's own account on /account (the owner turns the demo admin into themself), on real
// databases through the route's own loader and action with real better-auth sessions: the name and
// the sign-in e-mail change together, audited with before and after, and the session stays valid;
// the new e-mail signs in and the old one no longer does. A new e-mail needs the password again; a
// wrong password or another account's e-mail is refused with a clear message and changes nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, user as userTable } from "~db/schema";
import { action as accountAction, loader as accountLoader } from "~/routes/staff/account";
import { action as loginAction } from "~/routes/staff/login";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { routeOutcome } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";
import { setTestDatabase, setTestAuth } from "../helpers/test-shop";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "own-account-profile-secret-0123456789-abcdef";
const DEMO = { email: "admin@demo.test", password: "demo-pass-123" };
const OTHER = { email: "ana@shop.test", password: "ana-pass-1234" };

type OutcomeData = { ok: boolean; message: string; fieldErrors?: Record<string, string>; name?: string; email?: string };
const outcome = (run: () => unknown) => routeOutcome<OutcomeData>(run);

function cookieOf(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

function request(path: string, cookie: string, body?: Record<string, string>) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": "10.0.20.1", "accept-language": "en" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: body ? "POST" : "GET", headers, body: body ? new URLSearchParams(body) : undefined });
}

const call = (fn: (args: never) => unknown, path: string, cookie: string, body?: Record<string, string>) =>
  outcome(() =>
    fn({
      request: request(path, cookie, body),
      params: {},
      context: routeContext({ clientIp: "10.0.20.1", cspNonce: "", origin: ORIGIN }),
    } as never),
  );

describe.each(TEST_BACKENDS)("renaming one's own account on %s", (backend) => {
  let t: TestDatabase;
  let cookie = "";

  const login = async (who: { email: string; password: string }) =>
    call(loginAction, "/login", "", { email: who.email, password: who.password, redirectTo: "" });
  const row = async (id: string) =>
    (await t.db.select({ name: userTable.name, email: userTable.email }).from(userTable).where(eq(userTable.id, id)))[0]!;
  const renames = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "staff"), eq(auditLog.action, "staff.rename")));
  const profile = (body: Record<string, string>) => call(accountAction, "/account", cookie, { intent: "profile", ...body });

  let demoId = "";
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const auth = createAuth(t.db, { secret: SECRET, baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    demoId = (await createUser(auth, t.db, { ...DEMO, admin: true })).id;
    await createUser(auth, t.db, { ...OTHER, admin: false });
    const signedIn = await login(DEMO);
    cookie = cookieOf(signedIn.setCookies);
    expect(cookie).toContain("session_token");
  });
  afterAll(async () => {
    setTestDatabase(undefined);
    setTestAuth(undefined);
    await t?.close();
  });

  it("refuses another account's e-mail and a wrong password, changing nothing", async () => {
    const before = await row(demoId);
    const taken = await profile({ name: "María", email: "ANA@shop.test", password: DEMO.password });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ ok: false, message: "There is already an account with the e-mail ana@shop.test: nothing changed" });
    expect(taken.data!.fieldErrors!.email).toMatch(/already an account/);

    const wrong = await profile({ name: "María", email: "maria@shop.test", password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ ok: false, fieldErrors: { password: "The password is not right" } });

    const none = await profile({ name: "María", email: "maria@shop.test", password: "" });
    expect(none.status).toBe(400);
    expect(none.data!.fieldErrors!.password).toBe("Enter your password to change the e-mail");

    const bad = await profile({ name: "", email: "not-an-address", password: DEMO.password });
    expect(bad.status).toBe(400);
    expect(bad.data!.fieldErrors).toMatchObject({ name: "Enter your name", email: "Enter a valid e-mail address" });

    expect(await row(demoId)).toEqual(before);
    expect(await renames()).toHaveLength(0);
  });

  it("renames the name alone without the password, then the e-mail with it: audited, the session stays, the new e-mail signs in", async () => {
    const named = await profile({ name: "María López", email: DEMO.email, password: "" });
    expect(named.data).toMatchObject({ ok: true, message: "Name and e-mail saved" });
    expect(await row(demoId)).toEqual({ name: "María López", email: DEMO.email });

    const moved = await profile({ name: "María López", email: " Maria@Shop.test ", password: DEMO.password });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ ok: true, message: "Saved: you now sign in with maria@shop.test" });
    expect(await row(demoId)).toEqual({ name: "María López", email: "maria@shop.test" });

    // The same session goes on, and now names the new e-mail.
    const page = await call(accountLoader, "/account", cookie);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ name: "María López", email: "maria@shop.test" });

    const entries = await renames();
    expect(entries).toHaveLength(2);
    const byEmail = entries.find((e) => (e.after as { email?: string }).email)!;
    expect(byEmail.before).toEqual({ email: DEMO.email });
    expect(byEmail.after).toEqual({ email: "maria@shop.test" });
    expect(byEmail.summary).toBe(`${DEMO.email} changed their sign-in e-mail to maria@shop.test`);
    const byName = entries.find((e) => (e.after as { name?: string }).name)!;
    expect(byName.before).toEqual({ name: "admin" });
    expect(byName.after).toEqual({ name: "María López" });

    // The new e-mail signs in; the old one does not.
    expect((await login({ email: "maria@shop.test", password: DEMO.password })).status).toBe(302);
    const old = await login(DEMO);
    expect(old.status).not.toBe(302);

    // Saving again with nothing new changes nothing.
    expect((await profile({ name: "María López", email: "maria@shop.test", password: "" })).data).toMatchObject({
      ok: true,
      message: "Nothing to save: the name and e-mail are the same",
    });
    expect(await renames()).toHaveLength(2);
  });
});
