// The workshop's services and what the site shows of a tyre's availability, in Chromium: a sold
// tyre's page (unavailable, with tyres of its size in stock) in both languages. Screenshots go to
// SHOTS_DIR/services when SHOTS_DIR is set.
import { formatEur } from "~/domain/money";
import { expect, loginAsAdmin, path, shot, test } from "./fixtures";

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
    // Each same-size card quotes its tyre fitted, as the listing's cards do.
    await expect(section.getByTestId("fitted-price")).toHaveCount(n);
    await expect(section.getByTestId("fitted-price").first()).toContainText(locale === "es" ? "montado" : "fitted");
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await shot(section, `services/same-size-${locale}-${w}`);
    }
    // A same-size card leads to a tyre that can be reserved.
    await section
      .getByRole("link", { name: new RegExp(size) })
      .first()
      .click();
    await expect(page.getByRole("link", { name: locale === "es" ? "Reservar este neumático" : "Reserve This Tyre" })).toBeVisible();
  });
}

const NEW_FIVE = "T0000B"; // a demo tyre with 5 in stock

/** "€1,234.50" or "1.234,50 €" -> cents. */
const cents = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, "")
      .replace(/[.,](?=\d{3}\b)/g, "")
      .replace(",", "."),
  ) * 100;

test("at the till: 2 tyres + Add fitting -> the invoice prints the tyre line, the service lines and the right totals", async ({ page }) => {
  await loginAsAdmin(page);
  await page.evaluate(() => {
    window.localStorage.removeItem("basket-storage");
    window.localStorage.removeItem("basket-services");
  });
  await page.goto(`/inventory?q=${NEW_FIVE}`);
  await page.getByRole("button", { name: `Add ${NEW_FIVE} to basket` }).click();
  await expect(page.getByText("Added to basket").first()).toBeVisible();
  await page.goto("/checkout");
  const line = page.getByTestId("cart-line").filter({ hasText: NEW_FIVE });
  await line.getByRole("button", { name: /^Increase/ }).click();
  await expect(line.getByTestId("line-quantity")).toHaveText("2");

  await page.getByRole("button", { name: "Add fitting for these tyres" }).click();
  const serviceLines = page.getByTestId("service-line");
  await expect(serviceLines).toHaveCount(3);
  await expect(serviceLines.nth(0)).toContainText(/Fitting R\d\d/);
  await expect(serviceLines.nth(0).getByTestId("service-line-quantity")).toHaveValue("2");
  // Twice adds it once.
  await page.getByRole("button", { name: "Add fitting for these tyres" }).click();
  await expect(serviceLines).toHaveCount(3);
  // A quantity of 1,000 is refused beside the field, and nothing is added.
  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Puncture repair (€15.00 a job)" });
  await page.getByLabel("Qty").fill("1000");
  await page.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByText("Quantity must be a whole number from 1 to 999")).toBeVisible();
  await expect(serviceLines).toHaveCount(3);
  // A service line's quantity is edited in the basket: a third valve (+), a bad number is refused beside it.
  const valve = serviceLines.nth(2);
  const valveBefore = cents((await page.getByTestId("services-total").textContent())!);
  await valve.getByRole("button", { name: /^Increase quantity/ }).click();
  await expect(valve.getByTestId("service-line-quantity")).toHaveValue("3");
  const valveUnit = cents((await page.getByTestId("services-total").textContent())!) - valveBefore;
  expect(valveUnit).toBeGreaterThan(0);
  await valve.getByTestId("service-line-quantity").fill("0");
  await expect(valve.getByText("Quantity must be a whole number from 1 to 999")).toBeVisible();
  await valve.getByTestId("service-line-quantity").fill("3");
  await expect(valve.getByText("Quantity must be a whole number from 1 to 999")).toHaveCount(0);

  const tyresTotal = cents((await page.getByTestId("cart-total").textContent())!);
  const servicesTotal = cents((await page.getByTestId("services-total").textContent())!);
  expect(servicesTotal).toBeGreaterThan(0);
  await shot(page, "services/checkout-page-1280", { fullPage: true });
  await shot(page.getByTestId("checkout-services"), "services/checkout-services-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page.getByTestId("checkout-services"), "services/checkout-services-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel(/Customer Name/).fill("Lucía Martín");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  const dialog = page.getByRole("dialog");
  const number = (await dialog.getByTestId("invoice-number").textContent())!.trim();
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await expect(dialog.getByTestId("invoice-line")).toHaveCount(1);
  await expect(dialog.getByTestId("invoice-service-line")).toHaveCount(3);
  await expect(dialog.getByTestId("invoice-service-line").nth(0)).toContainText(/Montaje R\d\d \/ Fitting R\d\d/);
  await expect(dialog.getByTestId("invoice-service-line").nth(2).locator('[data-label="Cant. / Qty"]')).toHaveText("3");
  expect(cents((await dialog.getByTestId("invoice-services-total").textContent())!)).toBe(servicesTotal);
  expect(cents((await dialog.getByTestId("invoice-grand-total").textContent())!)).toBe(tyresTotal + servicesTotal);
  await shot(dialog, "services/invoice-services-1280");
  // The basket and its services are cleared.
  await page.keyboard.press("Escape");
  await expect(page.getByText("Your basket is empty")).toBeVisible();
  await expect(page.getByTestId("service-line")).toHaveCount(0);

  // A fitting refunded: the return form on this sale's invoice page lists the service lines (found
  // by its number: other files sell to the same name on this server).
  await page.goto(`/invoices?q=${encodeURIComponent("Lucía Martín")}`);
  const invoiceHref = await page.getByRole("link", { name: `View invoice ${number}` }).getAttribute("href");
  await page.goto(invoiceHref!);
  const form = page.locator("#record-return");
  await expect(form.getByRole("group", { name: "Services refunded" })).toBeVisible();
  await form.getByLabel(/^Valve|^New valve/).fill("1");
  for (const w of [390, 1280]) {
    await page.setViewportSize({ width: w, height: 844 });
    await shot(form, `services/return-form-services-${w}`);
  }
  await form.getByLabel(/^Reason/).fill("Valve not fitted");
  await form.getByRole("button", { name: /Record return/ }).click();
  // The refund is confirmed before the invoice is issued: one valve, 2.00.
  await expect(page.getByTestId("return-refund")).toContainText("€2.00 is refunded by");
  await page.getByTestId("return-confirm").click();
  await expect(page.getByText(/rectifying invoice R\d{4}-\d{6} issued/)).toBeVisible();
  const rect = page.getByTestId("invoice-service-line");
  await expect(rect).toHaveCount(1);
  await expect(rect.locator('[data-label="Cant. / Qty"]')).toHaveText("-1");
  await shot(page, "services/rectifying-service-1280", { fullPage: true });
});

