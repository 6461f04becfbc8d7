// The customer's quote link in the browser, as the customer gets it by WhatsApp or e-mail: staff
// make the quotes (the editor's form posted from the signed-in back-office, as the editor posts it)
// and copy the link from the quote's page; the customer opens it on a phone, in the link's
// language. In Spanish, without JavaScript (a plain form POST): the total and the validity, an
// acceptance with a fitting time and its confirmation, the link again saying it was accepted. In
// English: the page reads in English, a decline with a reason is confirmed. A forged link is a 404.
import type { Browser, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { availableTyres, expect, loginAsAdmin, PHONE, seriousViolations, test } from "./fixtures";

/** Makes a quote through the editor's form and returns the customer's link from its page. */
async function makeQuote(page: Page, fields: Record<string, string>, lines: unknown[]): Promise<string> {
  const res = await page.request.post("/quotes/new", {
    headers: { Origin: baseURL },
    form: { phone: "+34 600 123 456", email: "", plate: "", validDays: "15", note: "", ...fields, lines: JSON.stringify(lines) },
  });
  expect(res.status(), "the quote is made").toBe(200);
  await page.goto("/quotes");
  await page.getByTestId("quote-card").filter({ hasText: fields.customerName! }).first().click();
  const link = (await page.getByTestId("quote-link").textContent())!.trim();
  expect(link).toMatch(/\/(presupuesto|en\/quote)\/\d+\.[\w-]{32}$/);
  return new URL(link).pathname;
}

/** The customer's phone: a new browser without the staff session. */
async function customerPhone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, baseURL });
  return { context, page: await context.newPage() };
}

test("a quote's link: accepted with a fitting time in Spanish (no JavaScript), declined with a reason in English, a forged one a 404", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await loginAsAdmin(page);
  const [tyreEs, tyreEn] = await availableTyres(page.request, 2);
  const spanish = await makeQuote(page, { customerName: `Lucía Quote ${stamp}`, locale: "es", note: "Incluye montaje y equilibrado." }, [
    { kind: "tyre", tyreId: tyreEs, quantity: 1 },
    { kind: "order", description: "Michelin Pilot Sport 5 225/45 R17", quantity: 1, unitCents: "119,90", supplierCents: "", days: "" },
  ]);
  const english = await makeQuote(page, { customerName: `John Quote ${stamp}`, locale: "en" }, [
    { kind: "tyre", tyreId: tyreEn, quantity: 1 },
  ]);
  expect(spanish).toMatch(/^\/presupuesto\//);
  expect(english).toMatch(/^\/en\/quote\//);

  // Spanish, on a phone, without JavaScript: what the quote costs and until when, then accept with a time.
  const es = await customerPhone(browser, false);
  const opened = await es.page.goto(spanish);
  expect(opened!.status()).toBe(200);
  await expect(es.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(es.page.getByRole("heading", { level: 1 })).toContainText(/Presupuesto P-\d{4}-\d{4}/);
  await expect(es.page.getByTestId("quote-total")).toContainText("€");
  await expect(es.page.getByTestId("quote-valid-until")).toContainText("Válido hasta el");
  await expect(es.page.getByTestId("quote-lines")).toContainText("Michelin Pilot Sport 5");
  const time = es.page.getByLabel("Hora de montaje");
  await expect(time.locator("option").first()).toHaveText("Sin cita, ya llamaré");
  await time.selectOption({ index: 1 });
  const chosen = (await time.locator("option:checked").textContent())!;
  await es.page.getByRole("button", { name: "Aceptar" }).click();
  await expect(es.page).toHaveURL(/\?done=1$/);
  await expect(es.page.getByTestId("quote-done")).toHaveText("Presupuesto aceptado");
  await expect(es.page.getByTestId("quote-held-until")).toContainText("Hemos reservado tus neumáticos hasta el");
  await expect(es.page.getByTestId("quote-fitting")).toContainText(chosen.split(" · ")[1]!);
  // The link again: it says it was accepted, and offers no answer.
  await es.page.goto(spanish);
  await expect(es.page.getByTestId("quote-answered-on")).toContainText("Aceptado el");
  await expect(es.page.getByTestId("quote-accept")).toHaveCount(0);
  await es.context.close();

  // English: the page reads in English; a decline with a reason is confirmed.
  const en = await customerPhone(browser, true);
  await en.page.goto(english);
  await expect(en.page.locator("html")).toHaveAttribute("lang", "en");
  await expect(en.page.getByRole("heading", { level: 1 })).toContainText(/Quote P-\d{4}-\d{4}/);
  await expect(en.page.getByTestId("quote-valid-until")).toContainText("Valid until");
  expect(await seriousViolations(en.page), "serious or critical accessibility violations").toEqual([]);
  await en.page.getByLabel("Reason (optional)").fill("Found them cheaper elsewhere");
  await en.page.getByRole("button", { name: "Decline" }).click();
  await expect(en.page.getByTestId("quote-done")).toHaveText("Quote declined");
  await expect(en.page.getByTestId("quote-reason")).toContainText("Found them cheaper elsewhere");

  // A forged link: the not-found page.
  const forged = english.slice(0, -1) + (english.endsWith("A") ? "B" : "A");
  const res = await en.page.goto(forged);
  expect(res!.status()).toBe(404);
  await expect(en.page.getByTestId("quote-invalid")).toBeVisible();
  await en.context.close();
});
