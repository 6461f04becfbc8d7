// The people screens of the back-office in Spanish: an owner whose account reads Spanish sees the
// reservations, the agenda, the customers, the staff accounts and the e-mail screen in Spanish with
// no English left, even from an English browser; she adds a counter account whose language is
// English, and that account reads the English back-office even from a Spanish browser.
import { type Page, expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ADMIN, login, loginAsAdmin } from "./fixtures";

const OWNER = { email: "duena@e2e.test", first: "primera-clave-123", chosen: "elegida-clave-456" };
const COUNTER = { email: "counter-en@e2e.test", first: "first-pass-123", chosen: "chosen-pass-456" };

/** No English word of these screens is left on the page. */
async function noEnglish(page: Page, words: string[]) {
  const text = await page.locator("main").innerText();
  for (const w of words) expect(text, `"${w}" left in English`).not.toContain(w);
}

test("a Spanish owner reads the people screens in Spanish; the counter she adds in English reads English", async ({ page, browser }) => {
  // The English admin adds an owner whose back-office language is Spanish (the /staff form's field).
  await loginAsAdmin(page);
  const added = await page.request.post("/staff", {
    headers: { Origin: baseURL },
    form: {
      intent: "add",
      email: OWNER.email,
      name: "Dueña",
      password: OWNER.first,
      role: "owner",
      confirmPassword: ADMIN.password,
      language: "es",
    },
  });
  expect(added.status()).toBe(200);
  await page.context().clearCookies();

  // She signs in from an English browser: her account's language wins.
  await login(page, { email: OWNER.email, password: OWNER.first });
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByLabel("Contraseña actual").fill(OWNER.first);
  await page.getByLabel("Contraseña nueva", { exact: true }).fill(OWNER.chosen);
  await page.getByLabel("Repite la contraseña nueva").fill(OWNER.chosen);
  await page.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/reservations");
  await expect(page).toHaveTitle(/Reservas/);
  await expect(page.getByRole("heading", { level: 1, name: "Reservas" })).toBeVisible();
  await expect(page.getByTestId("reservation-count")).toHaveText(/\d+ reservas? activas?/);
  const status = page.getByRole("navigation", { name: "Estado de la reserva" });
  for (const name of ["Activas", "Recogidas", "Canceladas", "Caducadas"]) await expect(status.getByRole("link", { name })).toBeVisible();
  await noEnglish(page, ["Reservations", "active reservation", "Cancel reservation", "Select all", "Held until", "Deposit received"]);

  await page.goto("/agenda");
  await expect(page.getByTestId("agenda-title")).toContainText("Agenda · ");
  await expect(page.getByRole("link", { name: "Hoy" })).toBeVisible();
  await expect(page.getByTestId("agenda-toggle-view")).toHaveText("Semana");
  await noEnglish(page, ["Today", "Book for a customer", "Customer name", "Lift 1", "No appointments"]);

  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buscar" })).toBeVisible();
  await expect(page.getByLabel("Buscar por nombre, teléfono, matrícula o NIF")).toBeVisible();
  await noEnglish(page, ["Customers", "Search by", "No customers yet"]);

  await page.goto("/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Correo" })).toBeVisible();
  await expect(page.getByTestId("mail-summary")).toHaveText("Ningún correo ha llegado a nadie: no hay servidor de correo.");
  await expect(page.getByTestId("mail-not-set-up")).toContainText("El correo no está configurado");
  await noEnglish(page, ["E-mail is not set up", "Nothing waiting", "No e-mail has reached"]);

  // /staff: she adds a counter account that reads English.
  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Cuentas del personal" })).toBeVisible();
  await expect(page.getByTestId("staff-count")).toContainText("Los propietarios pueden hacerlo todo");
  await noEnglish(page, ["Staff accounts", "Reset password", "Deactivate", "Last sign-in", "Add a member of staff"]);
  const form = page.getByTestId("add-staff-form");
  await form.getByLabel("Correo electrónico").fill(COUNTER.email);
  await form.getByLabel("Nombre").fill("Counter in English");
  await form.getByLabel("Contraseña (al menos 8 caracteres)").fill(COUNTER.first);
  await form.getByLabel("Rol").selectOption("counter");
  await expect(form.getByLabel("Idioma de la gestión")).toHaveValue("");
  await form.getByLabel("Idioma de la gestión").selectOption("en");
  await form.getByRole("button", { name: "Añadir cuenta" }).click();
  await expect(page.getByText(`${COUNTER.email} añadida: elegirá una contraseña nueva la primera vez que entre`)).toBeVisible();
  await expect(page.getByTestId(`staff-${COUNTER.email.replace(/[^a-z0-9]+/gi, "-")}`)).toContainText("Mostrador");

  // The counter signs in from a Spanish browser: the sign-in page is Spanish, the back-office English.
  const context = await browser.newContext({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });
  const es = await context.newPage();
  await es.goto("/login");
  await es.getByLabel("Correo electrónico").fill(COUNTER.email);
  await es.getByLabel("Contraseña").fill(COUNTER.first);
  await es.getByRole("button", { name: "Entrar" }).click();
  await expect(es).toHaveURL(/\/account$/);
  await expect(es.getByRole("heading", { name: "Your account" })).toBeVisible();
  await es.getByLabel("Current password").fill(COUNTER.first);
  await es.getByLabel("New password", { exact: true }).fill(COUNTER.chosen);
  await es.getByLabel("New password again").fill(COUNTER.chosen);
  await es.getByRole("button", { name: "Change password" }).click();
  await expect(es).toHaveURL(/\/dashboard$/);
  await expect(es.locator("html")).toHaveAttribute("lang", "en");
  await expect(es.getByRole("navigation", { name: "Admin menu" }).first().getByRole("link", { name: "Dashboard" })).toBeVisible();
  // E-mail is not set up: the counter reads that, and who can fix it, not the folder and SMTP_URL.
  const mailNote = es.getByTestId("mail-not-set-up");
  await expect(mailNote).toContainText("E-mail is not set up");
  await expect(mailNote).toContainText("The owner can set it up");
  await expect(mailNote).not.toContainText("SMTP_URL");
  await es.goto("/reservations");
  await expect(es.getByRole("heading", { level: 1, name: "Reservations" })).toBeVisible();
  await context.close();
});
