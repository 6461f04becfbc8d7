// Reminders with consent in the browser (decision 108): two customers made at the till; staff
// record Rita's consent to e-mail and Paco's to phone calls on their pages, and each car's next
// ITV (a date in the past refused first); "Build today's list" on "To contact" e-mails Rita (the
// message lands in the outbox folder with her unsubscribe link) and lists Paco with a one-to-one
// WhatsApp link, marked done; Rita opens her link on a 390 px phone, without signing in, and is
// told she is unsubscribed; her page then says her consent was withdrawn through the link.
import type { Page } from "@playwright/test";
import {
  availableTyres,
  demoBasketTyre,
  DESKTOP,
  expect,
  loginAsAdmin,
  mailContaining,
  PHONE,
  seedBasket,
  seriousViolations,
  test,
} from "./fixtures";

const RITA = { name: "Rita Recio", phone: "655 700 001", email: "rita.recio@e2e.test", plate: "7001 RMD" };
const PACO = { name: "Paco Pardo", phone: "655 700 002", plate: "7002 RMD" };

/** The shop's calendar day `days` from today (Europe/Madrid), as yyyy-mm-dd. */
function shopDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function sellTo(page: Page, tyreId: string, who: { name: string; phone: string; email?: string; plate: string }) {
  await page.goto("/checkout");
  await seedBasket(page, [{ tyre: demoBasketTyre(tyreId), quantity: 1 }]);
  await page.reload();
  await page.getByLabel(/Customer Name/).fill(who.name);
  await page.getByLabel("Phone").fill(who.phone);
  if (who.email) await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Vehicle Registration").fill(who.plate);
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  await page.keyboard.press("Escape");
}

/** The customer's page, found by their plate; consent given on one channel and the car's ITV set. */
async function consentAndItv(page: Page, plate: string, channel: "By e-mail" | "By phone or WhatsApp", itv: string) {
  await page.goto(`/customers?q=${encodeURIComponent(plate)}`);
  await page.getByTestId("customer-card").first().click();
  const consent = page.getByTestId("customer-consent");
  await expect(consent).toContainText("Agreed to be contacted (offers, reminders)");
  await expect(consent).toContainText("Has not agreed");
  await consent.getByLabel(channel).check();
  await consent.getByLabel("How they agreed").selectOption("counter");
  await consent.getByRole("button", { name: "Save consent" }).click();
  await expect(page.getByText("Consent saved").first()).toBeVisible();
  await expect(consent).toContainText(/Agreed on .+ · At the counter/);

  const date = page.getByLabel(`Next ITV of ${plate}`);
  await date.fill(shopDay(-3));
  await page.getByRole("button", { name: "Save ITV" }).click();
  await expect(page.getByText("That ITV date has passed: enter the date of the next ITV").first()).toBeVisible();
  await date.fill(itv);
  await page.getByRole("button", { name: "Save ITV" }).click();
  await expect(page.getByText("ITV date saved").first()).toBeVisible();
  // Checked again without the toasts (axe would measure one fading in).
  await page.reload();
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe.serial("reminders only with consent", () => {
  test.use({ viewport: DESKTOP });
  let unsubscribe = "";

  test("staff record consent and ITV dates; today's list e-mails one and lists the other to call", async ({ page, request }) => {
    const [a, b] = await availableTyres(request, 2);
    await loginAsAdmin(page);
    await sellTo(page, a!, RITA);
    await sellTo(page, b!, PACO);
    await consentAndItv(page, RITA.plate, "By e-mail", shopDay(20));
    await consentAndItv(page, PACO.plate, "By phone or WhatsApp", shopDay(10));

    await page.goto("/reminders");
    await expect(page.getByRole("heading", { name: "To contact" })).toBeVisible();
    await page.getByRole("button", { name: "Build today's list" }).click();
    await expect(page.getByText(/List built: 1 by e-mail, 1 to call or write/).first()).toBeVisible();
    await expect(page.getByTestId("emailed-today")).toContainText("1 reminder went by e-mail today.");

    // Rita's e-mail, in Spanish (her language is not known otherwise), with her unsubscribe link.
    const mail = await mailContaining(`To: ${RITA.email}`);
    expect(mail).toContain(RITA.plate);
    unsubscribe = /https?:\/\/\S+\/baja\/\d+\.[\w-]{32}/.exec(mail)?.[0] ?? "";
    expect(unsubscribe).not.toBe("");

    // Paco on the list: a one-to-one WhatsApp chat (never a group), then marked done.
    const item = page.getByTestId("to-contact-item").filter({ hasText: PACO.name });
    await expect(item).toContainText(PACO.plate);
    await expect(item).toContainText("ITV");
    await expect(item.getByTestId("to-contact-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/34655700002\?text=.+/);
    await page.reload();
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole("button", { name: `Mark done: ${PACO.name}` }).click();
    await expect(page.getByText("Marked done").first()).toBeVisible();
    await expect(page.getByTestId("to-contact-item").filter({ hasText: PACO.name })).toHaveCount(0);
  });

  test("the customer unsubscribes from their phone without signing in", async ({ browser, page }) => {
    const phone = await browser.newContext({ viewport: PHONE });
    const visitor = await phone.newPage();
    await visitor.goto(unsubscribe);
    await expect(visitor.getByRole("heading", { name: "Dejar de recibir recordatorios" })).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByRole("button", { name: "Darme de baja" }).click();
    await expect(visitor.getByRole("heading", { name: "Te has dado de baja" })).toBeVisible();
    await expect(visitor.getByTestId("unsubscribe-done")).toContainText("No te enviaremos más recordatorios por correo electrónico.");
    // Nothing wider than the phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.close();

    await loginAsAdmin(page);
    await page.goto(`/customers?q=${encodeURIComponent(RITA.plate)}`);
    await page.getByTestId("customer-card").first().click();
    await expect(page.getByTestId("customer-consent")).toContainText(/Withdrawn on .+ · through their unsubscribe link/);
    await expect(page.getByTestId("consent-email")).not.toBeChecked();
  });
});
