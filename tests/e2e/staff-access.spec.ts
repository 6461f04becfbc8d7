// Every staff route and action refuses anonymous and non-admin visitors: page loads are
// redirected (to /login, or home for a signed-in non-admin) without stock data, and POSTs get
// 401/403 and change nothing. The routes come from app/routes.ts, so a new one is covered too.
import type { APIRequestContext } from "@playwright/test";
import { STAFF_ROUTES } from "~/staff-paths";
import { ADMIN, CLERK, expect, test } from "./fixtures";

const baseURLFrom = (baseURL: string | undefined) => new URL(baseURL ?? "http://127.0.0.1:3210").origin;

const concrete = (path: string) => path.replace(":id", "1");
const INTENTS = ["add", "edit", "duplicate", "status", "reserve", "cancel"];

async function adminSnapshot(request: APIRequestContext) {
  // What an admin sees: the first inventory page and the reservation count.
  const inv = await request.get("/inventory?status=all");
  const res = await request.get("/reservations");
  return { inventory: await inv.text(), reservations: (await res.text()).match(/\d+ active reservations?/)?.[0] };
}

test("anonymous GETs of every staff route are sent to /login with no stock data", async ({ request }) => {
  expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(8);
  for (const r of STAFF_ROUTES) {
    const res = await request.get(concrete(r.path), { maxRedirects: 0 });
    expect(res.status(), r.path).toBeGreaterThanOrEqual(300);
    expect(res.status(), r.path).toBeLessThan(400);
    expect(res.headers()["location"], r.path).toMatch(/^\/login\?redirectTo=/);
    const body = await res.text();
    expect(body, r.path).not.toMatch(/T[0-9A-Z]{5}|Michelin|width,aspect/);
    // The single-fetch data endpoint of the route is refused the same way.
    const dataRes = await request.get(`${concrete(r.path)}.data`, { maxRedirects: 0 });
    expect([202, 204, 302, 401, 403], `${r.path}.data`).toContain(dataRes.status());
    expect(await dataRes.text(), `${r.path}.data`).not.toMatch(/Michelin|unitPriceEur/);
  }
});

test("anonymous and non-admin POSTs to every staff action get 401/403 and change nothing", async ({ browser, baseURL }) => {
  const origin = baseURLFrom(baseURL);
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await adminPage.goto("/login");
  await adminPage.getByLabel("Email").fill(ADMIN.email);
  await adminPage.getByLabel("Password").fill(ADMIN.password);
  await adminPage.getByRole("button", { name: "Login" }).click();
  await expect(adminPage).toHaveURL(/\/dashboard/);
  const before = await adminSnapshot(admin.request);
  expect(before.inventory).toContain("Manage your tyre stock");

  // The clerk's login is refused and leaves no session, so the clerk is anonymous to the server.
  const clerk = await browser.newContext({ baseURL });
  const clerkPage = await clerk.newPage();
  await clerkPage.goto("/login");
  await clerkPage.getByLabel("Email").fill(CLERK.email);
  await clerkPage.getByLabel("Password").fill(CLERK.password);
  await clerkPage.getByRole("button", { name: "Login" }).click();
  await expect(clerkPage.getByRole("alert")).toHaveText("Access denied. Admin privileges required.");

  // Tyre ids of the cards on the page (not any look-alike string such as a CSP nonce).
  const cardIds = (html: string) => [...html.matchAll(/aria-labelledby="tyre-(T[0-9A-HJKMNP-TV-Z]{5,})"/g)].map((m) => m[1]);
  const idMatch = cardIds(before.inventory).slice(0, 1);
  expect(idMatch).toHaveLength(1);
  for (const who of [
    { name: "anonymous", ctx: await browser.newContext({ baseURL }) },
    { name: "clerk", ctx: clerk },
  ]) {
    for (const r of STAFF_ROUTES) {
      for (const intent of INTENTS) {
        const res = await who.ctx.request.post(`${concrete(r.path)}${r.path.endsWith(".csv") ? "" : ".data"}`, {
          headers: { Origin: origin },
          form: {
            intent,
            id: idMatch?.[0] ?? "T00001",
            status: "sold",
            tyreId: idMatch?.[0] ?? "T00001",
            clientName: "Mallory",
            width: "205",
            aspect: "55",
            rim: "16",
            loadIndex: "91",
            speedRating: "V",
            brand: "Hacked",
            quantity: "1",
          },
          maxRedirects: 0,
        });
        expect([401, 403, 405], `${who.name} POST ${r.path} ${intent}`).toContain(res.status());
        expect(await res.text()).not.toMatch(/successfully|Michelin/);
      }
      // A plain document POST (no .data) is refused as well.
      const doc = await who.ctx.request.post(concrete(r.path), { headers: { Origin: origin }, form: { intent: "add" }, maxRedirects: 0 });
      // Refused outright, or (when a route's error boundary re-runs the layout loader) sent to
      // the login page: either way the action stopped at requirePermission.
      const refused =
        [401, 403, 405].includes(doc.status()) || (doc.status() === 302 && /^\/(login|$)/.test(doc.headers()["location"] ?? ""));
      expect(refused, `${who.name} document POST ${r.path}: ${doc.status()} ${doc.headers()["location"] ?? ""}`).toBe(true);
      expect(await doc.text()).not.toMatch(/successfully|Michelin/);
    }
  }
  const after = await adminSnapshot(admin.request);
  expect(after.reservations).toBe(before.reservations);
  expect(after.inventory).not.toContain("Hacked");
  // Same tyres, same statuses on the first page (newest first: an added tyre would show here).
  const cards = (html: string) => [...html.matchAll(/data-status="(\w+)"/g)].map((m) => m[1]).join(",");
  expect(cards(after.inventory)).toBe(cards(before.inventory));
  expect(cardIds(after.inventory)).toEqual(cardIds(before.inventory));
  await admin.close();
  await clerk.close();
});
