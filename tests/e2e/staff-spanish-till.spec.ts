// The till in Spanish: an account without a language, signed in from a Spanish browser, sells a
// tyre with its fitting at the checkout and reads the checkout, the invoice (dialog and page), the
// end of day, the dashboard and the services in Spanish, with no English left on them. The seeded
// test accounts are English (tests/e2e/start-server.sh); this one is added by the English admin.
import type { Browser, Page } from "@playwright/test";
import { demoTyres } from "~db/seed/demo";
import type { BasketItem } from "~/domain/basket";
import { formatTyreId } from "~/domain/tyre-id";
import { baseURL } from "../../playwright.config";
import { ADMIN, expect, loginAsAdmin, shot, test } from "./fixtures";

const CAJERA = { email: "cajera@e2e.test", first: "primera-clave-123", chosen: "elegida-clave-456" };

// A new tyre in the middle of the demo stock, away from the ones other journeys sell.
const DEMO = demoTyres(Array.from({ length: 60 }, (_, i) => formatTyreId(i + 1)));
const TYRE = DEMO.slice(24).find((t) => t.status === "available" && t.condition === "new" && (t.quantity ?? 0) >= 2)!;

async function spanishStaff(browser: Browser, admin: Page): Promise<Page> {
  const added = await admin.request.post("/staff", {
    headers: { Origin: baseURL },
    form: { intent: "add", email: CAJERA.email, name: "Cajera", password: CAJERA.first, role: "owner", confirmPassword: ADMIN.password },
  });
  expect(added.status()).toBe(200);
  const context = await browser.newContext({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });
  const es = await context.newPage();
  await es.goto("/login");
  await es.getByLabel("Correo electrónico").fill(CAJERA.email);
  await es.getByLabel("Contraseña").fill(CAJERA.first);
  await es.getByRole("button", { name: "Entrar" }).click();
  await expect(es).toHaveURL(/\/account$/);
  await es.getByLabel("Contraseña actual").fill(CAJERA.first);
  await es.getByLabel("Contraseña nueva", { exact: true }).fill(CAJERA.chosen);
  await es.getByLabel("Repite la contraseña nueva").fill(CAJERA.chosen);
  await es.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(es).toHaveURL(/\/dashboard$/);
  return es;
}

/** Words of the English back-office that must not show on a Spanish screen. */
async function noEnglish(page: Page, words: string[]) {
  const text = await page.locator("main").innerText();
  for (const w of words) expect(text, `"${w}" left in English`).not.toContain(w);
}

