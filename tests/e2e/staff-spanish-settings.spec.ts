// The settings screen in Spanish: an account without a language, signed in from a Spanish browser,
// reads /settings in Spanish with no English left; the technical settings ("Avanzado") are closed
// until opened, a refused coordinate opens them with its Spanish message, and a save shows the
// Spanish toast. Its account page offers "Nombre y correo" in Spanish too.
import { type Browser, expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ADMIN, DESKTOP, loginAsAdmin, shot } from "./fixtures";

const OWNER = { email: "ajustes@e2e.test", first: "primera-clave-123", chosen: "elegida-clave-456" };

async function spanishOwner(browser: Browser) {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: DESKTOP,
    extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(OWNER.email);
  await page.getByLabel("Contraseña").fill(OWNER.first);
  await page.getByRole("button", { name: "Entrar" }).click();
  // The handed-over password is replaced first.
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel("Contraseña actual").fill(OWNER.first);
  await page.getByLabel("Contraseña nueva", { exact: true }).fill(OWNER.chosen);
  await page.getByLabel("Repite la contraseña nueva").fill(OWNER.chosen);
  await page.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test("a Spanish account reads /settings in Spanish, opens Advanced and saves with a Spanish toast", async ({ page: admin, browser }) => {
  // The English admin adds an owner with a password handed over, and no language.
  await loginAsAdmin(admin);
  const added = await admin.request.post("/staff", {
    headers: { Origin: baseURL },
    form: { intent: "add", email: OWNER.email, name: "Dueña", password: OWNER.first, role: "owner", confirmPassword: ADMIN.password },
  });
  expect(added.status()).toBe(200);

  const { context, page } = await spanishOwner(browser);
  await page.goto("/settings");
  await expect(page).toHaveTitle(/Ajustes/);
  await expect(page.getByRole("heading", { level: 1, name: "Ajustes" })).toBeVisible();
  for (const name of ["La tienda", "Dirección y mapa", "Horario", "Días de cierre", "Precios, señal y reservas", "Promociones"])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  // The index at the top leads to a section further down, its heading clear of the sticky header.
  const index = page.getByRole("navigation", { name: "Secciones de los ajustes" });
  await expect(index.getByRole("link", { name: "Citas de montaje" })).toBeVisible();
  await index.getByRole("link", { name: "Copia de seguridad nocturna" }).click();
  await expect(page).toHaveURL(/#settings-nightlyBackup$/);
  const heading = page.getByRole("heading", { level: 2, name: "Copia de seguridad nocturna" });
  await expect(heading).toBeInViewport();
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  await expect.poll(() => heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  await shot(page, "staff-spanish-settings/es-settings-index-jump");
  await page.goto("/settings");
  await expect(page.getByRole("button", { name: "Guardar ajustes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Deshacer" })).toBeVisible();
  await expect(page.getByTestId("hours-saturday")).toContainText("Sábado");
  await expect(page.getByLabel("Sábado: horario")).toBeVisible();
  // Amounts with the Spanish decimal comma.
  await expect(page.getByLabel("Señal (€)")).toHaveValue(/^\d+,\d{2}$/);
  // No English left on the screen.
  const text = await page.locator("main").innerText();
  for (const english of [
    "Settings",
    "Save settings",
    "Opening hours",
    "Closed dates",
    "Backup",
    "Demo data",
    "Shop name",
    "Advanced",
    "npm",
  ])
    expect(text, english).not.toContain(english);

  // "Avanzado" is closed: the coordinates are not shown until it is opened.
  const advanced = page.getByTestId("settings-advanced");
  await expect(advanced).not.toHaveAttribute("open");
  await expect(page.getByLabel("Latitud")).toBeHidden();
  await advanced.getByText("Avanzado").click();
  await expect(page.getByLabel("Latitud")).toBeVisible();
  await expect(advanced).toContainText("el primer número es la latitud");

  // A refused coordinate, with Advanced closed again: the save opens it at the Spanish message.
  await page.getByLabel("Latitud").fill("200");
  await advanced.getByText("Avanzado").click();
  await expect(page.getByLabel("Latitud")).toBeHidden();
  await page.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(page.getByText("Latitud: debe estar entre -90 y 90")).toBeVisible();
  await expect(page.getByLabel("Latitud")).toBeFocused();

  // A real change saves, with the Spanish toast (and is put back for the other tests).
  await page.getByRole("button", { name: "Deshacer" }).click();
  const time = page.getByLabel("Hora de la copia (hora de la tienda)");
  await time.fill("02:45");
  await page.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(page.getByText("Ajustes guardados (1 cambio)")).toBeVisible();
  await expect(page.getByTestId("settings-saved-by")).toContainText(`por ${OWNER.email}`);
  await page.getByLabel("Hora de la copia (hora de la tienda)").fill("03:00");
  await page.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(page.getByText("Ajustes guardados (1 cambio)").last()).toBeVisible();

  // Her account page: the name and e-mail section in Spanish.
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Nombre y correo" })).toBeVisible();
  await expect(page.getByLabel("Correo electrónico (para entrar)")).toHaveValue(OWNER.email);
  await expect(page.getByRole("button", { name: "Guardar nombre y correo" })).toBeVisible();
  await context.close();
});
