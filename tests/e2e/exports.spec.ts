// The CSV downloads from the back-office: the stock under the inventory's filters, and the
// register of issued invoices for a range of days.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN, loginAsAdmin } from "./fixtures";

test("staff download the filtered stock and the invoice register as CSV files Excel opens", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/inventory?condition=part-worn");
  const stockDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const stock = await stockDownload;
  expect(stock.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
  const stockText = fs.readFileSync((await stock.path())!, "utf8");
  expect(stockText.startsWith("\uFEFFstock_code;width;aspect;rim;load_index;")).toBe(true);
  const conditions = stockText
    .trimEnd()
    .split("\r\n")
    .slice(1)
    .map((l) => l.split(";")[8]);
  expect(conditions.length).toBeGreaterThan(0);
  expect(new Set(conditions)).toEqual(new Set(["part-worn"]));

  await page.goto("/invoices");
  // The register's own form (the invoice search above it has a "From" date too).
  const registerForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Download register (CSV)" }) });
  await registerForm.getByLabel("From").fill("2020-01-01");
  const registerDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download register (CSV)" }).click();
  const register = await registerDownload;
  expect(register.suggestedFilename()).toMatch(/^invoices-2020-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const registerText = fs.readFileSync((await register.path())!, "utf8");
  expect(registerText.startsWith("\uFEFFFecha expedición;Serie;Número;Tipo;")).toBe(true);
  expect(registerText.trimEnd().split("\r\n").at(-1)).toMatch(/^Total \(\d+ facturas\);/);
});

test("an admin downloads a backup of the running shop from the settings screen, after typing the password again", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/settings");
  // A wrong password: no file, a message on the settings screen.
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Download backup" }).click();
  await expect(page.getByText("No backup: The password is not right")).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  const download = page.waitForEvent("download");
  await page.getByLabel("Your password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Download backup" }).click();
  const backup = await download;
  expect(backup.suggestedFilename()).toMatch(/^tyre-shop-.*\d{4}-\d{2}-\d{2}.*$/);
  // One backup file of this shop (the database and the uploads): it starts with the shop's marker.
  const magic = "TYRE-SHOP-BACKUP 1\n";
  expect(
    fs
      .readFileSync((await backup.path())!)
      .subarray(0, magic.length)
      .toString("latin1"),
  ).toBe(magic);
});
