// VERI*FACTU sending in the browser, against a stand-in for the tax agency (mutual TLS, every
// request validated against the agency's schemas): the owner uploads the shop's certificate and
// turns sending on; an invoice issued then shows "accepted" with the agency's CSV code on its page,
// and one the agency rejects shows on the records screen with the agency's message.
// Runs its own production server (the shared one has no stand-in to talk to) on a free port.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { makeTestPki, type StandInAgency, startStandInAgency, type TestPki } from "../helpers/stand-in-agency";
import { expect, path as pagePath, test } from "./fixtures";
import { ownShop, type ShopAccount } from "./own-shop";

const OWNER: ShopAccount = { email: "owner@vf.test", password: "owner-pass-123", role: "owner" };
let pki: TestPki;
let agency: StandInAgency;
// Its own shop, sending to a stand-in agency.
const shop = ownShop("vf", [OWNER], {
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

/** Sells one tyre through the checkout action with the page's cookies; returns the new invoice's id and number. */
async function issueInvoice(page: Page, tyreId: string) {
  const origin = shop.origin();
  const sale = await page.request.post(`${origin}/checkout`, {
    headers: { Origin: origin },
    form: {
      customerName: "Cliente VF",
      paymentMethod: "cash",
      vehicleReg: "",
      notes: "",
      lines: JSON.stringify([{ tyreId, quantity: 1 }]),
    },
  });
  expect(sale.status()).toBe(200);
  const list = await (await page.request.get(`${origin}/invoices`)).text();
  const ids = [...list.matchAll(/href="\/invoices\/(\d+)"/g)].map((m) => Number(m[1]));
  const id = Math.max(...ids);
  const invoice = await (await page.request.get(`${origin}/invoices/${id}`)).text();
  const number = /\b(\d{4}-\d{6})\b/.exec(invoice)![1]!;
  return { id, number };
}

test("with sending on, an issued invoice is accepted with the agency's CSV; a rejected one shows on the records screen", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const origin = shop.origin();
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The owner sets the certificate, then turns sending on (the agency's test environment).
  await page.goto(`${origin}/invoices/records`);
  await expect(page.getByRole("heading", { name: "VERI*FACTU" })).toBeVisible();
  await expect(page.getByTestId("vf-summary")).toContainText("Sending is off");
  await page.getByLabel("Certificate file (.p12 or .pfx)").setInputFiles(path.join(pki.dir, "client.p12"));
  await page.getByLabel("Its password").fill("wrong password");
  await page.getByRole("button", { name: "Upload certificate" }).click();
  await expect(page.getByText("The password does not open this certificate").first()).toBeVisible();
  await page.getByLabel("Its password").fill(pki.password);
  await page.getByRole("button", { name: "Upload certificate" }).click();
  await expect(page.getByText(/^Certificate set, valid until/).first()).toBeVisible();
  await page.getByTestId("vf-sending").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: records are sent to the tax agency").first()).toBeVisible();

  const listing = await (await page.request.get(`${origin}${pagePath("listing", "en")}`)).text();
  const tyres = [...new Set([...listing.matchAll(/\/en\/tyre\/(T[0-9A-Z]{5,})/g)].map((m) => m[1]!))];
  expect(tyres.length).toBeGreaterThanOrEqual(2);

  const accepted = await issueInvoice(page, tyres[0]!);
  await page.goto(`${origin}/invoices/${accepted.id}`);
  const status = page.getByTestId("verifactu-status");
  await expect(async () => {
    await page.reload();
    await expect(status).toHaveAttribute("data-status", "accepted", { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(status).toContainText("Tax agency (VERI*FACTU): Accepted");
  await expect(page.getByTestId("verifactu-csv")).toHaveText(/^A-STANDIN\d{6}$/);
  expect(agency.invalid).toEqual([]);

  // The agency rejects the next record: the records screen lists it with the agency's message.
  agency.defaultOutcome = { status: "rejected", code: "1100", text: "Valor o tipo incorrecto del campo: NombreRazonEmisor" };
  const rejected = await issueInvoice(page, tyres[1]!);
  await page.goto(`${origin}/invoices/records?status=rejected`);
  const card = page.getByTestId(`vf-record-${rejected.number}`);
  await expect(async () => {
    await page.reload();
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(card.getByTestId("vf-message")).toHaveText("1100: Valor o tipo incorrecto del campo: NombreRazonEmisor");
  await expect(card.getByRole("button", { name: "Send again as a correction" })).toBeVisible();
  await page.goto(`${origin}/invoices/${rejected.id}`);
  await expect(page.getByTestId("verifactu-status")).toHaveAttribute("data-status", "rejected");
});
