// The counter's day in the browser: a cash sale at the till is found by the invoice search, e-mailed
// to the customer (the screen says plainly that e-mail is not set up here), counted on the end of
// day screen (expected cash, counted, difference), closed once and reopened; the screens fit 390,
// 1024 and 1280 px without sideways scrolling (screenshots under SHOTS_DIR/end-of-day when
// SHOTS_DIR is set).
import type { Page } from "@playwright/test";
import { availableTyres, expect, loginAsAdmin, PHONE, shot, test } from "./fixtures";

const WIDTHS = [
  ["390", PHONE],
  ["1024", { width: 1024, height: 768 }],
  ["1280", { width: 1280, height: 800 }],
] as const;

async function shoot(page: Page, name: string) {
  for (const [w, vp] of WIDTHS) {
    await page.setViewportSize(vp);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${w} px`).toBeLessThanOrEqual(vp.width);
    await shot(page, `end-of-day/${name}-${w}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a cash sale is found, e-mailed, counted at the end of the day and the day closed once", async ({ page, request }) => {
  const [id] = await availableTyres(request, 1);
  const customer = `EOD ${id}`;
  await loginAsAdmin(page);

  await page.goto("/end-of-day");
  const cashBefore = await page.getByTestId("eod-method-cash").locator("td").first().innerText();

  await page.goto(`/inventory?q=${id}`);
  await page.getByRole("button", { name: `Add ${id} to basket` }).click();
  await expect(page.getByText("Added to basket").first()).toBeVisible();
  await page.goto("/checkout");
  await page.getByLabel(/Customer Name/).fill(customer);
  await page.getByLabel("Vehicle Registration").fill("9876 XYZ");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // The invoice search: by plate however written, by customer name.
  await page.goto("/invoices?q=9876-xyz");
  await expect(page.getByTestId("invoice-row").filter({ hasText: customer })).toHaveCount(1);
  await page.getByLabel("Number, customer, phone, plate or tax id").fill(customer);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=EOD/);
  await expect(page.getByTestId("invoices-count")).toHaveText("1 invoice found");
  await shoot(page, "invoice-search");
  await page.getByLabel("Amount from (€)").fill("abc");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Enter an amount in euros, e.g. 120.50")).toBeVisible();

  // E-mail it: without a mail server the screen says nobody will receive it.
  await page.goto("/invoices?q=" + encodeURIComponent(customer));
  const href = await page.getByRole("link", { name: /^View invoice/ }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByTestId("mail-not-set-up")).toContainText(
    "E-mail is not set up: messages are saved as files and nobody received them",
  );
  // The owner reads where the files are and what to set.
  await expect(page.getByTestId("mail-not-set-up")).toContainText("SMTP_URL");
  await page.getByLabel("Customer's e-mail").fill("not an address");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com").first()).toBeVisible();
  await page.getByLabel("Customer's e-mail").fill("cliente@example.test");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(/the message is saved as a file: e-mail is not set up/)).toBeVisible();

  // End of day: the sale is in the cash taken; count the drawer exactly and close.
  await page.goto("/end-of-day");
  await expect(page.getByTestId("eod-method-cash").locator("td").first()).not.toHaveText(cashBefore);
  await page.getByLabel("Opening float (€)").fill("100.00");
  const expected = (await page.getByTestId("eod-expected").innerText()).replace(/[€,]/g, "");
  await page.getByLabel("Cash counted (€)").fill("1.00");
  await expect(page.getByTestId("eod-difference")).toContainText("-");
  await page.getByLabel("Cash counted (€)").fill(expected);
  await expect(page.getByTestId("eod-difference")).toHaveText("€0.00");
  await shoot(page, "end-of-day-open");
  await page.getByRole("button", { name: "Close the day" }).click();
  await expect(page.getByTestId("eod-closed-difference")).toHaveText("€0.00");
  await expect(page.getByRole("button", { name: "Close the day" })).toHaveCount(0);
  await shoot(page, "end-of-day-closed");

  // Reopening is the owner's, with a reason; the day can then be counted again.
  await page.getByLabel("Reason for reopening").fill("Count again");
  await page.getByRole("button", { name: "Reopen the day" }).click();
  await expect(page.getByTestId("eod-reopened")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close the day" })).toBeVisible();

  // The dashboard links to it and says the same about e-mail.
  await page.goto("/dashboard");
  await expect(page.getByTestId("mail-not-set-up")).toHaveCount(1);
  await page.getByTestId("end-of-day-link").click();
  await expect(page).toHaveURL(/\/end-of-day$/);
});
