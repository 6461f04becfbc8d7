// Shared helpers for browser tests: known users, logging in, building paths in either language.
import fs from "node:fs";
import nodePath from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Locator, type Page, expect, test as base } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { demoTyres } from "~db/seed/demo";
import { toBasketTyre, type InventoryTyre } from "~/domain/inventory-tyre";
import { BASKET_STORAGE_KEY, type BasketItem, type BasketTyre, serializeBasket } from "~/domain/basket";
import { formatTyreId } from "~/domain/tyre-id";
import { decodeQuotedPrintable } from "../helpers/smtp";
import type { Locale } from "~/lib/locale";
import { href, type PageId } from "~/i18n/paths";

export const ADMIN = { email: "admin@e2e.test", password: "admin-pass-123" };
export const CLERK = { email: "clerk@e2e.test", password: "clerk-pass-123" };

export function path(id: PageId, locale: Locale, params: Record<string, string> = {}, search?: string) {
  return href(id, locale, params, search);
}

export async function login(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function loginAsAdmin(page: Page) {
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
}

export interface ElementSnapshot {
  count: number;
  text: string | null;
  disabled: boolean | null;
}

let recorders = 0;

/**
 * Records, after every DOM change, how many elements match `selector` and the text and disabled
 * state of the first. Locators and page.evaluate wait for a pending navigation to finish, so this
 * is how a test sees the page being left (its loading state) while the next page is on its way.
 */
export async function recordWhileLeaving(page: Page, selector: string): Promise<ElementSnapshot[]> {
  const seen: ElementSnapshot[] = [];
  const binding = `__recordWhileLeaving${++recorders}`;
  await page.exposeBinding(binding, (_source, snapshot: ElementSnapshot) => void seen.push(snapshot));
  await page.evaluate(
    ([binding, selector]) => {
      const report = () => {
        const all = document.querySelectorAll<HTMLButtonElement>(selector);
        const first = all[0];
        (window as unknown as Record<string, (s: unknown) => void>)[binding]!({
          count: all.length,
          text: first?.textContent?.trim() ?? null,
          disabled: first ? (first.disabled ?? null) : null,
        });
      };
      new MutationObserver(report).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    [binding, selector] as const,
  );
  return seen;
}

/**
 * A screenshot for a person to look at (the pages at a phone's, a tablet's and a desktop's width,
 * in both languages). Taken only when SHOTS_DIR is set, as SHOTS_DIR/<name>.png (name may hold a
 * folder: "sales/checkout-1280"); a plain test run takes none: nothing asserts on them and they
 * cost the suite time. `SHOTS_DIR=/tmp/shots npx playwright test` takes them all. fullPage is for
 * a Page only (a Locator's screenshot is its element, whole).
 */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const file = nodePath.join(dir, `${name}.png`);
  fs.mkdirSync(nodePath.dirname(file), { recursive: true });
  if ("goto" in target) await target.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  else await target.screenshot({ path: file });
}

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1280, height: 800 };

/** Fails the test on any console error or uncaught page error (a console.error is worth a look). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      await use(errors);
      // Answers the test asked for on purpose (404 pages, 409/400 refusals, 401/403 of the access
      // tests) make the browser log "Failed to load resource"; anything else is a failure.
      const unexpected = errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of (400|401|403|404|409|413|429)/.test(e),
      );
      expect(unexpected, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Tyres the storefront offers for reservation right now, from the end of the listing. */
export async function availableTyres(request: APIRequestContext, n: number): Promise<string[]> {
  const listing = await (await request.get(path("listing", "en"))).text();
  const ids = [...new Set([...listing.matchAll(/\/en\/tyre\/(T[0-9A-Z]{5,})/g)].map((m) => m[1]!))].reverse();
  const out: string[] = [];
  for (const id of ids) {
    const form = await request.get(path("reserve", "en", { id }));
    if (form.status() === 200 && /name="phone"/.test(await form.text())) out.push(id);
    if (out.length === n) break;
  }
  expect(out, "available tyres in the listing").toHaveLength(n);
  return out;
}

/**
 * The largest number of units the reservation form's select offers, from its HTML ("1" when it
 * has no select): asking for every unit on sale holds the tyre whole.
 */
export function everyUnitOnSale(reserveFormHtml: string): string {
  const at = reserveFormHtml.indexOf('id="reserve-quantity"');
  if (at < 0) return "1";
  const select = reserveFormHtml.slice(at, reserveFormHtml.indexOf("</select>", at));
  return [...select.matchAll(/<option value="(\d+)"/g)].map((m) => m[1]!).at(-1) ?? "1";
}

/** On the reservation form in the browser: chooses every unit on sale (when it offers a choice). */
export async function chooseEveryUnit(page: Page) {
  const units = page.locator("#reserve-quantity");
  if ((await units.count()) > 0) await units.selectOption((await units.locator("option").last().getAttribute("value"))!);
}

/**
 * axe-core's serious and critical violations on the page, each with the elements it was found on.
 * Checked as the page settles, with reduced motion: otherwise axe can measure the promo banner's
 * text halfway through its 400 ms fade-in (on every page load and every 5 s rotation) and report
 * the contrast of a frame nobody reads, depending on how fast the page came.
 */
export async function seriousViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact}: ${v.id} (${v.help}) on ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(" "))
          .join(" | ")}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ""}`,
    );
}

/** The test server's outbox: it has no SMTP_URL, so each e-mail is written there as an .eml file. */
const outboxDir = () => nodePath.join(fs.readFileSync(`/tmp/tyre-e2e-${new URL(baseURL).port}.datadir`, "utf8").trim(), "outbox");

/**
 * The decoded .eml holding every one of `texts`, waiting for the mail worker to write it (the last
 * such one). One action can send a customer two e-mails (a reservation with a fitting time: the
 * reservation's, then the appointment's), so name what the awaited one says, not only its address.
 */
export async function mailContaining(...texts: string[]): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const dir = outboxDir();
        if (!fs.existsSync(dir)) return false;
        for (const f of fs.readdirSync(dir)) {
          const eml = decodeQuotedPrintable(fs.readFileSync(nodePath.join(dir, f), "utf8"));
          if (texts.every((text) => eml.includes(text))) found = eml;
        }
        return found !== "";
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** The .eml the server wrote for this recipient (holding `texts` too, when given). */
export const mailTo = (address: string, ...texts: string[]) => mailContaining(`To: ${address}`, ...texts);

/** The test server's deterministic demo stock (start-server.sh seeds it), as it was first written. */
const DEMO = demoTyres(Array.from({ length: 60 }, (_, i) => formatTyreId(i + 1)));

/** A demo tyre as the inventory screen puts it in the basket (the app's own mapping). */
export function demoBasketTyre(id: string): BasketTyre {
  const t = DEMO.find((x) => x.id === id);
  if (!t) throw new Error(`no demo tyre ${id}`);
  return toBasketTyre({ model: null, heldQuantity: 0, ...t } as InventoryTyre);
}

/** Writes the staff basket into this browser's storage exactly as the basket store would. */
export async function seedBasket(page: Page, items: BasketItem[]) {
  await page.evaluate(([key, raw]) => window.localStorage.setItem(key, raw), [BASKET_STORAGE_KEY, serializeBasket(items)] as const);
}
