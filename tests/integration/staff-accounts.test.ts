// Staff accounts and two-factor sign-in on real databases (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), through the route modules' own loaders and actions called in-process
// with real better-auth sessions: /staff adds, resets, deactivates and demotes with the last-admin
// rule (also under parallel transactions), /account turns two-factor on with a code computed by
// the otpauth package, and /login's second step takes the code, counting wrong codes like wrong
// passwords. No mocks: the database, better-auth and the routes are the shop's own.
import { and, count, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, session as sessionTable, twoFactor as twoFactorTable, user as userTable } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { SIGN_IN_LIMITS } from "~/domain/login-rate-limit";
import { action as accountAction, loader as accountLoader } from "~/routes/staff/account";
import { loader as dashboardLoader } from "~/routes/staff/dashboard";
import { action as inventoryAction } from "~/routes/staff/inventory";
import { action as loginAction } from "~/routes/staff/login";
import { action as staffAction, loader as staffLoader } from "~/routes/staff/staff";
import { createAuth, createUser, DEACTIVATED_MESSAGE } from "~/server/auth/auth.server";
import { getUser } from "~/server/auth/session.server";
import { readStoredSettings, saveSettings } from "~/server/settings/settings.server";
import { countActiveAdmins, setStaffActive, setStaffRole, StaffRefusedError } from "~/server/auth/staff-accounts.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";
import { routeOutcome } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";
import { setTestDatabase, setTestAuth, testAuth } from "../helpers/test-shop";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "staff-accounts-secret-staff-accounts-0123456789";
const SYSTEM = { id: null, label: "test" };
const BOSS = { email: "boss@shop.test", password: "boss-pass-123" };

type OutcomeData = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  setup?: { key: string; backupCodes: string[] };
};
const outcome = (run: () => unknown) => routeOutcome<OutcomeData>(run);

/** A browser's cookie jar, reduced to what these tests need. */
function jar(cookie: string, setCookies: string[]): string {
  const map = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0]!, c] as const),
  );
  for (const sc of setCookies) {
    const pair = sc.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0/i.test(sc) || pair.endsWith("=")) map.delete(name);
    else map.set(name, pair);
  }
  return [...map.values()].join("; ");
}

function request(path: string, cookie: string, body?: Record<string, string>, ip = "127.0.0.1") {
  // An English browser: the sign-in pages follow it, as the messages asserted here are English.
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip, "accept-language": "en" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: body ? "POST" : "GET", headers, body: body ? new URLSearchParams(body) : undefined });
}

type Args = never;
const call = (fn: (args: Args) => unknown, path: string, cookie: string, body?: Record<string, string>, ip = "127.0.0.1") =>
  outcome(() =>
    fn({
      request: request(path, cookie, body, ip),
      params: {},
      context: routeContext({ clientIp: ip, cspNonce: "", origin: ORIGIN }),
    } as never),
  );

