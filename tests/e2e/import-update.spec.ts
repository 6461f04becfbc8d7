// Stock kept up to date from files and barcodes: export, edit a price in the file, import it
// back (the preview shows one update, nothing else), apply, and the public page shows the new
// price with no second copy of the tyre; a typed (scanned) EAN at the checkout adds the tyre.
import fs from "node:fs";
import { DESKTOP, expect, loginAsAdmin, PHONE, shot, test } from "./fixtures";

const EAN = "5901234123457";

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`export, edit a price, import: one update in place (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await loginAsAdmin(page);
    const brand = `Upd${label}${Date.now().toString(36)}`;
    // A tyre to work on, added through the import itself.
    const ean = label === "phone" ? EAN : "4006381333931";
    await page.goto("/import");
    const add = `width;aspect;rim;load_index;speed_rating;brand;quantity;unit_price_eur;ean\r\n205;55;16;91;V;${brand};4;89,00;${ean}\r\n`;
    await page.getByLabel("CSV file").setInputFiles({ name: "add.csv", mimeType: "text/csv", buffer: Buffer.from(add) });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("count-new")).toHaveText("1");
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByTestId("import-applied")).toContainText("Applied: 1 added, 0 updated");

    await page.goto(`/inventory?q=${brand}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const exported = fs.readFileSync((await (await download).path())!, "utf8");
    const [header, row] = exported
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const id = row!.split(";")[0]!;
    expect(id).toMatch(/^T[0-9A-Z]{5}$/);
    const edited = `${header}\r\n${row!.replace(";89,00;", ";84,00;")}\r\n`;

    await page.goto("/import");
    await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(edited) });
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("import-preview");
    await expect(preview.getByTestId("count-updated")).toHaveText("1");
    await expect(preview.getByTestId("count-new")).toHaveText("0");
    await expect(preview.getByTestId("count-errors")).toHaveText("0");
    await expect(preview.getByTestId("preview-updates")).toContainText(`${id} (row 2): price 89.00 → 84.00`);
    await shot(page, `import-update/import-preview-${viewport.width}`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByTestId("import-applied")).toContainText("Applied: 0 added, 1 updated");

    await page.goto(`/neumatico/${id}`);
    await expect(page.locator("main")).toContainText("84,00");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain(`"gtin13":"${ean}"`);
    await page.goto(`/inventory?q=${brand}`);
    await expect(page.getByTestId("tyre-card")).toHaveCount(1);

    // The same file again: nothing to apply.
    await page.goto("/import");
    await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(edited) });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("count-unchanged")).toHaveText("1");
    await expect(page.getByRole("button", { name: "Nothing to apply" })).toBeDisabled();

    // At the counter: the scanner types the EAN and Enter.
    await page.goto("/checkout");
    await page.getByPlaceholder("Scan or type the EAN or stock code").fill(ean);
    await page.getByPlaceholder("Scan or type the EAN or stock code").press("Enter");
    await expect(page.getByText(`${id} ${brand} added to the basket`)).toBeVisible();
    await expect(page.locator("main")).toContainText(brand);
    await shot(page, `import-update/checkout-scan-${viewport.width}`, { fullPage: true });
  });
}

test("the whole stock's Download CSV imported back unchanged changes nothing, new tyres keep their DOT code", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginAsAdmin(page);
  await page.goto("/inventory");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const exported = fs.readFileSync((await (await download).path())!, "utf8");
  const rows = exported.trimEnd().split("\r\n").length - 1;
  expect(rows).toBeGreaterThan(1);
  await page.goto("/import");
  await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(exported) });
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("count-updated")).toHaveText("0");
  await expect(preview.getByTestId("count-errors")).toHaveText("0");
  await expect(preview.getByTestId("count-new")).toHaveText("0");
  await expect(page.getByRole("button", { name: "Nothing to apply" })).toBeDisabled();
});

test("the original messages: no data, rows that failed (preview and after applying), tyres imported", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginAsAdmin(page);
  await page.goto("/import");
  const file = (csv: string) =>
    page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await file("width;aspect;rim;load_index;speed_rating;brand\r\n");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("import-problem")).toHaveText("No valid data found in CSV file");

  const brand = `Msg${Date.now().toString(36)}`;
  await file(
    `width;aspect;rim;load_index;speed_rating;brand;condition;dot_code\r\n205;55;16;91;V;${brand};new;4525\r\n205;55;16;91;V;${brand};new;5425\r\n`,
  );
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("preview-failed")).toHaveText("1 rows failed to import - check details below");
  await expect(preview.getByTestId("preview-errors")).toContainText("Row 3: Invalid DOT code '5425' (week 01-53 then year, e.g. 0524)");
  await page.getByRole("button", { name: "Apply 1 change" }).click();
  const applied = page.getByTestId("import-applied");
  await expect(applied.getByTestId("import-success")).toHaveText("Successfully imported 1 tyres (1 added, 0 updated)");
  await expect(applied.getByTestId("applied-failed")).toContainText("1 rows failed to import - check details below");
  await expect(applied.getByTestId("applied-failed")).toContainText("Row 3: Invalid DOT code '5425'");

  // The new tyre kept its DOT code: the edit form shows it.
  await page.goto(`/inventory?q=${brand}`);
  await page
    .getByTestId("tyre-card")
    .getByRole("button", { name: /^Edit / })
    .click();
  await expect(page.getByRole("dialog").getByLabel("DOT code (week + year)")).toHaveValue("4525");
});
