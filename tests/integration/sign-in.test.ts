// Sign-in throttling and sessions through the real server (a child process; TRUST_PROXY=1, so the
// test chooses each request's client address with X-Forwarded-For, as the shop's proxy would).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "~/domain/login-rate-limit";
import { addShopUser, type ShopServer, signIn, startShopServer } from "../helpers/server-process";
import { freePort } from "../helpers/ports";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-sign-in-"));
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SEED_DEMO: "1",
  PUBLIC_URL: "",
  TRUST_PROXY: "1",
  AUTH_SECRET: "sign-in-test-secret-sign-in-test-secret-0123",
  // These tests send many sign-ins at once from one address to prove the sign-in throttle; the
  // per-client render share (load shedding, tested on its own) would answer some with 503 first.
  MAX_RENDERS_PER_CLIENT: "0",
};
const OWNER = { email: "owner@shop.test", password: "owner-pass-123" };
const BOSS = { email: "boss@shop.test", password: "boss-pass-123" };
const CLERK = { email: "clerk@shop.test", password: "clerk-pass-123" };
let shop: ShopServer;

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!);

function login(user: { email: string; password: string }, ip: string, extra: Record<string, string> = {}) {
  return fetch(`${shop.origin}/login`, {
    method: "POST",
    redirect: "manual",
    // An English browser: the sign-in page follows it, as the messages asserted here are English.
    headers: {
      Origin: shop.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": ip,
      "Accept-Language": "en",
      ...extra,
    },
    body: new URLSearchParams({ email: user.email, password: user.password, redirectTo: "" }),
  });
}

const get = (p: string, cookie: string) => fetch(shop.origin + p, { redirect: "manual", headers: { cookie } });

beforeAll(async () => {
  for (const u of [OWNER, BOSS, CLERK]) addShopUser(env, { ...u, admin: true });
  shop = await startShopServer(port, env);
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("sign-in throttling", () => {
  it("lets exactly the limit of 60 parallel wrong passwords from one address reach the password check", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => login({ ...OWNER, password: "wrong-guess" }, "10.1.0.1")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.pair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SIGN_IN_LIMITS.pair);
    expect(await answers.find((r) => r.status === 429)!.text()).toContain("Too many failed attempts");
    // The right password from that address is refused too, until the window ends.
    expect((await login(OWNER, "10.1.0.1")).status).toBe(429);
  });

  it("does not lock the owner out: the right password from the shop still signs in", async () => {
    expect((await login(OWNER, "192.0.2.10")).status).toBe(302);
  });

  it("stops guessing spread over many addresses, but lets a device that signed in before through", async () => {
    const known = await login(BOSS, "192.0.2.20");
    expect(known.status).toBe(302);
    const device = cookiesOf(known).find((c) => c.startsWith("known_device="))!;
    expect(device).toBeTruthy();
    // The account-wide ceiling, reached from ten addresses, each under its own limit.
    for (let i = 0; i < SIGN_IN_LIMITS.account; i++) {
      expect((await login({ ...BOSS, password: "wrong-guess" }, `10.3.0.${i % 10}`)).status).toBe(401);
    }
    expect((await login(BOSS, "198.51.100.7")).status).toBe(429);
    expect((await login(BOSS, "198.51.100.7", { cookie: device })).status).toBe(302);
    // A forged device cookie is worth nothing.
    const forged = device.replace(/=.*/, `=${Buffer.from('{"accounts":["x"]}').toString("base64")}`);
    expect((await login(BOSS, "198.51.100.8", { cookie: forged })).status).toBe(429);
  });

  it("gives the owner's own browser its own budget: strangers on the same address cannot lock it out", async () => {
    const owner = await login(CLERK, "203.0.113.50");
    expect(owner.status).toBe(302);
    const device = cookiesOf(owner).find((c) => c.startsWith("known_device="))!;
    // Guests on the shop's Wi-Fi (the same public address) fill the address and account-from-address counters.
    for (let i = 0; i < SIGN_IN_LIMITS.ip + 2; i++) await login({ ...CLERK, password: "stranger-guess" }, "203.0.113.50");
    expect((await login(CLERK, "203.0.113.50")).status).toBe(429);
    expect((await login(CLERK, "203.0.113.50", { cookie: device })).status).toBe(302);
    // The browser's own budget: 10 wrong passwords in the window, then even the right one waits.
    for (let i = 0; i < SIGN_IN_LIMITS.device; i++)
      expect((await login({ ...CLERK, password: "typo-typo" }, "203.0.113.51", { cookie: device })).status).toBe(401);
    expect((await login(CLERK, "203.0.113.51", { cookie: device })).status).toBe(429);
  });
});

