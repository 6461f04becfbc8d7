// Discounts at the till, as the counter gives them: a Spanish counter employee at a tablet gives a
// regular 10 % off two tyres with a reason, adds a TPMS sensor as a free line, then tries 20 %:
// the sale asks for an owner's approval, the owner types their e-mail and password, and the
// invoice prints the discount. An English counter account on a phone gives 5 € off a tyre; the
// amount on the button is the discounted one. Screenshots at 390, 1024 and 1280 px (under SHOTS_DIR
// when it is set).
import type { Page } from "@playwright/test";
import { demoBasketTyre, DESKTOP, expect, PHONE, seedBasket, shot, test } from "./fixtures";
import { ownShop, type ShopAccount } from "./own-shop";

const TABLET = { width: 1024, height: 768 };

// New tyres of the demo stock (7 and 6 in stock), on this file's own shop.
const HUNDRED = "T0001N"; // Bridgestone, 100.00 + 2.40
const SEVENTY_FIVE = "T0001R"; // Hankook, 75.00 + 2.40
const OWNER: ShopAccount = { email: "jefa@e2e.test", password: "jefa-clave-123", role: "owner", language: "es" };
const PEPE: ShopAccount = { email: "pepe.mostrador@e2e.test", password: "pepe-clave-456", role: "counter", language: "es" };
const TOM: ShopAccount = { email: "tom.counter@e2e.test", password: "tom-pass-789", role: "counter", language: "en" };
const shop = ownShop("discounts", [OWNER, PEPE, TOM]);

async function giveDiscount(
  page: Page,
  line: ReturnType<Page["getByTestId"]>,
  opts: { kind: string; value: string; reason: string; apply: string },
) {
  const editor = line.getByTestId("discount-editor");
  // The kinds are buttons (labels over hidden radios): the clerk clicks the label.
  await editor.getByText(opts.kind, { exact: true }).click();
  await expect(editor.getByRole("radio", { name: opts.kind })).toBeChecked();
  await editor.getByRole("textbox").first().fill(opts.value);
  await editor.getByRole("textbox").nth(1).fill(opts.reason);
  await editor.getByRole("button", { name: opts.apply }).click();
  await expect(editor).toBeHidden();
}

