// Accessibility: axe-core in the browser on every public page in both languages (walked from the
// path table, with a real tyre id and real blog slugs) and on every staff page (from the route
// configuration), signed in as an admin. No serious or critical violation is allowed; the
// failure message lists each one with the elements it was found on.
import type { BrowserContext, Page } from "@playwright/test";
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
    const url = await staffPageUrl(page, r.path);
    const res = await page.goto(url);
    expect(res?.status(), `${url} answers`).toBeLessThan(400);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), `axe on ${url}`).toEqual([]);
  });
}

/** A real page for a staff path with parameters (a record the demo shop has, or one made here). */
async function staffPageUrl(page: Page, routePath: string): Promise<string> {
  const firstLink = async (list: string, selector: string) => {
    await page.goto(list);
    const links = page.locator(selector);
    expect(await links.count(), `a link ${selector} on ${list}`).toBeGreaterThan(0);
    return (await links.first().getAttribute("href"))!;
  };
  switch (routePath) {
    case "/posts/:id":
      // A demo post's editor, linked from the list.
      return firstLink("/posts", 'a[href^="/posts/"]:not([href="/posts/new"])');
    case "/inventory/:id/label":
      expect(params.lastId, "a tyre id from the listing page").toBeTruthy();
      return `/inventory/${params.lastId}/label`;
    case "/customers/:id":
      return firstLink("/customers", '[data-testid="customer-card"]');
    case "/quotes/:id":
    case "/quotes/:id/edit": {
      // A quote made through the editor's form (the page's own cookies), opened from the list.
      const made = await page.request.post("/quotes/new", {
        headers: { Origin: baseURL },
        form: {
          customerName: "A11y Quote",
          phone: "600 000 001",
          validDays: "15",
          lines: JSON.stringify([{ kind: "order", description: "Michelin 205/55 R16", quantity: 1, unitCents: 9000 }]),
        },
      });
      expect(made.status(), "a quote for the quote pages").toBeLessThan(400);
      const quote = await firstLink("/quotes", '[data-testid="quote-card"]');
      return routePath.endsWith("/edit") ? `${quote}/edit` : quote;
    }
    case "/end-of-day/z/:day/:revision": {
      // A closed day's Z: a past day closed here (nobody else's test closes that far back).
      const day = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
      const closed = await page.request.post(`/end-of-day?day=${day}`, {
        headers: { Origin: baseURL },
        form: { intent: "close", day, openingFloat: "0", countedCash: "0", cardTerminal: "", notes: "Accessibility walk" },
      });
      expect(closed.status(), "a closed day for its Z").toBeLessThan(500);
      return firstLink(`/end-of-day?day=${day}`, 'a[href^="/end-of-day/z/"]');
    }
    case "/invoices/:id": {
      // An issued invoice: sell one tyre through the checkout action, then open the newest invoice.
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
      return firstLink("/invoices", 'a[href^="/invoices/"]');
    }
    default:
      expect(routePath, "a staff page with parameters this walk knows how to open").not.toContain(":");
      return routePath;
  }
}
