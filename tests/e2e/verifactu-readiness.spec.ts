// The owner's VERI*FACTU readiness in the browser (decision 110), against a stand-in for the tax
// agency: the records screen's checklist in Spanish and English at a phone's and a tablet's width
// (the days left to 1 January 2027 as the shop's calendar counts them today, the date in words, the
// guide to the certificate), each step ticked as the owner does it, up to production; the dashboard
// card for the owner until then, never for a counter; the declaration's producer as the shop's
// settings say, with its print button. Runs its own production server on a free port. Screenshots
// go to SHOTS_DIR/verifactu-readiness when SHOTS_DIR is set.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { makeTestPki, type StandInAgency, startStandInAgency, type TestPki } from "../helpers/stand-in-agency";
import { expect, path as pagePath, shot, test } from "./fixtures";
import { ownShop, type ShopAccount } from "./own-shop";

const OWNER: ShopAccount = { email: "owner@ready.test", password: "owner-pass-123", role: "owner" };
const COUNTER: ShopAccount = { email: "counter@ready.test", password: "counter-pass-123", role: "counter" };
let pki: TestPki;
let agency: StandInAgency;
// Its own shop, sending to a stand-in agency.
const shop = ownShop("ready", [OWNER, COUNTER], {
  env: async () => {
    pki = makeTestPki(DEFAULT_SHOP_SETTINGS.nif);
    agency = await startStandInAgency(pki);
    agency.waitSeconds = 0;
    return { VERIFACTU_TEST_ENDPOINT: agency.url, VERIFACTU_TEST_CA_FILE: pki.caFile };
  },
  after: async () => {
    await agency?.close();
    if (pki) fs.rmSync(pki.dir, { recursive: true, force: true });
  },
});

