// A staff action's toast shows however the screen was reached: after a walk through other staff
// screens (full loads and the menu), cancelling a reservation says "Reservation cancelled".
import { DESKTOP, expect, loginAsAdmin, test } from "./fixtures";

test("the cancel toast shows after visiting other staff screens", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginAsAdmin(page);
  for (const path of ["/inventory", "/checkout", "/invoices", "/customers", "/agenda", "/dashboard"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: /menu/i }).first();
  for (const name of ["Inventory", "Invoices", "Reservations"]) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(name.toLowerCase()));
  }
  const card = page.getByTestId("reservation-card").first();
  await expect(card).toBeVisible();
  // A busy server: the reload of the screen's data that follows the cancel takes longer than the
  // test waits. The answer to the cancel itself is already there and must be shown at once.
  let held = 0;
  await page.route(/\/reservations\.data/, async (route) => {
    if (route.request().method() === "GET") {
      held++;
      await new Promise((done) => setTimeout(done, 15_000));
    }
    await route.continue().catch(() => undefined);
  });
  await card.getByRole("button", { name: "Cancel reservation" }).click();
  await page.getByRole("alertdialog", { name: "Cancel this reservation?" }).getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("Reservation cancelled")).toBeVisible({ timeout: 10_000 });
  expect(held).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  // The toast belongs to its screen: read, then the menu to another screen dismisses it.
  await page.waitForTimeout(1500);
  await nav.getByRole("link", { name: "Inventory" }).click();
  await expect(page).toHaveURL(/\/inventory/);
  await expect(page.getByText("Reservation cancelled")).toHaveCount(0);
});
