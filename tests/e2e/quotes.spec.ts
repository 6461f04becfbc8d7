// Quotes at the counter: a Spanish counter account makes a quote for a plate (a tyre in stock, a
// tyre to order, the fitting) and gets its link and WhatsApp message; the owner records a decline
// by phone, which moves it to the declined list and keeps its tyres on the car (the till shows them
// for the plate, the follow-ups list has them); a change makes revision 2, which the customer's
// link then shows, and the till sells it at the quoted prices.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config";
import { availableTyres, login, loginAsAdmin } from "./fixtures";

const COUNTER = { email: "mostrador-quotes@e2e.test", first: "primera-clave-789", chosen: "elegida-clave-789" };

test("a Spanish counter makes a quote for a plate; the owner records a decline and changes another", async ({ page }) => {
  const [tyre] = await availableTyres(page.request, 1);

  // The owner adds a counter account that reads the back-office in Spanish.
  await loginAsAdmin(page);
  const added = await page.request.post("/staff", {
    headers: { Origin: baseURL },
    form: {
      intent: "add",
      email: COUNTER.email,
      name: "Mostrador",
      password: COUNTER.first,
      role: "counter",
      confirmPassword: "admin-pass-123",
      language: "es",
    },
  });
  expect(added.status()).toBe(200);
  await page.context().clearCookies();
  await login(page, { email: COUNTER.email, password: COUNTER.first });
  await page.getByLabel("Contraseña actual").fill(COUNTER.first);
  await page.getByLabel("Contraseña nueva", { exact: true }).fill(COUNTER.chosen);
  await page.getByLabel("Repite la contraseña nueva").fill(COUNTER.chosen);
  await page.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The counter makes the quote: the plate, the phone, one tyre in stock, two to order, the fitting.
  await page.goto("/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "Presupuestos" })).toBeVisible();
  await page.getByTestId("new-quote").click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo presupuesto" })).toBeVisible();
  await page.locator("#quote-customerName").fill("Antonio Pérez");
  await page.locator("#quote-phone").fill("600 123 456");
  await page.locator("#quote-plate").fill("4321 KLM");
  // A mistyped code is caught before the line is added.
  await page.locator("#add-tyre-id").fill("X12");
  await page.getByTestId("add-tyre").getByRole("button", { name: "Añadir" }).click();
  await expect(page.getByTestId("add-tyre")).toContainText("Escribe un código de stock como T0001A");
  await page.locator("#add-tyre-id").fill(tyre!.toLowerCase());
  await page.locator("#add-tyre-qty").fill("1");
  await page.getByTestId("add-tyre").getByRole("button", { name: "Añadir" }).click();
  await page.locator("#add-order-description").fill("Michelin CrossClimate 2 205/55 R16");
  await page.locator("#add-order-price").fill("104,50");
  await page.locator("#add-order-qty").fill("2");
  await page.locator("#add-order-days").fill("2");
  await page.getByTestId("add-order").getByRole("button", { name: "Añadir" }).click();
  await page.getByTestId("add-service").getByRole("button", { name: "Añadir" }).click();
  await expect(page.getByTestId("quote-lines").locator("li")).toHaveCount(3);
  await page.getByTestId("save-quote").click();

  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const doc = page.getByTestId("quote-document");
  await expect(doc).toContainText(/Presupuesto P-\d{4}-\d{4}/);
  await expect(doc).toContainText("Revisión 1");
  await expect(doc).toContainText(tyre!);
  await expect(doc).toContainText("Michelin CrossClimate 2 205/55 R16");
  await expect(page.getByTestId("quote-status")).toHaveText("Abierto");
  const number = (await doc.locator("h2").innerText()).replace("Presupuesto", "").trim();
  // 2 x 104,50 to order is in the total, with IVA split out.
  await expect(doc).toContainText("209,00");
  await expect(doc).toContainText("IVA 21 %");
  // The customer's link and the WhatsApp message to their phone, with the link in it.
  const link = await page.getByTestId("quote-link").innerText();
  expect(link).toMatch(/\/presupuesto\/\d+\.[A-Za-z0-9_-]{32}$/);
  const wa = await page.getByTestId("quote-whatsapp").getAttribute("href");
  expect(wa).toMatch(/^https:\/\/wa\.me\/34600123456\?text=/);
  expect(decodeURIComponent(wa!.split("text=")[1]!)).toContain(link);
  expect(decodeURIComponent(wa!.split("text=")[1]!)).toContain(`Hola, te enviamos el presupuesto ${number} de `);
  // A photo taken with the phone: on the quote's page, and on the customer's link on a phone.
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a3a3a" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Hacer o elegir una foto").setInputFiles({ name: "dibujo.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await page.getByRole("button", { name: "Añadir foto" }).click();
  await expect(page.getByTestId("quote-photos").locator("img")).toHaveCount(1);
  const phone = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(link);
  await expect(phone.getByTestId("quote-photos").locator("img")).toHaveCount(1);
  await expect(phone.getByTestId("quote-photos").locator("img")).toHaveJSProperty("complete", true);
  await phone.close();
  // Making a quote holds nothing: the tyre is still offered for reservation.
  expect((await page.request.get(`/en/reserve/${tyre}`)).status()).toBe(200);

  // The owner records the customer's "no" given by phone, with the reason.
  await page.context().clearCookies();
  await loginAsAdmin(page);
  await page.goto("/quotes");
  await page.getByTestId("quote-card").filter({ hasText: number }).click();
  const record = page.getByTestId("record-answer");
  await record.getByText("Declined", { exact: true }).click();
  await record.getByText("By phone", { exact: true }).click();
  await record.getByLabel("Reason (optional)").fill("Found cheaper elsewhere");
  await record.getByRole("button", { name: "Save answer" }).click();
  await expect(page.getByTestId("quote-status")).toHaveText("Declined");
  await expect(page.getByTestId("quote-answers")).toContainText("Declined · revision 1 · By phone");
  await expect(page.getByTestId("quote-answers")).toContainText("Found cheaper elsewhere");
  await expect(page.getByTestId("record-answer")).toHaveCount(0);
  await page.goto("/quotes?status=declined");
  await expect(page.getByTestId("quote-card").filter({ hasText: number })).toBeVisible();
  await page.goto("/quotes");
  await expect(page.getByTestId("quote-card").filter({ hasText: number })).toHaveCount(0);

  // The declined tyres stay on the car: the till shows them when its plate is typed, and the
  // follow-ups list has them, with a quote to make from them.
  await page.goto("/inventory");
  await page
    .getByRole("button", { name: /^Add T[0-9A-Z]+ to basket$/ })
    .first()
    .click();
  await expect(page.getByText("Added to basket").first()).toBeVisible();
  await page.goto("/checkout");
  await page.getByLabel("Vehicle Registration").fill("4321klm");
  const declined = page.getByTestId("declined-on-vehicle");
  await expect(declined).toContainText("2 declined jobs open on this vehicle");
  await expect(declined).toContainText("2 × Michelin CrossClimate 2 205/55 R16");
  await declined.getByRole("link", { name: "Follow-ups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Follow-ups" })).toBeVisible();
  await expect(page.locator("#declined-plate")).toHaveValue("4321klm");
  const followUp = page.getByTestId("follow-up").filter({ hasText: "CrossClimate" });
  await expect(followUp).toContainText("Found cheaper elsewhere");
  await expect(followUp.getByRole("link", { name: "Make a quote" })).toHaveAttribute("href", /plate=4321\+KLM/);

  // A declined quote can be changed: revision 2 is open again and the link shows it.
  await page.goto("/quotes?status=declined");
  await page.getByTestId("quote-card").filter({ hasText: number }).click();
  await page.getByTestId("quote-change").click();
  await expect(page.getByRole("heading", { level: 1, name: `Change ${number}` })).toBeVisible();
  await expect(page.getByTestId("quote-lines").locator("li")).toHaveCount(3);
  await page.getByTestId("quote-lines").getByRole("button", { name: "Remove 2" }).click();
  await page.getByTestId("save-quote").click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  await expect(page.getByTestId("quote-document")).toContainText("Revision 2");
  await expect(page.getByTestId("quote-document")).not.toContainText("CrossClimate");
  await expect(page.getByTestId("quote-status")).toHaveText("Open");
  await expect(page.getByTestId("quote-answers")).toContainText("Declined · revision 1");
  const customer = await page.request.get(new URL(link).pathname);
  expect(customer.status()).toBe(200);
  expect(await customer.text()).not.toContain("CrossClimate");

  // The till sells it at the quoted prices: the amount on the button is the invoice's total.
  const sell = page.getByTestId("sell-quote");
  await sell.getByText("Card", { exact: true }).click();
  const charge = await sell.getByTestId("sell-quote-submit").innerText();
  // "Charge €90.40" on the English screen; the invoice prints "90,40 €".
  const [, euros, cents] = /€(\d+)\.(\d{2})/.exec(charge)!;
  await sell.getByTestId("sell-quote-submit").click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await expect(page.getByText(`${euros},${cents} €`).last()).toBeVisible();
  await expect(page.getByText("P-20").first()).toBeVisible();
  await page.goBack();
  await page.reload();
  await expect(page.getByTestId("quote-sold")).toContainText("Sold with invoice");
  await expect(page.getByTestId("sell-quote")).toHaveCount(0);
});

test("a quote accepted on the customer's phone holds its tyre and books the fitting; the till sells it at the quoted price and collects the hold", async ({
  page,
  browser,
}) => {
  const name = `Rocío Acepta ${Date.now()}`;
  await loginAsAdmin(page);
  const [tyre] = await availableTyres(page.request, 1);
  const made = await page.request.post("/quotes/new", {
    headers: { Origin: baseURL },
    form: {
      customerName: name,
      phone: "+34 611 987 654",
      plate: "2468 BCD",
      locale: "es",
      validDays: "10",
      lines: JSON.stringify([{ kind: "tyre", tyreId: tyre, quantity: 1 }]),
    },
  });
  expect(made.status()).toBe(200);
  await page.goto("/quotes");
  await page.getByTestId("quote-card").filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quoteUrl = page.url();
  // On paper the quote is in the customer's language (Spanish), whatever the clerk's (English).
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("quote-printed")).toBeVisible();
  await expect(page.getByTestId("quote-printed")).toContainText(/Presupuesto P-\d{4}-\d{4}/);
  await expect(page.getByTestId("quote-printed")).toContainText("Válido hasta el");
  await expect(page.getByTestId("quote-document")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("quote-printed")).toBeHidden();
  await expect(page.getByTestId("quote-document")).toContainText(/Quote P-\d{4}-\d{4}/);
  const link = (await page.getByTestId("quote-link").innerText()).trim();
  const total = (await page.getByTestId("quote-total").innerText()).trim();

  // The customer accepts on a 390 px phone with the first free fitting time.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const customer = await phone.newPage();
  await customer.goto(new URL(link).pathname);
  await customer.getByLabel("Hora de montaje").selectOption({ index: 1 });
  await customer.getByRole("button", { name: "Aceptar" }).click();
  await expect(customer.getByTestId("quote-done")).toHaveText("Presupuesto aceptado");
  await phone.close();

  // The reservation and the appointment exist, on the customer's page.
  await page.goto(`/customers?q=${encodeURIComponent(name)}`);
  await page.getByTestId("customer-card").first().click();
  await expect(page.getByTestId("customer-appointments")).toContainText("(1)");
  await expect(page.getByTestId("customer-quotes")).toContainText("Accepted");
  await page.goto("/reservations");
  await expect(page.getByText(name).first()).toBeVisible();

  // The till sells it at the quoted price and the hold is collected with the sale.
  await page.goto(quoteUrl);
  await expect(page.getByTestId("sell-quote-submit")).toContainText(total);
  await page.getByTestId("sell-quote-submit").click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await page.goto("/reservations");
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goto("/reservations?status=collected");
  await expect(page.getByText(name).first()).toBeVisible();
  // The dashboard's first line: today's fittings and today's sales, each opening its screen.
  await page.goto("/dashboard");
  await expect(page.getByTestId("today-sales")).toHaveText(/^Today: \d+ invoices?, €[\d,.]+$/);
  await expect(page.getByTestId("today-sales")).toHaveAttribute("href", "/invoices");
  await expect(page.getByTestId("today-appointments")).toHaveText(/^Today: \d+ appointments?$/);
});