/** Whole days from today in Madrid to 1 January 2027, counted here apart from the app's own rule. */
function daysToStart(): number {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
  return Math.round((Date.UTC(2027, 0, 1) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
const daysText = (locale: "es" | "en", n: number) =>
  locale === "es" ? (n === 1 ? "Queda 1 día" : `Quedan ${n} días`) : n === 1 ? "1 day left" : `${n} days left`;

/** A signed-in page whose account (no language of its own) reads the back-office in the browser's language. */
const signedIn = (browser: Browser, who: ShopAccount, locale: "es" | "en", width = 1280) =>
  shop.page(browser, who, { language: locale, viewport: { width, height: 900 } });

async function noSideways(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "the page scrolls sideways").toBeLessThanOrEqual(client);
}

const STEPS = ["certificate", "testSending", "testAccepted", "production"] as const;
async function expectDone(page: Page, done: boolean[]) {
  for (const [i, step] of STEPS.entries()) await expect(page.getByTestId(`vf-step-${step}`)).toHaveAttribute("data-done", String(done[i]));
}

test("the records screen's checklist and guide in Spanish and English, at 390, 1024 and 1280 px; the dashboard card for the owner only", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const days = daysToStart();
  const words = {
    es: {
      date: "Obligatorio desde el 1 de enero de 2027",
      next: "Siguiente paso: Certificado electrónico obtenido y subido",
      guide: "Cómo conseguir el certificado",
    },
    en: {
      date: "Required from 1 January 2027",
      next: "Next step: Electronic certificate obtained and uploaded",
      guide: "How to get the certificate",
    },
  };
  for (const locale of ["es", "en"] as const) {
    for (const width of [390, 1024, 1280]) {
      const page = await signedIn(browser, OWNER, locale, width);
      await page.goto(`${shop.origin()}/invoices/records`);
      const checklist = page.getByTestId("vf-readiness");
      await expect(checklist).toBeVisible();
      await expect(page.getByTestId("vf-days-left")).toHaveText(daysText(locale, days));
      await expect(page.getByTestId("vf-start-date")).toHaveText(words[locale].date);
      await expect(checklist).not.toContainText("2027-01-01");
      await expect(page.getByTestId("vf-summary")).not.toContainText("2027-01-01");
      await expectDone(page, [false, false, false, false]);
      const guide = page.getByTestId("vf-how-to");
      await expect(guide.getByRole("heading", { name: words[locale].guide })).toBeVisible();
      await expect(guide).toContainText("FNMT (Fábrica Nacional de Moneda y Timbre");
      await expect(guide.getByRole("link", { name: "sede.fnmt.gob.es" })).toHaveAttribute("href", "https://www.sede.fnmt.gob.es/");
      await expect(guide).toContainText(".p12");
      await expect(guide).toContainText(locale === "es" ? "entorno de pruebas" : "test environment (pruebas)");
      await noSideways(page);
      await shot(page, `verifactu-readiness/records-${locale}-${width}`, { fullPage: true });

      await page.goto(`${shop.origin()}/dashboard`);
      const card = page.getByTestId("verifactu-readiness");
      await expect(card).toBeVisible();
      await expect(card).toContainText(daysText(locale, days));
      await expect(card).toContainText(locale === "es" ? "1 de enero de 2027" : "1 January 2027");
      await expect(page.getByTestId("verifactu-readiness-next")).toContainText(words[locale].next);
      await noSideways(page);
      await shot(page, `verifactu-readiness/dashboard-${locale}-${width}`, { fullPage: true });
      await shot(card, `verifactu-readiness/dashboard-card-${locale}-${width}`);
      await card.getByRole("link").click();
      await expect(page).toHaveURL(/\/invoices\/records$/);
      await page.context().close();
    }
  }

  // A counter account has no card (nor the records screen).
  const counter = await signedIn(browser, COUNTER, "en", 390);
  await counter.goto(`${shop.origin()}/dashboard`);
  await expect(counter.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(counter.getByTestId("verifactu-readiness")).toHaveCount(0);
  await expect(counter.getByText("VERI*FACTU")).toHaveCount(0);
  await counter.context().close();
});

/** Sells one tyre through the checkout action with the page's cookies; returns the new invoice's id. */
async function issueInvoice(page: Page, tyreId: string) {
  const origin = shop.origin();
  const sale = await page.request.post(`${origin}/checkout`, {
    headers: { Origin: origin },
    form: {
      customerName: "Cliente de prueba",
      paymentMethod: "cash",
      vehicleReg: "",
      notes: "",
      lines: JSON.stringify([{ tyreId, quantity: 1 }]),
    },
  });
  expect(sale.status()).toBe(200);
}

test("each step is ticked as the owner does it; once production is on the dashboard card goes", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, OWNER, "en", 1024);
  const origin = shop.origin();
  await page.goto(`${origin}/invoices/records`);
  await expectDone(page, [false, false, false, false]);

  // (a) The certificate.
  await page.getByLabel("Certificate file (.p12 or .pfx)").setInputFiles(path.join(pki.dir, "client.p12"));
  await page.getByLabel("Its password").fill(pki.password);
  await page.getByRole("button", { name: "Upload certificate" }).click();
  await expect(page.getByText(/^Certificate set, valid until/).first()).toBeVisible();
  await expectDone(page, [true, false, false, false]);
  await expect(page.getByTestId("vf-step-testSending")).toContainText("choose the test environment");

  // (b) Sending on, to the test environment.
  await page.getByLabel("Send to").selectOption("test");
  await page.getByTestId("vf-sending").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: records are sent to the tax agency").first()).toBeVisible();
  await expectDone(page, [true, true, false, false]);

  // (c) A test sale the agency accepts.
  const listing = await (await page.request.get(`${origin}${pagePath("listing", "en")}`)).text();
  const tyre = /\/en\/tyre\/(T[0-9A-Z]{5,})/.exec(listing)![1]!;
  await issueInvoice(page, tyre);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("vf-step-testAccepted")).toHaveAttribute("data-done", "true", { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(agency.invalid).toEqual([]);
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByTestId("verifactu-readiness-next")).toContainText("Next step: Production on");

  // (d) Production on: every step done, no card on the dashboard.
  await page.goto(`${origin}/invoices/records`);
  await page.getByLabel("Send to").selectOption("production");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: records are sent to the tax agency").first()).toBeVisible();
  await expectDone(page, [true, true, true, true]);
  await expect(page.getByTestId("vf-readiness")).toContainText("All done");
  await shot(page.getByTestId("vf-readiness"), "verifactu-readiness/records-en-1024-all-done");
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("verifactu-readiness")).toHaveCount(0);
  await page.context().close();
});

test("the declaration's producer is the shop's settings (legal name, NIF, address) and it has a print button", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, OWNER, "en", 390);
  const origin = shop.origin();
  // The owner's own seller data in the settings.
  await page.goto(`${origin}/settings`);
  await page.getByLabel("Legal name").fill("Juana Pérez García");
  await page.getByLabel("NIF / CIF / NIE").fill("12345678Z");
  await page.getByLabel("Street").fill("Calle Mayor 7");
  await page.getByLabel("Postal code").fill("04001");
  await page.getByLabel("Town").fill("Almería");
  await page.getByLabel("Province").fill("Almería");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/^Settings saved/).first()).toBeVisible();

  await page.goto(`${origin}/invoices/declaration`);
  const doc = page.getByTestId("declaration");
  await expect(doc).toContainText("h) Nombre y apellidos o razón social del productor: Juana Pérez García");
  await expect(doc).toContainText("i) NIF del productor: 12345678Z");
  await expect(doc).toContainText("j) Dirección postal completa de contacto del productor: Calle Mayor 7, 04001 Almería, Almería");
  await expect(doc).not.toContainText(DEFAULT_SHOP_SETTINGS.legalName);
  await expect(doc).not.toContainText("app/config");
  await expect(doc).toContainText("son los de la tienda en Ajustes");
  await noSideways(page);
  await shot(page, "verifactu-readiness/declaration-en-390", { fullPage: true });

  // The shared print button prints the page (window.print, caught here).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed, the page is the declaration alone: the back link and the button stay off paper.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(doc).toBeVisible();
  await shot(page, "verifactu-readiness/declaration-en-390-print", { fullPage: true });
  await page.context().close();
});
