// The Fitting & balancing page on a 390 px phone: the workshop's price table by rim scrolls
// sideways inside its own box, and the page itself never scrolls sideways (both languages).
import { expect, path, PHONE, shot, test } from "./fixtures";

for (const locale of ["es", "en"] as const) {
  test(`the fitting price table scrolls inside its box at 390 px (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path("fitting", locale));
    const box = page.getByTestId("service-prices-scroll");
    await expect(box).toBeVisible();
    const sizes = await box.evaluate((el) => ({
      box: el.clientWidth,
      table: el.scrollWidth,
      page: document.documentElement.scrollWidth,
      overflow: getComputedStyle(el).overflowX,
    }));
    expect(sizes.page, "the page does not scroll sideways").toBeLessThanOrEqual(PHONE.width);
    expect(sizes.box).toBeLessThanOrEqual(PHONE.width);
    expect(sizes.overflow).toBe("auto");
    // The table is wider than a phone: it scrolls in the box, and the box can be scrolled to its end.
    expect(sizes.table).toBeGreaterThan(sizes.box);
    await box.scrollIntoViewIfNeeded();
    const scrolled = await box.evaluate((el) => {
      el.scrollTo({ left: el.scrollWidth });
      return el.scrollLeft;
    });
    expect(scrolled).toBe(sizes.table - sizes.box);
    await expect(box.getByRole("columnheader").last()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await shot(page, `fitting-table/fitting-${locale}-390`, { fullPage: true });
  });
}
