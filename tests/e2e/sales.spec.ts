// Sales journey: inventory -> basket -> checkout -> complete sale -> invoice dialog -> invoices
// list -> printable invoice on one A4 page. Tyres come from the deterministic demo stock; they
// are added through the inventory page, or (while that page lacks the button) written into the
// basket in localStorage exactly as the basket store would.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { demoBasketTyre, DESKTOP, expect, loginAsAdmin, PHONE, seedBasket, shot, test } from "./fixtures";

// Demo tyres towards the end of the first page, so other journeys are unlikely to touch them.
const NEW_FIVE = "T0000B"; // Goodyear, new, 5 in stock, 95.00
const PART_WORN = "T0000C"; // Michelin CrossClimate 2, part-worn, 3 in stock, 45.00
const SOLD = "T0000E"; // sold, quantity 0

/** Adds one of each tyre through the inventory page (searching its stock code), else seeds the basket. */
async function addToBasket(page: Page, ids: string[]) {
  await page.goto(`/inventory?q=${ids[0]}`);
  const viaInventory = await page
    .getByRole("button", { name: `Add ${ids[0]} to basket` })
    .waitFor({ state: "visible", timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (viaInventory) {
    for (const [i, id] of ids.entries()) {
      if (i > 0) await page.goto(`/inventory?q=${id}`);
      await page.getByRole("button", { name: `Add ${id} to basket` }).click();
      await expect(page.getByText("Added to basket").first()).toBeVisible();
    }
    await expect(page.getByTestId("cart-count")).toHaveText(String(ids.length));
  } else {
    await seedBasket(
      page,
      ids.map((id) => ({ tyre: demoBasketTyre(id), quantity: 1 })),
    );
    await page.reload(); // the store hears other tabs' writes, not a script's in this one
  }
  return viaInventory;
}

/** The page printed to a PDF (kept in the test's own output folder), and how many pages it has. */
async function pdfPages(page: Page, file: string) {
  const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  fs.writeFileSync(file, pdf);
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

test("an empty basket offers to browse the inventory", async ({ page }) => {
  await loginAsAdmin(page);
  await page.evaluate(() => window.localStorage.removeItem("basket-storage"));
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Review and complete your order")).toBeVisible();
  await expect(page.getByText("Your basket is empty")).toBeVisible();
  await page.getByRole("link", { name: "Browse Inventory" }).click();
  await expect(page).toHaveURL(/\/inventory$/);
});

test("a sale from the basket issues a numbered invoice, clears the basket and prints on one A4 page", async ({ page }) => {
  await loginAsAdmin(page);
  const viaInventory = await addToBasket(page, [NEW_FIVE, PART_WORN]);
  test.info().annotations.push({ type: "basket", description: viaInventory ? "added on the inventory page" : "seeded in localStorage" });
  console.log(`basket: ${viaInventory ? "added on the inventory page" : "seeded in localStorage"}`);
  await page.getByRole("link", { name: /^Cart: 2 items/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  const gy = lines.filter({ hasText: NEW_FIVE });
  // Minus disabled at 1; plus raises up to stock.
  await expect(gy.getByRole("button", { name: /^Decrease/ })).toBeDisabled();
  await gy.getByRole("button", { name: /^Increase/ }).click();
  await expect(gy.getByTestId("line-quantity")).toHaveText("2");
  await expect(gy.getByRole("button", { name: /^Decrease/ })).toBeEnabled();
  // 2 x 95.00 + 1 x 45.00 = 235.00; disposal 3 x 2.40 = 7.20
  await expect(page.getByTestId("cart-subtotal")).toHaveText("€235.00");
  await expect(page.getByTestId("cart-disposal")).toHaveText("€7.20");
  await expect(page.getByTestId("cart-total")).toHaveText("€242.20");

  // The basket survives a reload.
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);

  const complete = page.getByRole("button", { name: "Complete Sale" });
  await expect(complete).toBeDisabled();
  await expect(page.getByText("Please enter customer name")).toBeVisible();
  // What to charge sits beside the button and on it: the sale's total (no deposit here).
  await expect(page.getByTestId("charge-total")).toHaveText("€242.20");
  await expect(complete).toHaveText("Complete Sale · €242.20");
  // The payment method is three buttons, cash chosen.
  const payment = page.getByRole("group", { name: "Payment Method" });
  await expect(payment.getByRole("radio")).toHaveCount(3);
  await expect(payment.getByRole("radio", { name: "Cash" })).toBeChecked();

  await page.getByLabel(/Customer Name/).fill("María Fernández");
  await page.getByLabel("Vehicle Registration").fill("1234 BCD");
  await payment.getByText("Card", { exact: true }).click();
  await expect(payment.getByRole("radio", { name: "Card" })).toBeChecked();
  await page.getByLabel("Notes").fill("Fitted and balanced");
  await shot(page, "sales/checkout-1280", { fullPage: true });
  await complete.click();

  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Factura simplificada")).toBeVisible();
  const number = (await dialog.getByTestId("invoice-number").textContent())!.trim();
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await expect(dialog.getByText("María Fernández")).toBeVisible();
  await expect(dialog.getByText("1234 BCD")).toBeVisible();
  await expect(dialog.getByText("Tarjeta / Card")).toBeVisible();
  await expect(dialog.getByTestId("invoice-grand-total")).toHaveText("242,20 €");
  // IVA derived from the total: base = round(242.20 / 1.21) = 200.17, IVA = 42.03
  await expect(dialog.getByTestId("invoice-vat")).toHaveText("42,03 €");
  await expect(dialog.getByTestId("sold-as-seen")).toBeVisible();
  await expect(dialog.getByText("¡Gracias por su compra!", { exact: false })).toBeVisible();
  await shot(dialog, "sales/invoice-dialog-1280");

  // Only the invoice prints, on one A4 page.
  await page.emulateMedia({ media: "print" });
  await shot(page, "sales/invoice-dialog-print", { fullPage: true });
  expect(await pdfPages(page, test.info().outputPath("invoice-dialog.pdf"))).toBe(1);
  await page.emulateMedia({ media: "screen" });

  await dialog.getByRole("button", { name: "Close" }).click();
  // Basket and form cleared, payment method back to cash.
  await expect(page.getByText("Your basket is empty")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("basket-storage") ?? "null"))).toEqual({
    state: { items: [] },
    version: 0,
  });

  // The invoices list shows it first; View opens the same invoice.
  await page.getByRole("link", { name: "Invoices" }).first().click();
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(page.getByText("View all sales and invoices")).toBeVisible();
  const row = page.getByTestId("invoice-row").first();
  await expect(row).toContainText(number);
  await expect(row).toContainText("María Fernández");
  await expect(row).toContainText("Card");
  await expect(row).toContainText("€242.20");
  await shot(page, "sales/invoices-1280", { fullPage: true });
  await row.getByRole("link", { name: `View invoice ${number}` }).click();
  await expect(page.getByRole("dialog").getByTestId("invoice-number")).toHaveText(number);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  // The printable page.
  const href = await row.getByRole("link", { name: `View invoice ${number}` }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByTestId("invoice-number")).toHaveText(number);
  await shot(page, "sales/invoice-page-1280", { fullPage: true });
  await page.emulateMedia({ media: "print" });
  await shot(page, "sales/invoice-page-print", { fullPage: true });
  expect(await pdfPages(page, test.info().outputPath("invoice-page.pdf"))).toBe(1);
  await page.emulateMedia({ media: "screen" });

  await page.setViewportSize(PHONE);
  // On a phone the lines are cards: nothing scrolls sideways, and each figure keeps its label.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const line of await page.getByTestId("invoice-line").all()) {
    expect((await line.boundingBox())!.x + (await line.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  }
  await expect(page.getByTestId("invoice-line").first().locator('[data-label="NFU / Disposal"]')).toBeVisible();
  await shot(page, "sales/invoice-page-390", { fullPage: true });
  await page.goto("/invoices");
  await shot(page, "sales/invoices-390", { fullPage: true });
  await page.setViewportSize(DESKTOP);
});

test("a tyre that is no longer available is refused by name and nothing changes", async ({ page }) => {
  await loginAsAdmin(page);
  // A stale basket: the tyre was sold since it was added.
  await seedBasket(page, [{ tyre: { ...demoBasketTyre(SOLD), quantity: 2 }, quantity: 1 }]);
  await page.goto("/invoices");
  const before = await page.getByTestId("invoice-row").count();
  await page.goto("/checkout");
  await page.setViewportSize(PHONE);
  await page.getByLabel(/Customer Name/).fill("Late Buyer");
  await shot(page, "sales/checkout-390", { fullPage: true });
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText(new RegExp(`^Failed to complete sale: .*\\(${SOLD}\\) is no longer available`))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByLabel(/Customer Name/)).toHaveValue("Late Buyer");
  await page.goto("/invoices");
  await expect(page.getByTestId("invoice-row")).toHaveCount(before);
  await page.setViewportSize(DESKTOP);
});

test("anonymous requests can neither sell nor read invoices", async ({ page, request, baseURL }) => {
  const form = { customerName: "Intruder", paymentMethod: "cash", lines: JSON.stringify([{ tyreId: NEW_FIVE, quantity: 1 }]) };
  const anon = await request.post("/checkout", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(anon.status()).toBe(401);
  const list = await request.get("/invoices", { maxRedirects: 0 });
  expect(list.status()).toBe(302);
  expect(list.headers().location).toMatch(/^\/login\?redirectTo=%2Finvoices/);
  const one = await request.get("/invoices/1", { maxRedirects: 0 });
  expect(one.status()).toBe(302);

  await loginAsAdmin(page);
  await page.goto("/invoices");
  await expect(page.getByText("Intruder")).toHaveCount(0);
});
