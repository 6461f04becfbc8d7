// The workshop's services and what the site shows of a tyre's availability, in Chromium: a sold
// tyre's page (unavailable, with tyres of its size in stock) in both languages.
import { expect, path, test } from "./fixtures";

const SOLD = "T0000E"; // a demo tyre sold out (quantity 0)

for (const [locale, unavailable, sameSize] of [
  ["es", "Actualmente No Disponible", "Misma medida disponible"],
  ["en", "Currently Unavailable", "Same size in stock"],
] as const) {
  test(`a sold tyre's page answers 200 with the disabled button and same-size tyres in stock (${locale})`, async ({ page }) => {
    const res = await page.goto(path("tyre", locale, { id: SOLD }));
    expect(res!.status()).toBe(200);
    await expect(page.getByRole("button", { name: unavailable })).toBeDisabled();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      offers: { availability: string };
    };
    expect(ld.offers.availability).toBe("https://schema.org/SoldOut");
    const size = (await page.getByTestId("tyre-size-label").textContent())!.trim();
    const section = page.getByRole("region", { name: sameSize });
    await expect(section).toBeVisible();
    const cards = section.getByTestId("tyre-size");
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(4);
    for (const card of await cards.all()) await expect(card).toContainText(size);
    // A same-size card leads to a tyre that can be reserved.
    await section
      .getByRole("link", { name: new RegExp(size) })
      .first()
      .click();
    await expect(page.getByRole("link", { name: locale === "es" ? "Reservar este neumático" : "Reserve This Tyre" })).toBeVisible();
  });
}
