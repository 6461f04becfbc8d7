// The numbered Z in the browser: a past day closed with a card terminal total that is not what the
// till took by card shows the difference in red with its hint, before and after closing; a card
// total with letters is refused and closes nothing; the Z prints from the list and, reprinted, shows
// the same figures; the owner reopens with a reason and the next closing is revision 2 of the same Z.
import type { Page } from "@playwright/test";
import { addDays } from "~/domain/hold-end";
import { shopToday } from "~/lib/shop-clock";
import { expect, loginAsAdmin, test } from "./fixtures";

/** The figures of a printed Z, by their test ids. */
const FIGURES = [
  "z-number",
  "z-revision",
  "z-day",
  "z-invoices",
  "z-returns",
  "z-replacements",
  "z-cancelled",
  "z-sales-total",
  "z-method-cash",
  "z-method-card",
  "z-method-transfer",
  "z-deposits-taken",
  "z-deposits-returned",
  "z-float",
  "z-expected",
  "z-counted",
  "z-difference",
  "z-card-terminal",
  "z-card-till",
  "z-card-difference",
];

async function zFigures(page: Page): Promise<string[]> {
  return Promise.all(FIGURES.map((id) => page.getByTestId(id).innerText()));
}

test("a day closed with a card terminal total unlike the card sales is flagged, and its Z reprints the same", async ({ page }) => {
  // A past day nobody else's test closes (the others count today).
  const day = addDays(shopToday(), -2);
  await loginAsAdmin(page);
  await page.goto(`/end-of-day?day=${day}`);
  await page.getByLabel("Opening float (€)").fill("120.00");
  await page.getByLabel("Cash counted (€)").fill("120.00");

  // Letters: a clear message beside the field, and the day is not closed.
  await page.getByLabel("Card terminal total (€)").fill("12O,50");
  await page.getByRole("button", { name: "Close the day" }).click();
  await expect(page.getByText("Enter the card terminal's total in euros").first()).toBeVisible();
  await expect(page.getByTestId("eod-closed")).toHaveCount(0);

  // The terminal holds 45.00 the till did not take by card: red, with the hint, while counting.
  await page.getByLabel("Card terminal total (€)").fill("45.00");
  await expect(page.getByTestId("eod-card-difference")).toHaveText("€45.00");
  await expect(page.getByTestId("eod-card-difference")).toHaveAttribute("data-flagged", "true");
  await expect(page.getByTestId("eod-card-hint")).toHaveText("A card payment keyed as cash?");
  await page.getByRole("button", { name: "Close the day" }).click();

  const closed = page.getByTestId("eod-closed");
  await expect(closed).toBeVisible();
  await expect(page.getByTestId("eod-z-number")).toHaveText(/^Z report Z-\d{4}-\d{4}$/);
  const zNumber = (await page.getByTestId("eod-z-number").innerText()).replace("Z report ", "");
  await expect(page.getByTestId("eod-closed-card-difference")).toHaveText("€45.00");
  await expect(page.getByTestId("eod-closed-card-difference")).toHaveClass(/text-red-700/);
  await expect(page.getByTestId("eod-closed-card-hint")).toBeVisible();

  // Its Z: the same difference and hint, in the account's language.
  await page.getByTestId("eod-print-z").click();
  await expect(page).toHaveURL(new RegExp(`/end-of-day/z/${day}/1$`));
  await expect(page.getByTestId("z-number")).toHaveText(zNumber);
  await expect(page.getByTestId("z-card-difference")).toHaveText("€45.00");
  await expect(page.getByTestId("z-card-difference")).toHaveAttribute("data-flagged", "true");
  await expect(page.getByTestId("z-card-hint")).toHaveText("A card payment keyed as cash?");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  const printed = await zFigures(page);

  // Reprinted from the list of Zs: exactly the same figures.
  await page.goto(`/end-of-day?day=${day}`);
  await page.getByRole("link", { name: `Print ${zNumber} revision 1` }).click();
  await expect(page.getByTestId("z-document")).toBeVisible();
  expect(await zFigures(page)).toEqual(printed);

  // Reopened with a reason (none: refused), counted again: revision 2 of the same number; revision 1 unchanged.
  await page.goto(`/end-of-day?day=${day}`);
  await page.getByRole("button", { name: "Reopen the day" }).click();
  await expect(page.getByText("Say why the day is reopened").first()).toBeVisible();
  await page.getByLabel("Reason for reopening").fill("The terminal's slip was read wrong");
  await page.getByRole("button", { name: "Reopen the day" }).click();
  await expect(page.getByTestId("eod-reopened")).toContainText("Reason: The terminal's slip was read wrong");
  await page.getByLabel("Cash counted (€)").fill("120.00");
  await page.getByLabel("Card terminal total (€)").fill("0");
  await page.getByRole("button", { name: "Close the day" }).click();
  await expect(page.getByTestId("eod-z-number")).toHaveText(`Z report ${zNumber} · revision 2`);
  await expect(page.getByTestId("eod-closed-card-difference")).toHaveText("€0.00");
  await expect(page.getByTestId("eod-closed-card-hint")).toHaveCount(0);

  await page.getByRole("link", { name: `Print ${zNumber} revision 1` }).click();
  await expect(page.getByTestId("z-superseded")).toContainText("The terminal's slip was read wrong");
  expect(await zFigures(page)).toEqual(printed);
  await page.goto(`/end-of-day/z/${day}/2`);
  await expect(page.getByTestId("z-revision")).toHaveText("2");
  await expect(page.getByTestId("z-card-difference")).toHaveText("€0.00");
});
