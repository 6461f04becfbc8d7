// The back-office's language: a new account follows a Spanish browser and reads the back-office in
// Spanish (sign-in, its account page, the menu, the audit log, the blog); switched to English on
// /account it reads English everywhere, whatever the browser says. The seeded test accounts are
// English (tests/e2e/start-server.sh), so the other browser tests read the English back-office.
import { type Browser, expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ADMIN, loginAsAdmin } from "./fixtures";

const NEW = { email: "idioma@e2e.test", first: "primera-clave-123", chosen: "elegida-clave-456" };

async function spanishPage(browser: Browser) {
  const context = await browser.newContext({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });
  return { context, page: await context.newPage() };
}

test("a new account reads the back-office in Spanish, and in English once it chooses English", async ({ page, browser }) => {
  // The English admin adds a member of staff (an admin, with a password handed over).
  await loginAsAdmin(page);
  const added = await page.request.post("/staff", {
    headers: { Origin: baseURL },
    form: { intent: "add", email: NEW.email, name: "Idioma", password: NEW.first, role: "owner", confirmPassword: ADMIN.password },
  });
  expect(added.status()).toBe(200);

  const { context, page: es } = await spanishPage(browser);
  await es.goto("/login");
  await expect(es.locator("html")).toHaveAttribute("lang", "es");
  await expect(es.getByRole("heading", { name: "Acceso de administración" })).toBeVisible();
  await es.getByLabel("Correo electrónico").fill(NEW.email);
  await es.getByLabel("Contraseña").fill("wrong-password-1");
  await es.getByRole("button", { name: "Entrar" }).click();
  await expect(es.getByRole("alert").first()).toHaveText("Correo electrónico o contraseña incorrectos");
  await es.getByLabel("Contraseña").fill(NEW.first);
  await es.getByRole("button", { name: "Entrar" }).click();

  // The handed-over password must be replaced first, on the account page, in Spanish.
  await expect(es).toHaveURL(/\/account$/);
  await expect(es.getByRole("heading", { name: "Tu cuenta" })).toBeVisible();
  await expect(es.getByText("Elige una contraseña nueva para seguir")).toBeVisible();
  await es.getByLabel("Contraseña actual").fill(NEW.first);
  await es.getByLabel("Contraseña nueva", { exact: true }).fill(NEW.chosen);
  await es.getByLabel("Repite la contraseña nueva").fill("otra-distinta-789");
  await es.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(es.locator("#confirmPassword-error")).toHaveText("Las dos contraseñas nuevas no coinciden");
  await es.getByLabel("Contraseña actual").fill(NEW.first);
  await es.getByLabel("Contraseña nueva", { exact: true }).fill(NEW.chosen);
  await es.getByLabel("Repite la contraseña nueva").fill(NEW.chosen);
  await es.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(es).toHaveURL(/\/dashboard$/);

  // The Spanish back-office: menu, "More", the audit log with Spanish dates.
  const menu = es.getByRole("navigation", { name: "Menú de administración" }).first();
  for (const name of ["Panel", "Inventario", "Caja", "Facturas", "Reservas"]) await expect(menu.getByRole("link", { name })).toBeVisible();
  await es.getByTestId("more-menu-top").click();
  await es.getByRole("menuitem", { name: "Registro de cambios" }).click();
  await expect(es.getByRole("heading", { name: "Registro de cambios" })).toBeVisible();
  await expect(es.getByTestId("audit-count")).toContainText("entradas");
  await es.getByTestId("audit-filter-staff").click();
  await expect(es.getByTestId("audit-count")).toContainText("de tipo cuentas del personal");
  await expect(es.getByTestId("audit-entry").first().locator("time")).toHaveText(/\d{1,2} [a-z]{3,5}\.? \d{4}/);
  await es.goto("/posts/999999");
  await expect(es.getByRole("heading", { name: "Entrada no encontrada" })).toBeVisible();

  // English, chosen on /account: the whole back-office follows, although the browser is Spanish.
  await es.goto("/account");
  await es.getByRole("radio", { name: "English" }).check();
  await es.getByRole("button", { name: "Guardar idioma" }).click();
  await expect(es.getByText("Language saved")).toBeVisible();
  await expect(es.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(es.locator("html")).toHaveAttribute("lang", "en");
  await es.reload();
  await expect(es.getByRole("heading", { name: "Your account" })).toBeVisible();
  await es.goto("/audit");
  await expect(es.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const enMenu = es.getByRole("navigation", { name: "Admin menu" }).first();
  await expect(enMenu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await context.close();
});

test("the seeded test accounts read the English back-office even from a Spanish browser", async ({ browser }) => {
  const { context, page } = await spanishPage(browser);
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill("admin@e2e.test");
  await page.getByLabel("Contraseña").fill("admin-pass-123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await context.close();
});
