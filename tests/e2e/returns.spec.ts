// Returns journey: a sale, a partial return from the invoice screen (refused first: no reason,
// more than sold), the rectifying invoice shown and printed with its QR, the original marked
// "Rectified by"; and a full invoice for a business customer (a bad NIF refused first).
import fs from "node:fs";
import { invoiceYear } from "~/domain/invoice";
import { demoBasketTyre, DESKTOP, expect, loginAsAdmin, PHONE, seedBasket, shot, test } from "./fixtures";

const YOKOHAMA = "T0000G"; // new, 5 in stock, 90.00
const FIREFOX = "T0000D"; // Firestone, new, 2 in stock, 80.00
const BUSINESS = "T0000S"; // Firestone, new, 6 in stock, 90.00

test("a partial return from the invoice screen issues a rectifying invoice that prints with its QR", async ({ page }) => {
  await loginAsAdmin(page);
  await seedBasket(page, [
    { tyre: demoBasketTyre(YOKOHAMA), quantity: 2 },
    { tyre: demoBasketTyre(FIREFOX), quantity: 1 },
  ]);
  await page.goto("/checkout");
  await page.getByLabel(/Customer Name/).fill("Lucía Ortega");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  const dialog = page.getByRole("dialog");
  const number = (await dialog.getByTestId("invoice-number").textContent())!.trim();
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/invoices");
  const href = await page.getByRole("link", { name: `View invoice ${number}` }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByTestId("invoice-number")).toHaveText(number);
  const form = page.getByRole("region", { name: "Record a return" });
  await expect(form).toBeVisible();
  await shot(page, "returns/invoice-return-form-1280", { fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "returns/invoice-return-form-390", { fullPage: true });
  await page.setViewportSize(DESKTOP);

  const yokohamaQty = form.getByRole("spinbutton").first();
  // No reason, and more than sold: field messages, nothing recorded.
  await yokohamaQty.fill("3");
  await form.getByRole("button", { name: /Record return/ }).click();
  await expect(form.getByText("Please give the reason for the return")).toBeVisible();
  await form.getByLabel(/Reason/).fill("Customer ordered the wrong size");
  await form.getByRole("button", { name: /Record return/ }).click();
  await expect(form.getByText("Only 2 of this line can be returned (2 sold)")).toBeVisible();
  await expect(page).toHaveURL(href!);

  // One of the two Yokohamas comes back, refunded in cash, back on sale (the reason is no defect).
  await yokohamaQty.fill("1");
  await form.getByLabel("Money returned by").selectOption("cash");
  const resale = form.getByRole("group", { name: "Can they be sold again?" });
  await expect(resale.getByRole("radio", { name: "Yes: back in stock" })).toBeChecked();
  await form.getByRole("button", { name: /Record return/ }).click();
  // Nothing is issued before the refund is confirmed; going back issues nothing.
  const refund = page.getByTestId("return-refund");
  await expect(refund).toHaveText("€92.40 is refunded by cash. A rectifying invoice cannot be undone.");
  await shot(page, "returns/return-confirm-1280");
  await page.getByRole("alertdialog").getByRole("button", { name: "Back" }).click();
  await expect(refund).toHaveCount(0);
  await expect(page).toHaveURL(href!);
  await form.getByRole("button", { name: /Record return/ }).click();
  await page.getByTestId("return-confirm").click();
  // Series R of this year; which number depends on the returns other files recorded on this server.
  const recorded = page.getByText(/Return recorded: rectifying invoice R\d{4}-\d{6} issued/);
  await expect(recorded).toBeVisible();
  const rNumber = new RegExp(`rectifying invoice (R${invoiceYear(new Date())}-\\d{6}) issued`).exec((await recorded.textContent())!)?.[1];
  expect(rNumber, "the rectifying invoice's number in series R of this year").toBeTruthy();
  await expect(page.getByTestId("invoice-number")).toHaveText(rNumber!);
  await expect(page).not.toHaveURL(href!);
  await expect(page.getByTestId("invoice-title")).toContainText("Factura rectificativa");
  const rectifies = page.getByTestId("invoice-rectifies");
  await expect(rectifies).toContainText(number);
  await expect(rectifies).toContainText("Customer ordered the wrong size");
  await expect(page.getByTestId("invoice-line")).toHaveCount(1);
  await expect(page.getByTestId("invoice-line").first()).toContainText("-1");
  // -(90.00 + 2.40) = -92.40; base -76.36, IVA -16.04
  await expect(page.getByTestId("invoice-grand-total")).toHaveText("-92,40 €");
  await expect(page.getByTestId("invoice-vat")).toHaveText("-16,04 €");
  await expect(page.getByText("Efectivo / Cash")).toBeVisible();
  const qr = page.getByTestId("verifactu-slot").locator("svg");
  await expect(qr).toBeVisible();
  await expect(page.getByTestId("verifactu-slot")).toContainText("VERI*FACTU");
  // Nothing more to return from a rectifying invoice.
  await expect(page.getByRole("region", { name: "Record a return" })).toHaveCount(0);
  await shot(page, "returns/rectifying-1280", { fullPage: true });
  await page.emulateMedia({ media: "print" });
  await shot(page, "returns/rectifying-print", { fullPage: true });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(qr).toBeVisible();
  // On paper the QR is 30-40 mm, at the top of the invoice, with the legend beside it.
  const mm = (px: number) => (px * 25.4) / 96;
  const qrBox = (await page.getByTestId("verifactu-qr").boundingBox())!;
  const docBox = (await page.getByTestId("invoice-document").boundingBox())!;
  const legendBox = (await page.getByTestId("verifactu-slot").getByText("VERI*FACTU", { exact: true }).boundingBox())!;
  expect(mm(qrBox.width)).toBeGreaterThanOrEqual(30);
  expect(mm(qrBox.width)).toBeLessThanOrEqual(40);
  expect(mm(qrBox.height)).toBeGreaterThanOrEqual(30);
  expect(mm(qrBox.height)).toBeLessThanOrEqual(40);
  expect(mm(qrBox.y - docBox.y)).toBeLessThan(5);
  expect(legendBox.x).toBeGreaterThan(qrBox.x + qrBox.width);
  expect(legendBox.y).toBeLessThan(qrBox.y + qrBox.height);
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "returns/rectifying-390", { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // The original is unchanged and links to its rectifying invoice; one Yokohama is left to return.
  await rectifies.getByRole("link", { name: number }).click();
  await expect(page.getByTestId("invoice-number")).toHaveText(number);
  await expect(page.getByTestId("invoice-title")).toContainText("Factura simplificada");
  await expect(page.getByTestId("rectified-by")).toContainText(`Rectified by ${rNumber!}`);
  await expect(
    page.getByRole("region", { name: "Record a return" }).getByText(`${YOKOHAMA} · sold 2 at €92.40 · 1 can be returned`),
  ).toBeVisible();

  // The other Yokohama comes back with a bubble in the sidewall: the form proposes keeping it off
  // sale, and the confirmation says so (its stock is proved in tests/integration/returns.test.ts).
  const again = page.getByRole("region", { name: "Record a return" });
  await again.getByRole("spinbutton").first().fill("1");
  await again.getByLabel(/Reason/).fill("Bubble in the sidewall (bulge)");
  await expect(again.getByRole("radio", { name: /^No: defective/ })).toBeChecked();
  await again.getByRole("button", { name: /Record return/ }).click();
  await expect(page.getByRole("alertdialog")).toContainText("The tyre stays off sale as defective.");
  await page.getByTestId("return-confirm").click();
  await expect(page.getByText(/Return recorded: rectifying invoice R\d{4}-\d{6} issued/)).toBeVisible();
  await expect(page.getByTestId("invoice-rectifies")).toContainText("Bubble in the sidewall (bulge)");
  const defectiveNumber = (await page.getByTestId("invoice-number").textContent())!.trim();
  // Listed under the invoices for the supplier's claim.
  await page.goto("/invoices");
  const claims = page.getByRole("region", { name: "Defective returns (for the supplier's claim)" });
  await expect(claims.getByRole("listitem").filter({ hasText: defectiveNumber })).toContainText(`${YOKOHAMA} · 1 unit`);
  await shot(page, "returns/defective-returns-1280", { fullPage: true });

  await page.goto(href!);
  await page.getByTestId("rectified-by").getByRole("link", { name: rNumber! }).click();
  await expect(page.getByTestId("invoice-number")).toHaveText(rNumber!);

  // Listed with the invoices (stock back is proved in tests/integration/returns.test.ts).
  await page.goto("/invoices");
  const row = page.getByTestId("invoice-row").filter({ hasText: rNumber! });
  await expect(row).toContainText(`Rectifies ${number}`);
  await expect(row).toContainText("-€92.40");
});

test("a business customer gets a full invoice in series F; a bad NIF is refused beside its field", async ({ page }) => {
  await loginAsAdmin(page);
  await seedBasket(page, [{ tyre: demoBasketTyre(BUSINESS), quantity: 1 }]);
  await page.goto("/checkout");
  await page.getByLabel(/Customer Name/).fill("Talleres Níjar SL");
  await page.getByLabel("NIF / NIE / CIF").fill("B04123452");
  await page.getByLabel("Customer address").fill("Calle Mayor 1, 04100 Níjar (Almería)");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.locator("#customerTaxId-error")).toHaveText("This NIF/NIE/CIF is not valid: check its letter or last digit");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.getByLabel("NIF / NIE / CIF").fill("B04123451");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  const dialog = page.getByRole("dialog");
  // Series F of this year (which number depends on the full invoices other files issued on this server).
  await expect(dialog.getByTestId("invoice-number")).toHaveText(new RegExp(`^F${invoiceYear(new Date())}-\\d{6}$`));
  await expect(dialog.getByTestId("invoice-title")).toContainText("Factura");
  await expect(dialog.getByTestId("invoice-title")).not.toContainText("simplificada");
  await expect(dialog.getByTestId("invoice-recipient-tax-id")).toContainText("B04123451");
  await expect(dialog.getByTestId("invoice-recipient-address")).toContainText("Calle Mayor 1, 04100 Níjar (Almería)");
  // 90.00 + 2.40 = 92.40: base 76.36 + IVA 16.04
  await expect(dialog.getByTestId("invoice-vat")).toHaveText("16,04 €");
  await shot(dialog, "returns/full-invoice-1280");
});

test("the software's responsible declaration is linked from the invoices and shows the version", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/invoices");
  await page.getByRole("link", { name: /responsible declaration/ }).click();
  const doc = page.getByTestId("declaration");
  await expect(doc.getByRole("heading", { name: /^Declaración responsable/ })).toBeVisible();
  const { version } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
  await expect(doc).toContainText(`versión ${version}`);
  await expect(doc).toContainText("VERI*FACTU");
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "returns/declaration-390", { fullPage: true });
});