test("a Spanish account sells a tyre with fitting and reads the till, the invoice, the end of day and the dashboard in Spanish", async ({
  page,
  browser,
}) => {
  await loginAsAdmin(page);
  const es = await spanishStaff(browser, page);

  // The dashboard.
  await expect(es.getByRole("heading", { name: "Panel", level: 1 })).toBeVisible();
  await expect(es.getByText("Resumen del inventario de neumáticos")).toBeVisible();
  await expect(es.getByTestId("end-of-day-link")).toHaveText("Cierre de caja");
  await expect(es.getByRole("region", { name: "Neumáticos en existencias" })).toBeVisible();
  await noEnglish(es, ["Dashboard", "Overview", "Total Tyres", "Value Sold", "End of day", "active reservation"]);

  // The basket holds the tyre (as the basket store writes it); the checkout in Spanish.
  const item: BasketItem = {
    tyre: {
      id: TYRE.id!,
      quantity: TYRE.quantity!,
      brand: TYRE.brand,
      model: TYRE.model ?? null,
      width: TYRE.width,
      aspect: TYRE.aspect,
      rim: TYRE.rim,
      loadIndex: TYRE.loadIndex,
      speedRating: TYRE.speedRating,
      condition: TYRE.condition,
      unitPriceEur: TYRE.unitPriceEur,
      disposalFeeEurPerTyre: TYRE.disposalFeeEurPerTyre ?? "2.40",
    },
    quantity: 2,
  };
  await es.evaluate((raw) => window.localStorage.setItem("basket-storage", raw), JSON.stringify({ state: { items: [item] }, version: 0 }));
  await es.goto("/checkout");
  await expect(es.getByRole("heading", { name: "Caja", level: 1 })).toBeVisible();
  await expect(es.getByRole("heading", { name: /^Cesta/ })).toBeVisible();
  await expect(es.getByText("Escribe el nombre del cliente")).toBeVisible();
  await es.getByRole("button", { name: "Añadir montaje para estos neumáticos" }).click();
  await expect(es.getByTestId("service-line").first()).toBeVisible();
  await expect(es.getByTestId("services-total")).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
  await expect(es.getByRole("group", { name: "Forma de pago" }).getByRole("radio", { name: "Efectivo" })).toBeChecked();
  await expect(es.getByText("Total a cobrar")).toBeVisible();
  await expect(es.getByText("Total neumáticos")).toBeVisible();
  await es.getByLabel(/Nombre del cliente/).fill("Lucía Martín");
  await es.getByLabel("Matrícula").fill("4321 KLM");
  await noEnglish(es, [
    "Checkout",
    "Customer Information",
    "Complete Sale",
    "Services total",
    "Add service",
    "Disposal fee",
    "Payment Method",
    "Total to charge",
    "Tyres total",
  ]);
  await shot(es, "staff-spanish-till/checkout-es-1280", { fullPage: true });
  await es.getByRole("button", { name: "Completar venta" }).click();

  // The invoice dialog: the printed invoice in Spanish only.
  await expect(es.getByText("¡Venta completada!")).toBeVisible();
  const dialog = es.getByRole("dialog");
  await expect(dialog.getByTestId("invoice-title")).toHaveText("Factura simplificada");
  await expect(dialog.getByText("Forma de pago: Efectivo")).toBeVisible();
  await expect(dialog.getByTestId("invoice-service-line").first()).toBeVisible();
  await expect(dialog.getByText("Subtotal neumáticos")).toBeVisible();
  await expect(dialog.getByText("¡Gracias por su compra!")).toBeVisible();
  const document = await dialog.getByTestId("invoice-document").innerText();
  for (const w of ["Simplified invoice", "Payment", "Grand total", "Thank you", "Tax base", "VAT included", "Cash"])
    expect(document, `"${w}" on the Spanish invoice`).not.toContain(w);
  const href = await dialog.getByRole("link", { name: "Abrir página" }).getAttribute("href");
  await dialog.getByRole("button", { name: "Cerrar" }).click();

  // The invoice page.
  await es.goto(href!);
  await expect(es.getByRole("link", { name: "Volver a facturas" })).toBeVisible();
  await expect(es.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await expect(es.getByRole("heading", { name: "Registrar una devolución" })).toBeVisible();
  await expect(es.getByRole("heading", { name: "Enviar la factura por correo" })).toBeVisible();
  await expect(es.getByText("Base imponible")).toBeVisible();
  await noEnglish(es, ["Back to invoices", "Record a return", "E-mail the invoice", "Tyres returned", "Services refunded"]);
  await shot(es, "staff-spanish-till/invoice-es-1280", { fullPage: true });

  // The invoices list.
  await es.goto("/invoices");
  await expect(es.getByRole("heading", { name: "Facturas", level: 1 })).toBeVisible();
  await expect(es.getByRole("button", { name: "Buscar" })).toBeVisible();
  await noEnglish(es, ["View all sales", "Download register", "Full invoice", "Disposal"]);

  // The end of day counts the sale, in Spanish.
  await es.goto("/end-of-day");
  await expect(es.getByRole("heading", { name: "Cierre de caja", level: 1 })).toBeVisible();
  await expect(es.getByRole("button", { name: "Cerrar el día" })).toBeVisible();
  await expect(es.getByTestId("eod-method-cash")).toContainText("Efectivo");
  await noEnglish(es, ["End of day", "Close the day", "Opening float", "By payment method", "Total invoiced"]);

  // The services at the till and on their own screen.
  await es.goto("/services");
  await expect(es.getByRole("heading", { name: "Servicios", level: 1 })).toBeVisible();
  await expect(es.getByRole("heading", { name: "Paquete de montaje por neumático" })).toBeVisible();
  await noEnglish(es, ["Add service", "Fitting package", "IVA included", "Retire"]);
  await es.context().close();
});