test("the owner sets the R16 fitting package; an R16 tyre's page shows the price fitted in Spanish and English", async ({
  page,
  request,
}) => {
  await loginAsAdmin(page);
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: "Services" })).toBeVisible();
  const fitting = page.getByTestId("service-MONTAJE");
  await fitting.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog");
  // Bad input first: a zero price beside its field, nothing saved.
  await dialog.getByLabel("R16", { exact: true }).fill("0");
  await dialog.getByRole("button", { name: "Save service" }).click();
  await expect(dialog.getByText("Enter a price above 0, like 12.50")).toBeVisible();
  await dialog.getByLabel("R16", { exact: true }).fill("13.00");
  await dialog.getByRole("button", { name: "Save service" }).click();
  await expect(page.getByText("Saved Fitting")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Fitting 13.00 + balancing 5.60 + valve 2.00.
  await expect(page.getByTestId("package-by-rim").getByText("€20.60")).toBeVisible();
  await shot(page, "services/services-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "services/services-390", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const listing = await (await request.get(path("listing", "en", {}, "rim=16"))).text();
  const id = /\/en\/tyre\/(T[0-9A-Z]{5,})/.exec(listing)![1]!;
  for (const [locale, word] of [
    ["es", "montado"],
    ["en", "fitted"],
  ] as const) {
    await page.goto(path("tyre", locale, { id }));
    const unit = cents((await page.getByTestId("unit-price").textContent())!);
    const feeText = (await page.getByText(/^(Más|Plus) .* (por neumático|per tyre)\. (IVA incluido|VAT included)\.$/).textContent())!;
    const fee = cents(/(\d+[.,]\d\d)/.exec(feeText)![1]!);
    const box = page.getByTestId("fitted-price");
    await expect(box).toContainText(`${formatEur(unit + fee + 2060, locale)} ${word}`);
    await expect(box).toContainText(locale === "es" ? "montaje, equilibrado y válvula nueva" : "fitting, balancing and new valve");
    await shot(page, `services/tyre-fitted-${locale}-1280`, { fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path("listing", "es", {}, "llanta=16"));
  await expect(page.getByTestId("fitted-price").first()).toContainText("montado");
  await shot(page, "services/listing-fitted-390");
  await page.goto(path("tyre", "es", { id }));
  await shot(page, "services/tyre-fitted-es-390", { fullPage: true });
  await page.goto(path("tyre", "en", { id: SOLD }));
  await shot(page, "services/tyre-sold-en-390", { fullPage: true });
  await page.goto("/checkout");
  await shot(page, "services/checkout-empty-390", { fullPage: true });
  // The Fitting & balancing page keeps its content and adds the price table from the catalogue.
  for (const [locale, title, pkg] of [
    ["es", "Precios del taller", "20,60 €"],
    ["en", "Workshop prices", "€20.60"],
  ] as const) {
    await page.goto(path("fitting", locale));
    const table = page.getByTestId("service-prices");
    await expect(table.getByRole("heading", { name: title })).toBeVisible();
    await expect(table.getByRole("row", { name: /^R16/ })).toContainText(pkg);
    await shot(page, `services/fitting-${locale}-390`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path("fitting", "en"));
  await shot(page, "services/fitting-en-1280", { fullPage: true });
  await page.goto(path("listing", "en", {}, "rim=16"));
  await shot(page, "services/listing-fitted-1280");
  await page.goto(path("tyre", "es", { id: SOLD }));
  await shot(page, "services/tyre-sold-es-1280", { fullPage: true });
});
