// The customer on a phone (390x844) in both languages: nothing fixed covers a link or a form
// control, the promo popup waits for the visitor and stays off forms and the reservation pages,
// the tyre page shows its price and Reserve in the first screen, and the listing shows its count
// and first card in the first screen, with filters behind a button and sorting.
import type { Page } from "@playwright/test";
import { LOCALES } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { PHONE, expect, path, test } from "./fixtures";

test.use({ viewport: PHONE });

/**
 * Every visible link and form control of the page's main content and footer with a point inside
 * the window above the bottom dock where it is not the topmost element (something
 * covers it), at the current scroll position. Also the WhatsApp button's box, to check it lies in
 * the dock.
 */
async function coveredControls(page: Page) {
  return page.evaluate(() => {
    // The bottom of the window belongs to the dock, and on a tyre page to the bar above it.
    const dock = document.querySelector('[data-testid="bottom-dock"]')!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="buy-bar"]');
    const barTop = bar && getComputedStyle(bar).visibility === "visible" ? bar.getBoundingClientRect().top : Infinity;
    const bottom = Math.min(dock.top, barTop);
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "main a, main button, main input, main select, main textarea, main summary, footer a",
    )) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // The centre and four points just inside the corners: a button over a link's corner counts.
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 3, r.top + 3],
        [r.right - 3, r.top + 3],
        [r.left + 3, r.bottom - 3],
        [r.right - 3, r.bottom - 3],
      ];
      if (bar?.contains(el)) continue;
      for (const [x, y] of points as [number, number][]) {
        // A pixel of margin: box edges are fractional, hit testing is not.
        if (y < 1 || y >= bottom - 1 || x < 0 || x >= window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(el.contains(hit) || hit.contains(el) || el.closest("label")?.contains(hit))) {
          out.push(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}" under ${hit?.tagName}.${hit?.className}`);
          break;
        }
      }
    }
    return out;
  });
}

async function checkNothingCovered(page: Page) {
  const wa = (await page.getByTestId("whatsapp-float").boundingBox())!;
  const dock = (await page.getByTestId("bottom-dock").boundingBox())!;
  // The WhatsApp button lies in the dock, the strip the layout keeps free at the bottom.
  expect(wa.y).toBeGreaterThanOrEqual(dock.y);
  expect(wa.y + wa.height).toBeLessThanOrEqual(dock.y + dock.height + 0.5);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; ; y += 175) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await coveredControls(page), `covered at scroll ${y}`).toEqual([]);
    if (y > height) break;
  }
  // At the end of the page nothing is left under the dock (the layout's bottom room).
  const under = await page.evaluate(() => {
    const dock = document.querySelector('[data-testid="bottom-dock"]')!.getBoundingClientRect();
    return [...document.querySelectorAll("main a, main button, main input, main select, footer a")]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }))
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 1 && r.bottom > dock.top && r.top < dock.bottom).length;
  });
  expect(under).toBe(0);
}

for (const locale of LOCALES) {
  test.describe(`nothing covers content (${locale})`, () => {
    test("the WhatsApp button covers no card link or form control on the listing, home and a tyre page", async ({ page }) => {
      // The one-time promo popup opens 8 s after the visitor first scrolls, over the page on
      // purpose (it has its own test below); scrolling a long listing step by step on a slow
      // machine takes longer than that, so the visitor here has seen it already.
      await page.addInitScript(() => localStorage.setItem("ecoPopupSeen", "true"));
      for (const url of [path("listing", locale), path("home", locale), path("tyre", locale, { id: "T00001" })]) {
        await page.goto(url);
        await checkNothingCovered(page);
      }
      // With the banner closed the button stays in the dock.
      await page.goto(path("listing", locale));
      await page.getByTestId("promo-banner").getByRole("button").click();
      await expect(page.getByTestId("promo-banner")).toHaveCount(0);
      await checkNothingCovered(page);
    });
  });
}

