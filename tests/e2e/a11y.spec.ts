// Accessibility: axe-core in the browser on every public page in both languages (walked from the
// path table, with a real tyre id and real blog slugs) and on every staff page (from the route
// configuration), signed in as an admin. No serious or critical violation is allowed; the
// failure message lists each one with the elements it was found on.
import type { BrowserContext } from "@playwright/test";
import { STAFF_ROUTES } from "~/staff-paths";
import { PUBLIC_PAGES } from "~/i18n/paths";
import { baseURL } from "../../playwright.config";
import { expect, loginAsAdmin, path, seriousViolations, test } from "./fixtures";

// Three times the usual limit: a full axe scan of a page (the listing's most of all) took 13-56 s
// on the busy two-core test machine with two workers, and the limit is there to catch a stuck
// page, not a slow scan.
test.slow();
// The longest file of the browser tests: its pages read and never depend on each other, so its
// tests spread over both workers (each worker makes its own tyre id, slugs and admin session)
// instead of keeping one worker busy after the other has finished.
test.describe.configure({ mode: "parallel" });

const LOCALES = ["es", "en"] as const;
const params: { id?: string; lastId?: string; slug: Partial<Record<(typeof LOCALES)[number], string>> } = { slug: {} };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const listing = await (await request.get(path("listing", "en"))).text();
    const ids = [...listing.matchAll(/\/en\/tyre\/(T[0-9A-Z]{5,})/g)].map((m) => m[1]!);
    params.id = ids[0];
    // The tyre sold for the invoice page: the last on the page, leaving the first ones to other tests.
    params.lastId = ids[ids.length - 1];
    for (const locale of LOCALES) {
      const blog = await (await request.get(path("blog", locale))).text();
      const prefix = locale === "es" ? "/blog/" : "/en/blog/";
      params.slug[locale] = new RegExp(`href="${prefix}([^"/?#]+)"`).exec(blog)?.[1];
    }
  } finally {
    await request.dispose();
  }
});

// The customer's cancel page opens only from the private link in their e-mail; it is checked with
// a real link in reservation-lifecycle.spec.ts.
for (const p of PUBLIC_PAGES.filter((p) => !p.es.includes(":token"))) {
  for (const locale of LOCALES) {
    test(`public page ${p.id} (${locale}) has no serious or critical accessibility violations`, async ({ page }) => {
      const values: Record<string, string> = {};
      if (p.es.includes(":id")) {
        expect(params.id, "a tyre id from the listing page").toBeTruthy();
        values.id = params.id!;
      }
      if (p.es.includes(":slug")) {
        expect(params.slug[locale], `a blog post slug from the ${locale} blog list`).toBeTruthy();
        values.slug = params.slug[locale]!;
      }
      const url = path(p.id, locale, values);
      const res = await page.goto(url);
      expect(res?.status(), `${url} answers`).toBeLessThan(400);
      expect(await seriousViolations(page), `axe on ${url}`).toEqual([]);
    });
  }
}

test("the login page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/login");
  expect(await seriousViolations(page), "axe on /login").toEqual([]);
});

// Signed in once for the whole walk: signing in before every screen cost a load of the login page,
// a password check and a load of the dashboard per screen, and signing in is the auth tests'
// subject (its page is checked above).
let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const staffTest = test.extend({
  storageState: async ({ browser, baseURL }, provide) => {
    if (!adminSession) {
      const context = await browser.newContext({ baseURL });
      try {
        await loginAsAdmin(await context.newPage());
        adminSession = await context.storageState();
      } finally {
        await context.close();
      }
    }
    await provide(adminSession);
  },
});

for (const r of STAFF_ROUTES) {
  // The CSV template is a download, not a page.
  if (!r.file.endsWith(".tsx")) continue;
  staffTest(`staff page ${r.path} has no serious or critical accessibility violations`, async ({ page }) => {
    let url: string = r.path;
    if (r.path === "/posts/:id") {
      // A demo post's editor, linked from the list.
      await page.goto("/posts");
      url = (await page.locator('a[href^="/posts/"]:not([href="/posts/new"])').first().getAttribute("href"))!;
    } else if (url.includes(":id")) {
      // An issued invoice: sell one tyre through the checkout action (the page's own cookies),
      // then open the newest invoice the list links to.
      expect(params.lastId, "a tyre id from the listing page").toBeTruthy();
      const sale = await page.request.post("/checkout", {
        headers: { Origin: baseURL },
        form: {
          customerName: "A11y Check",
          paymentMethod: "cash",
          vehicleReg: "",
          notes: "",
          lines: JSON.stringify([{ tyreId: params.lastId, quantity: 1 }]),
        },
      });
      expect(sale.status(), "a sale for the invoice page").toBeLessThan(500);
      await page.goto("/invoices");
      const links = page.locator('a[href^="/invoices/"]');
      expect(await links.count(), "an invoice linked from /invoices").toBeGreaterThan(0);
      url = (await links.first().getAttribute("href"))!;
    }
    const res = await page.goto(url);
    expect(res?.status(), `${url} answers`).toBeLessThan(400);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), `axe on ${url}`).toEqual([]);
  });
}