const totpOf = (key: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" });

describe.each(TEST_BACKENDS)("staff accounts and two-factor sign-in on %s", (backend) => {
  let t: TestDatabase;
  let boss = "";
  let bossId = "";

  /** Signs in through /login's action (first step only); returns the outcome and the cookie jar after it. */
  async function login(who: { email: string; password: string }, ip: string, cookie = "") {
    const r = await call(loginAction, "/login", cookie, { email: who.email, password: who.password, redirectTo: "" }, ip);
    return { ...r, cookie: jar(cookie, r.setCookies) };
  }
  async function code(cookie: string, value: string, ip: string) {
    const r = await call(loginAction, "/login?step=code", cookie, { intent: "code", code: value, redirectTo: "" }, ip);
    return { ...r, cookie: jar(cookie, r.setCookies) };
  }
  const staff = (cookie: string, body: Record<string, string>) => call(staffAction, "/staff", cookie, body);
  const idOf = async (email: string) => (await t.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)))[0]!.id;
  const sessionsOf = async (id: string) => (await t.db.select({ n: count() }).from(sessionTable).where(eq(sessionTable.userId, id)))[0]!.n;
  const audits = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "staff"), eq(auditLog.action, action)));
  /** A session made directly with better-auth (a device that signed in earlier). */
  async function directSession(email: string, password: string) {
    const res = await testAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
    return jar("", res.headers.getSetCookie());
  }
  async function addAdmin(email: string, password: string, admin = true) {
    await createUser(testAuth(), t.db, { email, password, admin });
    return idOf(email);
  }
  async function requireTwoFactor(on: boolean) {
    const current = await readStoredSettings(t.db);
    await saveSettings(t.db, { ...current.settings, requireTwoFactor: on }, { expectedVersion: current.version, actor: SYSTEM });
  }

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const auth = createAuth(t.db, { secret: SECRET, baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    bossId = (await createUser(auth, t.db, { ...BOSS, admin: true })).id;
    boss = (await login(BOSS, "10.0.0.1")).cookie;
    expect(boss).toContain("session_token");
  });
  afterAll(async () => {
    setTestDatabase(undefined);
    setTestAuth(undefined);
    await t?.close();
  });
  beforeEach(async () => {
    const current = await readStoredSettings(t.db);
    if (current.settings.requireTwoFactor) await requireTwoFactor(false);
  });

  it("lists every account with its role, two-factor, last sign-in and state", async () => {
    const r = await call(staffLoader, "/staff", boss);
    expect(r.status).toBe(200);
    const me = (
      r.data as unknown as { staff: { email: string; isAdmin: boolean; twoFactor: boolean; active: boolean; lastSignIn: string | null }[] }
    ).staff[0]!;
    expect(me).toMatchObject({ email: BOSS.email, isAdmin: true, twoFactor: false, active: true });
    expect(me.lastSignIn).toBeTruthy();
    expect(DEFAULT_SHOP_SETTINGS.requireTwoFactor).toBe(false);
  });

  it("adds a member of staff; bad input is refused beside the fields and changes nothing", async () => {
    const before = (await t.db.select({ n: count() }).from(userTable))[0]!.n;
    const bad = await staff(boss, {
      intent: "add",
      email: "not-an-email",
      name: "",
      password: "short",
      role: "owner",
      confirmPassword: BOSS.password,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data!.fieldErrors!).sort()).toEqual(["email", "name", "password"]);
    expect(bad.data!.fieldErrors!.password).toBe("The password needs at least 8 characters");
    expect((await t.db.select({ n: count() }).from(userTable))[0]!.n).toBe(before);

    const ok = await staff(boss, {
      intent: "add",
      email: " Ana@Shop.test ",
      name: "Ana",
      password: "handed-over-1",
      role: "owner",
      confirmPassword: BOSS.password,
    });
    expect(ok.status, ok.data?.message).toBe(200);
    const [ana] = await t.db.select().from(userTable).where(eq(userTable.email, "ana@shop.test"));
    expect(ana).toMatchObject({ name: "Ana", role: "owner", mustChangePassword: true, banned: false });
    expect((await audits("staff.add")).map((a) => a.subject)).toContain("ana@shop.test");

    const again = await staff(boss, { intent: "add", email: "ana@shop.test", name: "Ana 2", password: "handed-over-2", role: "counter" });
    expect(again.status).toBe(409);
    expect(again.data!.fieldErrors!.email).toMatch(/already an account/);

    // The handed-over password signs in, straight to /account to choose a new one.
    const first = await login({ email: "ana@shop.test", password: "handed-over-1" }, "10.0.1.1");
    expect(first.status).toBe(302);
    expect(first.location).toBe("/account");

    // A counter employee is added too and signs in; with the role taken away, the account cannot.
    const clerk = await staff(boss, {
      intent: "add",
      email: "clerk@shop.test",
      name: "Clerk",
      password: "clerk-pass-123",
      role: "counter",
    });
    expect(clerk.status).toBe(200);
    const [clerkRow] = await t.db.select().from(userTable).where(eq(userTable.email, "clerk@shop.test"));
    expect(clerkRow!.role).toBe("counter");
    expect((await login({ email: "clerk@shop.test", password: "clerk-pass-123" }, "10.0.1.2")).status).toBe(302);
    expect((await staff(boss, { intent: "set-role", id: clerkRow!.id, role: "none" })).status).toBe(200);
    expect((await t.db.select().from(userTable).where(eq(userTable.email, "clerk@shop.test")))[0]!.role).toBe("user");
    expect((await login({ email: "clerk@shop.test", password: "clerk-pass-123" }, "10.0.1.3")).status).toBe(403);
    expect((await staff(boss, { intent: "set-role", id: clerkRow!.id, role: "boss" })).status).toBe(400);
    // A role missing from the form is refused beside the field.
    const noRole = await staff(boss, { intent: "add", email: "norole@shop.test", name: "N", password: "norole-pass-1" });
    expect(noRole.status).toBe(400);
    expect(noRole.data!.fieldErrors!.role).toBeTruthy();
  });

  it("resets a password: the user is signed out everywhere and only the new password works", async () => {
    const id = await addAdmin("reset@shop.test", "reset-pass-123");
    const phone = await directSession("reset@shop.test", "reset-pass-123");
    const desk = await directSession("reset@shop.test", "reset-pass-123");
    expect(await sessionsOf(id)).toBe(2);
    expect(await getUser({ request: request("/", phone), context: routeContext() })).not.toBeNull();

    const bad = await staff(boss, { intent: "reset-password", id, password: "1234567", confirmPassword: BOSS.password });
    expect(bad.status).toBe(400);
    expect(await sessionsOf(id)).toBe(2);

    const ok = await staff(boss, { intent: "reset-password", id, password: "brand-new-pass", confirmPassword: BOSS.password });
    expect(ok.status, ok.data?.message).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    for (const c of [phone, desk]) expect(await getUser({ request: request("/", c), context: routeContext() })).toBeNull();
    expect((await login({ email: "reset@shop.test", password: "reset-pass-123" }, "10.0.2.1")).status).toBe(401);
    const fresh = await login({ email: "reset@shop.test", password: "brand-new-pass" }, "10.0.2.1");
    expect(fresh.status).toBe(302);
    expect(fresh.location).toBe("/account");
    expect((await audits("staff.reset-password")).map((a) => a.subject)).toContain("reset@shop.test");
    const unknown = { intent: "reset-password", id: "no-such-user", password: "brand-new-pass", confirmPassword: BOSS.password };
    expect((await staff(boss, unknown)).status).toBe(404);
  });

  it("deactivates an account: its sessions end at once and it cannot sign in; reactivating lets it back", async () => {
    const id = await addAdmin("gone@shop.test", "gone-pass-123");
    const device = await directSession("gone@shop.test", "gone-pass-123");
    expect(await getUser({ request: request("/", device), context: routeContext() })).not.toBeNull();

    const r = await staff(boss, { intent: "deactivate", id, confirmPassword: BOSS.password });
    expect(r.status, r.data?.message).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    expect(await getUser({ request: request("/", device), context: routeContext() })).toBeNull();
    const refused = await login({ email: "gone@shop.test", password: "gone-pass-123" }, "10.0.3.1");
    expect(refused.status).toBe(401);
    expect(refused.data!.message).toBe(DEACTIVATED_MESSAGE);
    expect(await sessionsOf(id)).toBe(0);
    expect((await audits("staff.deactivate")).map((a) => a.subject)).toContain("gone@shop.test");

    expect((await staff(boss, { intent: "reactivate", id, confirmPassword: BOSS.password })).status).toBe(200);
    expect((await login({ email: "gone@shop.test", password: "gone-pass-123" }, "10.0.3.1")).status).toBe(302);
  });

  it("never deactivates or demotes the last active admin", async () => {
    // Everyone but the boss stops being an active admin.
    for (const u of await t.db.select().from(userTable)) {
      if (u.id !== bossId && u.role === "owner" && !u.banned) await setStaffActive(t.db, SYSTEM, u.id, false);
    }
    expect(await countActiveAdmins(t.db)).toBe(1);
    const entries = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const forms: Record<string, string>[] = [
      { intent: "deactivate" },
      { intent: "set-role", role: "counter" },
      { intent: "set-role", role: "none" },
    ];
    for (const form of forms) {
      const r = await staff(boss, { ...form, id: bossId, confirmPassword: BOSS.password });
      expect(r.status, form.intent).toBe(409);
      expect(r.data!.message).toMatch(/last active owner/);
    }
    const [me] = await t.db.select().from(userTable).where(eq(userTable.id, bossId));
    expect(me).toMatchObject({ role: "owner", banned: false });
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(entries);
    // With a second active admin, the boss may step down.
    const other = await addAdmin("second@shop.test", "second-pass-1");
    await expect(setStaffRole(t.db, SYSTEM, bossId, "counter")).resolves.toMatchObject({ changed: true });
    await expect(setStaffRole(t.db, SYSTEM, other, null)).rejects.toBeInstanceOf(StaffRefusedError);
    await setStaffRole(t.db, SYSTEM, bossId, "owner");
    expect(await countActiveAdmins(t.db)).toBe(2);
    // Stepping down ended the boss's sessions: the tests below act as the boss again.
    boss = (await login(BOSS, "10.0.4.9")).cookie;
  });

  itRace(backend)("keeps an active admin when two admins take each other out at the same moment", async () => {
    for (let round = 0; round < 8; round++) {
      // Exactly two active admins: the boss and a fresh one.
      for (const u of await t.db.select().from(userTable)) {
        if (u.id !== bossId && u.role === "owner" && !u.banned) await setStaffActive(t.db, SYSTEM, u.id, false);
      }
      const other = await addAdmin(`rival${round}@shop.test`, "rival-pass-123");
      expect(await countActiveAdmins(t.db)).toBe(2);
      // Round by round: deactivate both, demote both, or one of each, in parallel transactions.
      const change = (id: string, i: number) =>
        (round + i) % 2 === 0 ? setStaffActive(t.db, SYSTEM, id, false) : setStaffRole(t.db, SYSTEM, id, "counter");
      const results = await Promise.allSettled([change(bossId, 0), change(other, round % 3 === 0 ? 0 : 1)]);
      const refused = results.filter((r) => r.status === "rejected");
      expect(refused, JSON.stringify(results)).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(StaffRefusedError);
      expect(await countActiveAdmins(t.db)).toBe(1);
      // Put the boss back as the active admin for the next round.
      const [me] = await t.db.select().from(userTable).where(eq(userTable.id, bossId));
      if (me!.banned) await setStaffActive(t.db, SYSTEM, bossId, true);
      if (me!.role !== "owner") await setStaffRole(t.db, SYSTEM, bossId, "owner");
    }
    boss = (await login(BOSS, "10.0.4.1")).cookie;
    // The same through the screen's action, two admins' requests at once.
    for (const u of await t.db.select().from(userTable)) {
      if (u.id !== bossId && u.role === "owner" && !u.banned) await setStaffActive(t.db, SYSTEM, u.id, false);
    }
    const otherId = await addAdmin("rival-http@shop.test", "rival-pass-123");
    const other = (await login({ email: "rival-http@shop.test", password: "rival-pass-123" }, "10.0.4.2")).cookie;
    await t.db.update(userTable).set({ mustChangePassword: false }).where(eq(userTable.id, otherId));
    const both = await Promise.all([
      staff(boss, { intent: "deactivate", id: otherId, confirmPassword: BOSS.password }),
      staff(other, { intent: "deactivate", id: bossId, confirmPassword: "rival-pass-123" }),
    ]);
    // One goes through; the other is refused as the last admin (409), or, when it came second,
    // finds its own session already ended by the first (401).
    expect(
      both.filter((r) => r.status === 200),
      JSON.stringify(both),
    ).toHaveLength(1);
    expect([401, 409]).toContain(both.find((r) => r.status !== 200)!.status);
    expect(await countActiveAdmins(t.db)).toBe(1);
    const [me] = await t.db.select().from(userTable).where(eq(userTable.id, bossId));
    if (me!.banned) {
      await setStaffActive(t.db, SYSTEM, bossId, true);
      boss = (await login(BOSS, "10.0.4.3")).cookie;
    }
  });

  describe("two-factor sign-in", () => {
    const TWO = { email: "two@shop.test", password: "two-pass-1234" };
    let key = "";
    let backupCodes: string[] = [];
    let two = "";

    it("turns on with the password, the key shown and a first code; the QR code is drawn on the server", async () => {
      const id = await addAdmin(TWO.email, TWO.password);
      two = (await login(TWO, "10.0.5.1")).cookie;
      const page = await call(accountLoader, "/account", two);
      expect(page.data).toMatchObject({ twoFactorEnabled: false });

      const wrong = await call(accountAction, "/account", two, { intent: "two-factor-start", password: "not-my-password" });
      expect(wrong.status).toBe(400);
      expect(wrong.data!.fieldErrors!.password).toBeTruthy();

      const start = await call(accountAction, "/account", two, { intent: "two-factor-start", password: TWO.password });
      expect(start.status, start.data?.message).toBe(200);
      const setup = start.data!.setup as unknown as { qr: string; key: string; backupCodes: string[] };
      expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(setup.qr.split(",")[1]!, "base64").toString()).toContain("<svg");
      expect(setup.key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32,}$/);
      expect(setup.backupCodes).toHaveLength(10);
      key = setup.key;
      backupCodes = setup.backupCodes;
      // Not on until a code confirms it.
      expect((await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.twoFactorEnabled).toBe(false);
      const bad = await call(accountAction, "/account", two, {
        intent: "two-factor-confirm",
        code: "000000" === totpOf(key).generate() ? "111111" : "000000",
      });
      expect(bad.status).toBe(400);
      expect(bad.data!.fieldErrors!.code).toBeTruthy();

      const ok = await call(accountAction, "/account", two, { intent: "two-factor-confirm", code: totpOf(key).generate() });
      expect(ok.status, ok.data?.message).toBe(200);
      expect(ok.setCookies.some((c) => c.includes("session_token="))).toBe(true);
      two = jar(two, ok.setCookies);
      expect((await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.twoFactorEnabled).toBe(true);
      expect((await call(accountLoader, "/account", two)).data).toMatchObject({ twoFactorEnabled: true });
      expect((await audits("staff.two-factor-on")).map((a) => a.subject)).toContain(TWO.email);
    });

    it("then asks for the code after the password: no session until the code is right", async () => {
      const first = await login(TWO, "10.0.6.1");
      expect(first.status).toBe(302);
      expect(first.location).toBe("/login?step=code");
      expect(first.cookie).toContain("two_factor=");
      expect(first.cookie).not.toContain("session_token=");
      const done = await code(first.cookie, totpOf(key).generate(), "10.0.6.1");
      expect(done.status, JSON.stringify(done.data)).toBe(302);
      expect(done.location).toBe("/dashboard");
      expect(done.cookie).toContain("session_token=");
      expect((await getUser({ request: request("/", done.cookie), context: routeContext() }))?.email).toBe(TWO.email);
      expect((await call(dashboardLoader, "/dashboard", done.cookie)).status).toBe(200);
      // The challenge is used up.
      expect((await code(first.cookie, totpOf(key).generate(), "10.0.6.1")).status).toBe(401);
    });

    it("takes a backup code once", async () => {
      const first = await login(TWO, "10.0.7.1");
      const done = await code(first.cookie, backupCodes[0]!, "10.0.7.1");
      expect(done.status, JSON.stringify(done.data)).toBe(302);
      expect(done.cookie).toContain("session_token=");
      const again = await login(TWO, "10.0.7.1");
      expect((await code(again.cookie, backupCodes[0]!, "10.0.7.1")).status).toBe(401);
    });

    it("counts wrong codes like wrong passwords: after the limit even the right code waits, from that address only", async () => {
      const ip = "10.0.8.1";
      const first = await login(TWO, ip);
      expect(first.location).toBe("/login?step=code");
      const right = totpOf(key).generate();
      const wrong = right === "123456" ? "654321" : "123456";
      for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) {
        const r = await code(first.cookie, wrong, ip);
        expect(r.status, `wrong code ${i + 1}`).toBe(401);
      }
      const held = await code(first.cookie, right, ip);
      expect(held.status).toBe(429);
      expect(held.cookie).not.toContain("session_token=");
      expect((await login(TWO, ip)).status).toBe(429);
      // The owner at the shop is not locked out (with the app's next code: a code is good once).
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 30_000 });
      try {
        const shop = await login(TWO, "10.0.8.2");
        expect((await code(shop.cookie, totpOf(key).generate(), "10.0.8.2")).status).toBe(302);
      } finally {
        vi.useRealTimers();
      }
    });

    it("takes a code from the app once: the same code again within its window is refused, the next one works", async () => {
      // Later than every code used above, as the app would show it.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 120_000 });
      try {
        const now = totpOf(key).generate();
        const first = await login(TWO, "10.0.10.1");
        expect((await code(first.cookie, now, "10.0.10.1")).status).toBe(302);
        const again = await login(TWO, "10.0.10.1");
        const reused = await code(again.cookie, now, "10.0.10.1");
        expect(reused.status).toBe(401);
        expect(reused.data?.message).toMatch(/used already/);
        expect(reused.cookie).not.toContain("session_token=");
        // Two sign-ins racing with one code: at most one gets in.
        const [a, b] = [await login(TWO, "10.0.10.2"), await login(TWO, "10.0.10.3")];
        vi.setSystemTime(Date.now() + 30_000);
        const next = totpOf(key).generate();
        const raced = await Promise.all([code(a.cookie, next, "10.0.10.2"), code(b.cookie, next, "10.0.10.3")]);
        expect(raced.map((r) => r.status).sort()).toEqual([302, 401]);
      } finally {
        vi.useRealTimers();
      }
    });

    it("turns off with the password, unless the shop requires it", async () => {
      await requireTwoFactor(true);
      const refused = await call(accountAction, "/account", two, { intent: "two-factor-disable", password: TWO.password });
      expect(refused.status).toBe(409);
      await requireTwoFactor(false);
      const wrong = await call(accountAction, "/account", two, { intent: "two-factor-disable", password: "wrong-password" });
      expect(wrong.status).toBe(400);
      const ok = await call(accountAction, "/account", two, { intent: "two-factor-disable", password: TWO.password });
      expect(ok.status, ok.data?.message).toBe(200);
      expect((await t.db.select().from(userTable).where(eq(userTable.email, TWO.email)))[0]!.twoFactorEnabled).toBe(false);
      expect((await login(TWO, "10.0.9.1")).location).toBe("/dashboard");
    });
  });

  it("lets an admin turn off someone's two-factor sign-in (a lost phone): signed out everywhere, password alone again", async () => {
    const LOST = { email: "lost@shop.test", password: "lost-pass-1234" };
    const id = await addAdmin(LOST.email, LOST.password);
    let cookie = (await login(LOST, "10.0.11.1")).cookie;
    const start = await call(accountAction, "/account", cookie, { intent: "two-factor-start", password: LOST.password });
    const key = (start.data!.setup as unknown as { key: string }).key;
    const on = await call(accountAction, "/account", cookie, { intent: "two-factor-confirm", code: totpOf(key).generate() });
    expect(on.status).toBe(200);
    cookie = jar(cookie, on.setCookies);
    expect((await login(LOST, "10.0.11.1")).location).toBe("/login?step=code");

    const r = await staff(boss, { intent: "two-factor-off", id, confirmPassword: BOSS.password });
    expect(r.status, r.data?.message).toBe(200);
    expect((await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactorTable).where(eq(twoFactorTable.userId, id))).toEqual([]);
    expect(await sessionsOf(id)).toBe(0);
    expect(await getUser({ request: request("/", cookie), context: routeContext() })).toBeNull();
    expect((await audits("staff.two-factor-off")).map((a) => a.subject)).toContain(LOST.email);
    expect((await login(LOST, "10.0.11.1")).location).toBe("/dashboard");
  });

  it("asks for the acting owner's own password before adding an owner, promoting to owner or resetting anyone's password", async () => {
    const COUNTER = { email: "counter-pw@shop.test", password: "counter-pass-1" };
    const counterId = await addAdmin(COUNTER.email, COUNTER.password, false);
    await setStaffRole(t.db, SYSTEM, counterId, "counter");
    const counterSession = await directSession(COUNTER.email, COUNTER.password);
    const entries = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const users = async () => (await t.db.select({ n: count() }).from(userTable))[0]!.n;
    const roleOf = async (id: string) => (await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.role;
    const PLANTED = { email: "planted@shop.test", password: "planted-pass-1" };
    const changes: Record<string, string>[] = [
      { intent: "add", email: PLANTED.email, name: "Planted", password: PLANTED.password, role: "owner" },
      { intent: "set-role", id: counterId, role: "owner" },
      { intent: "reset-password", id: counterId, password: "taken-over-1" },
    ];
    const before = { entries: await entries(), users: await users() };
    for (const change of changes) {
      const none = await staff(boss, change);
      expect(none.status, change.intent).toBe(400);
      expect(none.data!.fieldErrors!.confirmPassword, change.intent).toBeTruthy();
      const wrong = await staff(boss, { ...change, confirmPassword: "not-the-boss-password" });
      expect(wrong.status, change.intent).toBe(401);
      expect(wrong.data!.fieldErrors!.confirmPassword, change.intent).toBe("The password is not right");
    }
    // Nothing changed: no new account, still a counter, the old password and session still work.
    expect({ entries: await entries(), users: await users() }).toEqual(before);
    expect(await roleOf(counterId)).toBe("counter");
    expect(await getUser({ request: request("/", counterSession), context: routeContext() })).not.toBeNull();
    expect((await login(PLANTED, "10.0.13.1")).status).toBe(401);
    expect((await login(COUNTER, "10.0.13.2")).status).toBe(302);

    // With the acting owner's password each goes through.
    for (const change of changes) {
      const ok = await staff(boss, { ...change, confirmPassword: BOSS.password });
      expect(ok.status, `${change.intent}: ${ok.data?.message}`).toBe(200);
    }
    const [planted] = await t.db.select().from(userTable).where(eq(userTable.email, PLANTED.email));
    expect(planted!.role).toBe("owner");
    expect(await roleOf(counterId)).toBe("owner");
    expect(await getUser({ request: request("/", counterSession), context: routeContext() })).toBeNull();
    expect((await login({ ...COUNTER, password: "taken-over-1" }, "10.0.13.3")).status).toBe(302);
    // Adding a counter still needs none.
    const plain = await staff(boss, { intent: "add", email: "plain@shop.test", name: "Plain", password: "plain-pass-12", role: "counter" });
    expect(plain.status, plain.data?.message).toBe(200);
  });

  it("asks for the acting owner's own password (and code with two-factor) before changing another owner's account", async () => {
    const TARGET = { email: "target@shop.test", password: "target-pass-123" };
    const id = await addAdmin(TARGET.email, TARGET.password);
    const clerk = await addAdmin("clerk-nopw@shop.test", "clerk-pass-123", false);
    const entries = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const before = await entries();
    const changes: Record<string, string>[] = [
      { intent: "deactivate" },
      { intent: "set-role", role: "counter" },
      { intent: "reset-password", password: "taken-over-1" },
      { intent: "two-factor-off" },
    ];
    for (const change of changes) {
      const none = await staff(boss, { ...change, id });
      expect(none.status, change.intent).toBe(400);
      expect(none.data!.fieldErrors!.confirmPassword, change.intent).toBeTruthy();
    }
    for (const change of changes.slice(0, 2)) {
      const wrong = await staff(boss, { ...change, id, confirmPassword: "not-the-boss-password" });
      expect(wrong.status, change.intent).toBe(401);
      expect(wrong.data!.fieldErrors!.confirmPassword).toBe("The password is not right");
    }
    // Nothing changed: still an active owner, the old password still signs in, no audit entry.
    const [row] = await t.db.select().from(userTable).where(eq(userTable.id, id));
    expect(row).toMatchObject({ role: "owner", banned: false });
    expect(await entries()).toBe(before);
    expect((await login(TARGET, "10.0.12.1")).status).toBe(302);
    // A non-owner's account needs no password; an owner's goes through with it.
    expect((await staff(boss, { intent: "deactivate", id: clerk })).status).toBe(200);
    const ok = await staff(boss, { intent: "set-role", role: "counter", id, confirmPassword: BOSS.password });
    expect(ok.status, ok.data?.message).toBe(200);
    expect((await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.role).toBe("counter");
    await setStaffRole(t.db, SYSTEM, id, "owner");

    // An acting admin with two-factor on gives a code from the app as well, once.
    const ACTOR = { email: "actor@shop.test", password: "actor-pass-123" };
    const actorId = await addAdmin(ACTOR.email, ACTOR.password);
    await t.db.update(userTable).set({ mustChangePassword: false }).where(eq(userTable.id, actorId));
    let actor = (await login(ACTOR, "10.0.12.2")).cookie;
    const start = await call(accountAction, "/account", actor, { intent: "two-factor-start", password: ACTOR.password });
    const totp = totpOf((start.data!.setup as unknown as { key: string }).key);
    const on = await call(accountAction, "/account", actor, { intent: "two-factor-confirm", code: totp.generate() });
    expect(on.status).toBe(200);
    actor = jar(actor, on.setCookies);
    const noCode = await staff(actor, { intent: "deactivate", id, confirmPassword: ACTOR.password });
    expect(noCode.status).toBe(400);
    expect(noCode.data!.fieldErrors!.confirmCode).toBeTruthy();
    const badCode = await staff(actor, { intent: "deactivate", id, confirmPassword: ACTOR.password, confirmCode: "000000" });
    expect(badCode.status).toBe(401);
    expect((await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.banned).toBeFalsy();
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const done = await staff(actor, { intent: "deactivate", id, confirmPassword: ACTOR.password, confirmCode: next });
    expect(done.status, done.data?.message).toBe(200);
    expect((await t.db.select().from(userTable).where(eq(userTable.id, id)))[0]!.banned).toBe(true);
    const replay = await staff(actor, { intent: "reactivate", id, confirmPassword: ACTOR.password, confirmCode: next });
    expect(replay.status).toBe(401);
    expect(replay.data!.fieldErrors!.confirmCode).toBe("That code was used already: wait for the next one");
  });

  it("sends staff without two-factor to /account while the settings require it", async () => {
    await requireTwoFactor(true);
    const dash = await call(dashboardLoader, "/dashboard", boss);
    expect(dash.status).toBe(302);
    expect(dash.location).toBe("/account");
    const act = await call(inventoryAction, "/inventory", boss, { intent: "status", id: "T00001", status: "sold" });
    expect(act.status).toBe(403);
    expect((await call(staffLoader, "/staff", boss)).location).toBe("/account");
    expect((await call(accountLoader, "/account", boss)).status).toBe(200);
    const signIn = await login(BOSS, "10.0.10.1");
    expect(signIn.location).toBe("/account");
    await requireTwoFactor(false);
    expect((await call(dashboardLoader, "/dashboard", boss)).status).toBe(200);
  });
});
