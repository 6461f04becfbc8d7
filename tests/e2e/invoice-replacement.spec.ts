// A self-employed customer's two simplified invoices replaced by one full invoice (F3) from an
// invoice's page, by a Spanish owner (a wrong NIF refused first); the replaced invoice then says
// what replaced it. The owner cancels an invoice issued in error: its print says ANULADA. A counter
// sees no "Anular" and is refused (403) when it posts the cancellation anyway.
import { type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ADMIN, availableTyres, expect, login, loginAsAdmin, test } from "./fixtures";

const OWNER = { email: "duena-f3@e2e.test", first: "primera-clave-f31", chosen: "elegida-clave-f32" };
const COUNTER = { email: "mostrador-f3@e2e.test", first: "primera-clave-f33", chosen: "elegida-clave-f34" };

async function addAccount(page: Page, who: { email: string; first: string }, role: "owner" | "counter") {
  const added = await page.request.post("/staff", {
    headers: { Origin: baseURL },
    form: { intent: "add", email: who.email, name: role, password: who.first, role, confirmPassword: ADMIN.password, language: "es" },
  });
  expect(added.status()).toBe(200);
}

async function firstSignIn(page: Page, who: { email: string; first: string; chosen: string }) {
  await login(page, { email: who.email, password: who.first });
  await page.getByLabel("Contraseña actual").fill(who.first);
  await page.getByLabel("Contraseña nueva", { exact: true }).fill(who.chosen);
  await page.getByLabel("Repite la contraseña nueva").fill(who.chosen);
  await page.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A simplified invoice of one tyre, sold through the checkout's action. */
async function sell(page: Page, tyreId: string, customerName: string, customerPhone: string) {
  const res = await page.request.post("/checkout", {
    headers: { Origin: baseURL },
    form: { customerName, customerPhone, paymentMethod: "cash", lines: JSON.stringify([{ tyreId, quantity: 1 }]) },
  });
  expect(res.status()).toBe(200);
}

/** The invoices of a customer on /invoices, oldest first: their numbers and pages. */
async function invoicesOf(page: Page, name: string) {
  await page.goto(`/invoices?q=${encodeURIComponent(name)}`);
  const links = page.getByRole("link", { name: /^Ver la factura / });
  await expect(links.first()).toBeVisible();
  const out: { number: string; href: string }[] = [];
  for (const link of await links.all()) {
    const label = (await link.getAttribute("aria-label"))!;
    out.push({ number: label.replace("Ver la factura ", ""), href: (await link.getAttribute("href"))! });
  }
  return out.reverse();
}

test("a Spanish owner replaces two simplified invoices by a full one and cancels an invoice issued in error; a counter cannot cancel", async ({
  page,
  browser,
}) => {
  const [t1, t2, t3] = await availableTyres(page.request, 3);
  const stamp = Date.now().toString(36);
  const autonoma = `Autónoma Ruiz ${stamp}`;
  const mistaken = `Error Caja ${stamp}`;

  await loginAsAdmin(page);
  await addAccount(page, OWNER, "owner");
  await addAccount(page, COUNTER, "counter");
  await page.context().clearCookies();
  await firstSignIn(page, OWNER);

  await sell(page, t1!, autonoma, "611 900 101");
  await sell(page, t2!, autonoma, "611 900 101");
  await sell(page, t3!, mistaken, "611 900 102");
  const [first, second] = await invoicesOf(page, autonoma);
  expect(second, "two invoices of the customer").toBeTruthy();

  // From the first invoice's page: the dialog offers the customer's other simplified invoice.
  await page.goto(first!.href);
  await page.getByTestId("replace-open").click();
  const dialog = page.getByRole("dialog", { name: "Factura completa en lugar de simplificadas" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId(`replace-candidate-${first!.number}`)).toBeChecked();
  await expect(dialog.getByTestId(`replace-candidate-${first!.number}`)).toBeDisabled();
  await dialog.getByTestId(`replace-candidate-${second!.number}`).check();
  await expect(dialog.getByTestId("replace-total")).toContainText("2 facturas");
  await expect(dialog.getByLabel(/Nombre o razón social/)).toHaveValue(autonoma);
  // A wrong check letter is refused beside the field, before anything is sent.
  await dialog.getByLabel(/NIF\/NIE\/CIF/).fill("12345678A");
  await dialog.getByLabel(/Domicilio/).fill("Calle Real 1, 04001 Almería");
  await dialog.getByTestId("replace-submit").click();
  await expect(dialog.getByText("Este NIF/NIE/CIF no es válido: revisa su letra o su último dígito")).toBeVisible();
  await dialog.getByLabel(/NIF\/NIE\/CIF/).fill("12345678-z");
  await dialog.getByTestId("replace-submit").click();

  // The full invoice opens: F series, F3's title, the replaced invoices, the recipient.
  await expect(page.getByText(/Emitida la factura F\d{4}-\d{6} en sustitución de las simplificadas/)).toBeVisible();
  const f3 = page.getByTestId("invoice-number");
  await expect(f3).toHaveText(/^F\d{4}-\d{6}$/);
  const f3Number = (await f3.textContent())!.trim();
  await expect(page.getByTestId("invoice-title")).toContainText("Factura en sustitución de facturas simplificadas");
  await expect(page.getByTestId("invoice-replaces")).toContainText(first!.number);
  await expect(page.getByTestId("invoice-replaces")).toContainText(second!.number);
  await expect(page.getByTestId("invoice-recipient-tax-id")).toContainText("12345678Z");
  await expect(page.getByTestId("replace-open")).toHaveCount(0);

  // The replaced invoice keeps its number and says what replaced it; it cannot be replaced again.
  await page.goto(second!.href);
  await expect(page.getByTestId("invoice-number")).toHaveText(second!.number);
  await expect(page.getByTestId("replaced-by")).toHaveText(`Sustituida por ${f3Number}`);
  await expect(page.getByTestId("replace-open")).toHaveCount(0);
  await expect(page.locator("#cancel-invoice")).toHaveCount(0);

  // The owner cancels the invoice issued in error, with a reason, after a confirmation.
  const [wrong] = await invoicesOf(page, mistaken);
  await page.goto(wrong!.href);
  const cancel = page.getByRole("region", { name: "Anular la factura" });
  await cancel.getByTestId("cancel-submit").click();
  await expect(cancel.getByText("Indica por qué se anula la factura")).toBeVisible();
  await cancel.getByLabel(/Motivo de la anulación/).fill("Cobrada a otro cliente por error");
  await cancel.getByTestId("cancel-submit").click();
  const confirm = page.getByRole("alertdialog", { name: `¿Anular la factura ${wrong!.number}?` });
  await expect(confirm).toContainText("La anulación no se puede deshacer");
  await page.getByTestId("cancel-confirm").click();
  await expect(page.getByText(`Factura ${wrong!.number} anulada`)).toBeVisible();
  await expect(page.getByTestId("cancelled-notice")).toContainText("Cobrada a otro cliente por error");
  await expect(page.locator("#cancel-invoice")).toHaveCount(0);
  // Its print says ANULADA, with the date and the reason; the number stays.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("invoice-cancelled-stamp")).toHaveText("ANULADA");
  await expect(page.getByTestId("invoice-cancellation")).toContainText("Cobrada a otro cliente por error");
  await expect(page.getByTestId("invoice-number")).toHaveText(wrong!.number);
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("verifactu-cancellation-status")).toContainText("Anulación en la AEAT");

  // A counter opens an invoice: no "Anular"; its post is refused with 403 and changes nothing.
  // (Signed in from an English browser: the account reads Spanish.)
  const context = await browser.newContext();
  const counter = await context.newPage();
  await firstSignIn(counter, COUNTER);
  await counter.goto(first!.href);
  await expect(counter.getByTestId("invoice-number")).toHaveText(first!.number);
  await expect(counter.locator("#cancel-invoice")).toHaveCount(0);
  const [open] = await invoicesOf(counter, f3Number);
  const refused = await counter.request.post(open!.href, { headers: { Origin: baseURL }, form: { intent: "cancel", reason: "No" } });
  expect(refused.status()).toBe(403);
  await counter.goto(open!.href);
  await expect(counter.getByTestId("cancelled-notice")).toHaveCount(0);
  await context.close();
});
