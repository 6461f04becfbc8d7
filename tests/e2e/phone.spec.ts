// The customer on a phone (390x844) in both languages: nothing fixed covers a link or a form
// control, the promo popup waits for the visitor and stays off forms and the reservation pages,
// the tyre page shows its price and Reserve in the first screen, and the listing shows its count
// and first card in the first screen, with filters behind a button and sorting.
import type { Page } from "@playwright/test";
import { LOCALES } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { PHONE, expect, path, test } from "./fixtures";

test.use({ viewport: PHONE });

/**
 * Every visible link and form control of the page's main content and footer whose centre is inside
 * the window above the bottom dock, and that is not the topmost element at its centre (something
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
      if (r.width < 2 || r.height < 2 || el.closest("[hidden], template")) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y >= bottom || x < 0 || x >= window.innerWidth || bar?.contains(el)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el.contains(hit) || hit.contains(el) || el.closest("label")?.contains(hit))) {
        out.push(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}" under ${hit?.tagName}.${hit?.className}`);
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
  for (let y = 0; ; y += 350) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await coveredControls(page), `covered at scroll ${y}`).toEqual([]);
    if (y > height) break;
  }
  // At the end of the page nothing is left under the dock (the layout's bottom room).
  const under = await page.evaluate(() => {
    const dock = document.querySelector('[data-testid="bottom-dock"]')!.getBoundingClientRect();
    return [...document.querySelectorAll("main a, main button, main input, main select, footer a")]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 1 && r.bottom > dock.top && r.top < dock.bottom).length;
  });
  expect(under).toBe(0);
}

for (const locale of LOCALES) {
  test.describe(`nothing covers content (${locale})`, () => {
    test("the WhatsApp button covers no card link or form control on the listing, home and a tyre page", async ({ page }) => {
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