describe("sessions", () => {
  it("marks every cookie Secure when the request came over https through the proxy", async () => {
    // The browser's Origin is the https one the proxy serves.
    const overHttps = await login(CLERK, "192.0.2.30", { "X-Forwarded-Proto": "https", Origin: shop.origin.replace("http:", "https:") });
    expect(overHttps.status).toBe(302);
    const set = overHttps.headers.getSetCookie();
    expect(set.length).toBeGreaterThanOrEqual(3);
    for (const c of set) expect(c).toMatch(/;\s*Secure/i);
    const plain = await login(CLERK, "192.0.2.30");
    for (const c of plain.headers.getSetCookie()) expect(c).not.toMatch(/;\s*Secure/i);
  });

  it("ignores a flash message the client wrote itself", async () => {
    const cookie = await signIn(shop.origin, CLERK);
    const forged = Buffer.from(JSON.stringify({ type: "success", message: "FORGED-FLASH-TEXT" })).toString("base64");
    const res = await get("/dashboard", `${cookie.replace(/flash=[^;]*(; )?/, "")}; flash=${forged}`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("FORGED-FLASH-TEXT");
  });

  it("signs out everywhere: every session of the user ends, other users keep theirs", async () => {
    const phone = await signIn(shop.origin, CLERK);
    const desk = await signIn(shop.origin, CLERK);
    const other = await signIn(shop.origin, OWNER);
    const out = await fetch(`${shop.origin}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", cookie: phone },
      body: new URLSearchParams({ scope: "everywhere" }),
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/login");
    for (const c of [phone, desk]) expect((await get("/dashboard", c)).headers.get("location")).toMatch(/^\/login\?/);
    expect((await get("/dashboard", other)).status).toBe(200);
  });
});

describe("the demo admin", () => {
  const demo = () => {
    // A framed block after the "listening" line, the last thing the start prints.
    const out = shop.output();
    const m = /# E-mail: +(\S+) +#\n# Password: +(\S+) +#/.exec(out);
    expect(out.indexOf("DEMO ADMIN")).toBeGreaterThan(out.indexOf("Tyre shop listening on"));
    expect(m, "the server printed the demo admin").toBeTruthy();
    return { email: m![1]!, password: m![2]! };
  };

  it("must choose a new password at the first sign-in; the printed one then stops working", async () => {
    const printed = demo();
    const first = await login(printed, "192.0.2.40");
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/account");
    const cookie = cookiesOf(first).join("; ");
    // Nothing else opens, and no staff action runs, until the password is changed.
    expect((await get("/dashboard", cookie)).headers.get("location")).toBe("/account");
    const action = await fetch(`${shop.origin}/inventory`, {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", cookie },
      body: "intent=delete&id=x",
    });
    expect(action.status).toBe(403);
    const change = (body: Record<string, string>) =>
      fetch(`${shop.origin}/account`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams(body),
      });
    // Bad input changes nothing.
    expect(
      (await change({ currentPassword: printed.password, newPassword: printed.password, confirmPassword: printed.password })).status,
    ).toBe(400);
    expect(
      (await change({ currentPassword: "not-it-at-all", newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" })).status,
    ).toBe(400);
    expect(
      (await change({ currentPassword: printed.password, newPassword: "brand-new-pass-1", confirmPassword: "different-pass-1" })).status,
    ).toBe(400);
    const done = await change({ currentPassword: printed.password, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard");
    const renewed = [...cookie.split("; ").filter((c) => !c.includes("session_token")), ...cookiesOf(done)].join("; ");
    expect((await get("/dashboard", renewed)).status).toBe(200);
    expect((await login(printed, "192.0.2.41")).status).toBe(401);
    const again = await login({ ...printed, password: "brand-new-pass-1" }, "192.0.2.41");
    expect(again.headers.get("location")).toBe("/dashboard");
  });
});