test.describe("the promo popup waits for the visitor", () => {
  test("not before an interaction, not over a form being filled, not on the reservation page", async ({ page }) => {
    await page.clock.install();
    const popup = page.getByTestId("promo-popup");
    await page.goto(path("home", "es"));
    await expect(page.locator('[data-testid="promo-banner"][data-live="true"]')).toHaveCount(1);
    await page.clock.fastForward(30_000);
    await expect(popup).toBeHidden();
    // The visitor starts filling the size search: the popup stays away on this page.
    await page.locator('input[name="ancho"]').first().fill("205");
    await page.clock.fastForward(30_000);
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("ecoPopupSeen"))).toBeNull();
    // The reservation page renders no popup at all.
    await page.goto(path("reserve", "es", { id: "T00001" }));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup).toHaveCount(0);
    await page.keyboard.press("Shift");
    await page.clock.fastForward(30_000);
    await expect(popup).toHaveCount(0);
    // Another page, touched but with no form filled: it shows once.
    await page.goto(path("about", "en"));
    await expect(page.locator('[data-testid="promo-banner"][data-live="true"]')).toHaveCount(1);
    await page.mouse.wheel(0, 200);
    await page.clock.fastForward(9000);
    await expect(popup).toBeVisible();
  });
});

/** Whether an element lies wholly inside the first screen, above the bottom dock. */
async function inFirstScreen(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).first().boundingBox())!;
  const dock = (await page.getByTestId("bottom-dock").boundingBox())!;
  return box.y >= 0 && box.y + box.height <= dock.y;
}

for (const locale of LOCALES) {
  test.describe(`tyre page on a phone (${locale})`, () => {
    test("price, availability and Reserve are in the first screen; a bottom bar keeps them when scrolled", async ({ page }) => {
      const m = messages(locale);
      await page.goto(path("tyre", locale, { id: "T00001" }));
      const reserve = page.getByTestId("buy-box").getByRole("link", { name: m.tyreDetail.reserve });
      await expect(reserve).toBeVisible();
      expect(await inFirstScreen(page, "unit-price")).toBe(true);
      expect(await inFirstScreen(page, "availability")).toBe(true);
      const box = (await reserve.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height - 56);
      // The bar is not there at the top (the buy box is), and rises once the page is scrolled.
      const bar = page.getByTestId("buy-bar");
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(bar).toBeVisible();
      const barBox = (await bar.boundingBox())!;
      const dock = (await page.getByTestId("bottom-dock").boundingBox())!;
      expect(Math.abs(barBox.y + barBox.height - dock.y)).toBeLessThan(2);
      await expect(bar).toContainText(/\d+,\d\d\s€|€\d+\.\d\d/);
      await bar.getByRole("link", { name: m.tyreDetail.reserve }).click();
      await expect(page).toHaveURL(path("reserve", locale, { id: "T00001" }));
    });
  });
}

