// The inventory and the import in Spanish: an account without a language, signed in from a
// Spanish browser, reads the list, the tyre form (with its field messages) and the upload step in
// Spanish, with no English left over.
import { type Browser, expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ADMIN, loginAsAdmin } from "./fixtures";

const NEW = { email: "inventario@e2e.test", first: "primera-clave-123", chosen: "elegida-clave-456" };

async function spanishOwner(browser: Browser, admin: import("@playwright/test").Page) {
  const added = await admin.request.post("/staff", {
    headers: { Origin: baseURL },
    form: { intent: "add", email: NEW.email, name: "Inventario", password: NEW.first, role: "owner", confirmPassword: ADMIN.password },
  });
  expect(added.status()).toBe(200);
  const context = await browser.newContext({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });
  const es = await context.newPage();
  await es.goto("/login");
  await es.getByLabel("Correo electrónico").fill(NEW.email);
  await es.getByLabel("Contraseña").fill(NEW.first);
  await es.getByRole("button", { name: "Entrar" }).click();
  await expect(es).toHaveURL(/\/account$/);
  await es.getByLabel("Contraseña actual").fill(NEW.first);
  await es.getByLabel("Contraseña nueva", { exact: true }).fill(NEW.chosen);
  await es.getByLabel("Repite la contraseña nueva").fill(NEW.chosen);
  await es.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(es).toHaveURL(/\/dashboard$/);
  return { context, es };
}

test("the inventory, its tyre form and the import's upload step read Spanish", async ({ page, browser }) => {
  await loginAsAdmin(page);
  const { context, es } = await spanishOwner(browser, page);

  await es.goto("/inventory");
  await expect(es).toHaveTitle(/Inventario/);
  await expect(es.getByRole("heading", { level: 1, name: "Inventario" })).toBeVisible();
  await expect(es.getByText("Gestiona las existencias de neumáticos")).toBeVisible();
  await expect(es.getByLabel("Llanta")).toBeVisible();
  await expect(es.getByText(/^\d[\d.]* neumáticos?$/)).toBeVisible();
  const card = es.getByTestId("tyre-card").first();
  await expect(card.getByText("Total de la línea")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Editar / })).toBeVisible();
  // Prices in the Spanish way: "89,00 €".
  await expect(card.getByText(/\d+,\d{2} €/).first()).toBeVisible();
  for (const english of ["Manage your tyre stock", "Add Tyre", "Line total", "Download CSV", "Search"])
    await expect(es.getByText(english, { exact: true })).toHaveCount(0);

  // The tyre form: Spanish labels, and the schema's messages in Spanish.
  await es.getByRole("button", { name: "Añadir neumático" }).click();
  const dialog = es.getByRole("dialog", { name: "Añadir neumático" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Ancho *")).toBeVisible();
  await expect(dialog.getByLabel("Velocidad *")).toBeVisible();
  await expect(dialog.getByText("Temporada y marcas")).toBeVisible();
  await dialog.getByLabel("Ancho *").fill("5");
  await dialog.getByRole("button", { name: "Añadir neumático" }).click();
  await expect(dialog.getByText("El ancho debe estar entre 100 y 400")).toBeVisible();
  await expect(dialog.getByText("La marca es obligatoria")).toBeVisible();
  for (const english of ["Add New Tyre", "Width *", "Cancel", "Brand is required"])
    await expect(dialog.getByText(english, { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  // The import's upload step.
  await es.goto("/import");
  await expect(es.getByRole("heading", { level: 1, name: "Importar neumáticos" })).toBeVisible();
  await expect(es.getByLabel("Archivo CSV")).toBeVisible();
  await expect(es.getByRole("button", { name: "Vista previa" })).toBeVisible();
  await expect(es.getByRole("link", { name: "Descargar plantilla" })).toBeVisible();
  for (const english of ["Import Tyre Data", "Preview", "Download template", "Skip them"])
    await expect(es.getByText(english, { exact: true })).toHaveCount(0);

  // A row the import refuses is said in Spanish in the preview.
  await es.getByLabel("Archivo CSV").setInputFiles({
    name: "stock.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("width,aspect,rim,load_index,speed_rating\n205,55,16,91,V\n205,abc,16,91,V\n"),
  });
  await es.getByRole("button", { name: "Vista previa" }).click();
  await expect(es.getByTestId("preview-errors")).toContainText("Fila 3: Valores numéricos no válidos");
  await expect(es.getByRole("button", { name: "Aplicar 1 cambio" })).toBeVisible();
  await context.close();
});