test("a Spanish counter gives 10 % with a reason, sells a free line, and an owner approves 20 %; the invoice prints the discount", async ({
  browser,
}) => {
  const es = await shop.page(browser, PEPE, { viewport: TABLET });
  await seedBasket(es, [{ tyre: demoBasketTyre(HUNDRED), quantity: 2 }]);
  await es.goto("/checkout");
  await expect(es.getByRole("heading", { name: "Caja", level: 1 })).toBeVisible();

  const line = es.getByTestId("cart-line");
  await line.getByRole("button", { name: /^Descuento en / }).click();
  // A discount needs its reason; a percentage of 100 or more is refused in the editor.
  const editor = line.getByTestId("discount-editor");
  await editor.getByRole("textbox").first().fill("10");
  await editor.getByRole("button", { name: "Aplicar" }).click();
  await expect(editor.getByText("Di por qué se hace el descuento")).toBeVisible();
  await giveDiscount(es, line, { kind: "%", value: "10", reason: "Cliente habitual", apply: "Aplicar" });
  // 2 x 100,00 = 200,00, 10 % = 20,00 off; the fee 2 x 2,40 is not discounted: 184,80.
  await expect(line.getByTestId("line-discount")).toContainText("Descuento −20,00 € · Cliente habitual");
  await expect(es.getByTestId("cart-total")).toHaveText("184,80 €");

  // A TPMS sensor, not in stock: a free line at its typed price.
  const free = es.getByTestId("free-lines");
  await free.getByLabel("Descripción").fill("Sensor TPMS");
  await free.getByLabel("Precio por unidad (€)").fill("45");
  await free.getByRole("button", { name: "Añadir línea" }).click();
  await expect(free.getByTestId("free-line")).toContainText("1 × Sensor TPMS");
  await expect(es.getByTestId("charge-total")).toHaveText("229,80 €");
  await shot(es, "discounts/es-1024-discounted", { fullPage: true });

  // 20 % is above the counter's limit (10 %): the sale asks for an owner.
  await line.getByRole("button", { name: /^Cambiar/ }).click();
  await giveDiscount(es, line, { kind: "%", value: "20", reason: "Cliente de siempre", apply: "Aplicar" });
  await expect(es.getByTestId("charge-total")).toHaveText("209,80 €");
  await es.getByLabel(/Nombre del cliente/).fill("Lucía Martín");
  await es.getByRole("button", { name: "Completar venta · 209,80 €" }).click();
  const approval = es.getByTestId("discount-approval");
  await expect(approval).toContainText("es del 20 %, por encima de tu límite (10 %)");
  await shot(es, "discounts/es-1024-approval", { fullPage: true });
  // A wrong password approves nothing.
  await approval.getByLabel("Correo del encargado").fill(OWNER.email);
  await approval.getByLabel("Contraseña del encargado").fill("not-the-password");
  await es.getByRole("button", { name: "Completar venta · 209,80 €" }).click();
  await expect(approval).toContainText("Ese correo y contraseña no son de un encargado");
  await approval.getByLabel("Contraseña del encargado").fill(OWNER.password);
  await es.getByRole("button", { name: "Completar venta · 209,80 €" }).click();

  const dialog = es.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("invoice-line-discount")).toHaveText("Descuento −40,00 € · Cliente de siempre");
  await expect(dialog.getByTestId("invoice-service-line")).toContainText("Sensor TPMS");
  await expect(dialog.getByText("209,80 €").first()).toBeVisible();
  await shot(es, "discounts/es-1024-invoice", { fullPage: true });
  // The end of day lists the discounts given, already out of the day's totals.
  await es.goto("/end-of-day");
  await expect(es.getByText(/^Descuentos hechos \(\d+ facturas?\), ya descontados$/)).toBeVisible();
  await expect(es.getByTestId("eod-discounts")).not.toHaveText("0,00 €");
  await es.getByTestId("eod-discounts").scrollIntoViewIfNeeded();
  await shot(es, "discounts/es-1024-end-of-day");
  await es.context().close();
});

test("an English counter on a phone gives 5 € off a tyre: the button charges the discounted amount", async ({ browser }) => {
  const en = await shop.page(browser, TOM, { viewport: PHONE });
  await seedBasket(en, [{ tyre: demoBasketTyre(SEVENTY_FIVE), quantity: 1 }]);
  await en.goto("/checkout");
  const line = en.getByTestId("cart-line");
  await line.getByRole("button", { name: /^Discount on / }).click();
  await giveDiscount(en, line, { kind: "€ off", value: "5", reason: "Round price", apply: "Apply" });
  await expect(line.getByTestId("line-discount")).toContainText("Discount −€5.00 · Round price");
  await en.getByLabel(/Customer Name/).fill("Tom Baker");
  await shot(en, "discounts/en-390-discounted", { fullPage: true });
  // 75.00 - 5.00 + 2.40 fee.
  await en.getByRole("button", { name: "Complete Sale · €72.40" }).click();
  const dialog = en.getByRole("dialog");
  await expect(dialog.getByTestId("invoice-line-discount")).toHaveText("Descuento / Discount −5,00 € · Round price");
  await en.setViewportSize(DESKTOP);
  await shot(en, "discounts/en-1280-invoice", { fullPage: true });
  await en.setViewportSize(PHONE);
  await en.goto("/end-of-day");
  await expect(en.getByText(/^Discounts given \(\d+ invoices?\), already taken off$/)).toBeVisible();
  await expect(en.getByTestId("eod-discounts")).not.toHaveText("€0.00");
  await shot(en, "discounts/en-390-end-of-day", { fullPage: true });
  await en.context().close();
});