/** The unit prices of the listing's cards, in cents, in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator("[data-results] li p.text-2xl").allTextContents();
  return texts.map((t) =>
    Number(
      t
        .replace(/[^\d,.]/g, "")
        .replace(/[.,](\d\d)$/, "|$1")
        .replace(/[.,]/g, "")
        .replace("|", ""),
    ),
  );
}

const SORT = {
  es: { name: "orden", asc: "precio-asc", desc: "precio-desc" },
  en: { name: "sort", asc: "price-asc", desc: "price-desc" },
} as const;

for (const locale of LOCALES) {
  test.describe(`listing on a phone (${locale})`, () => {
    test("the count and the first card are in the first screen; the filters wait behind 'Filters (n)'", async ({ page }) => {
      const m = messages(locale);
      await page.goto(path("listing", locale));
      expect(await inFirstScreen(page, "result-count")).toBe(true);
      const firstCard = page.locator("[data-results] li").first();
      const box = (await firstCard.boundingBox())!;
      const dock = (await page.getByTestId("bottom-dock").boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      // The card's top with its name and price: its link to the details is on the first screen.
      const view = firstCard.getByRole("link", { name: new RegExp(m.tyreCard.view) });
      const viewBox = (await view.boundingBox())!;
      expect(viewBox.y + viewBox.height).toBeLessThanOrEqual(dock.y);
      const filters = page.getByRole("form", { name: m.listing.filtersTitle });
      await expect(filters).toBeHidden();
      await page.getByText(m.listing.filtersButton(0)).click();
      await expect(filters).toBeVisible();
      await expect(filters.getByLabel(m.listing.width)).toBeVisible();
      // A filter in the URL is counted on the button.
      await page.goto(path("listing", locale, {}, locale === "es" ? "ancho=205&llanta=16" : "width=205&rim=16"));
      await expect(page.getByText(m.listing.filtersButton(2))).toBeVisible();
      // Cards carry the comparison data: part-worn tread, new tyres' EU label letters.
      await page.goto(path("listing", locale));
      await expect(page.getByTestId("card-facts").first()).toBeVisible();
      await expect(
        page
          .getByTestId("card-facts")
          .filter({ hasText: m.tyreCard.tread("").replace(" mm", "") })
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId("card-eu-label").first()).toContainText(m.tyreCard.euShort);
    });

    test("sorting by price orders the cards, keeps the filters, survives the language switch and unknown values", async ({ page }) => {
      const m = messages(locale);
      const s = SORT[locale];
      await page.goto(path("listing", locale));
      await page.getByTestId("listing-sort").selectOption(s.asc);
      await expect(page).toHaveURL(new RegExp(`\\?${s.name}=${s.asc}$`));
      const asc = await cardPrices(page);
      expect(asc.length).toBeGreaterThan(5);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      // The next page goes on from there.
      await page.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(new RegExp(`${s.name}=${s.asc}`));
      const next = await cardPrices(page);
      expect(next[0]).toBeGreaterThanOrEqual(asc[asc.length - 1]!);
      await page.goto(path("listing", locale, {}, `${s.name}=${s.desc}`));
      const desc = await cardPrices(page);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      expect(desc[0]).toBeGreaterThanOrEqual(asc[asc.length - 1]!);
      // Many pages of results: the order is in the canonical URL.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`\\?${s.name}=${s.desc}$`));
      // The switcher keeps the order, in the other language's words.
      await page.getByRole("link", { name: m.nav.switchLanguage }).click();
      const other = SORT[locale === "es" ? "en" : "es"];
      await expect(page).toHaveURL(new RegExp(`\\?${other.name}=${other.desc}$`));
      expect(await cardPrices(page)).toEqual(desc);
      // One page of results: the order changes nothing a search engine cares for, so no canonical query.
      const few = locale === "es" ? "ancho=205&perfil=55&llanta=16" : "width=205&aspect=55&rim=16";
      await page.goto(path("listing", locale, {}, `${few}&${s.name}=${s.asc}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`\\?${few}$`));
      // An unknown value is the default order, not an error.
      const res = await page.goto(path("listing", locale, {}, `${s.name}=cheapest-please`));
      expect(res!.status()).toBe(200);
      await expect(page.getByTestId("listing-sort")).toHaveValue("");
    });
  });
}

test.describe("listing on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters open from their button and sorting works with the Sort button", async ({ page }) => {
    const m = messages("en");
    await page.goto(path("listing", "en"));
    const filters = page.getByRole("form", { name: m.listing.filtersTitle });
    await expect(filters).toBeHidden();
    await page.getByText(m.listing.filtersButton(0)).click();
    await expect(filters).toBeVisible();
    await page.getByTestId("listing-sort").selectOption("price-desc");
    await page.getByRole("button", { name: m.listing.sortApply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=price-desc$/);
    const desc = await cardPrices(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });
});
