// Shop settings and the audit log in the browser: the owner changes Saturday's hours on /settings
// and the public footer shows them at once in Spanish and English; a closing time before the
// opening time is refused beside the field and saves nothing; the change is in the audit log. The
// nightly backup's time is saved like any setting, and a backup downloads as one file.
// Both screens are looked at on a phone and a desktop (screenshots under SHOTS_DIR/settings when
// SHOTS_DIR is set).
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { DESKTOP, expect, loginAsAdmin, PHONE, shot, test } from "./fixtures";

/** The footer's opening hours as a visitor (no session) sees them, in a language. */
async function footerHours(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return (await page.locator("footer").getByTestId("opening-hours").innerText()).replace(/\s+/g, " ");
  } finally {
    await context.close();
  }
}

async function setSaturday(page: Page, opens: string, closes: string) {
  const saturday = page.getByTestId("hours-saturday");
  await saturday.getByLabel("Saturday opening").selectOption({ label: "Open" });
  await saturday.getByLabel("Saturday opens").fill(opens);
  await saturday.getByLabel("Saturday closes").fill(closes);
}

test.describe.serial("shop settings", () => {
  test.use({ viewport: DESKTOP });

  test("change Saturday's hours in /settings and see them in the public footer in Spanish and English", async ({ page, browser }) => {
    expect(await footerHours(browser, "/")).toContain("Sábado 09:00–13:00");
    // Visitors' pages are in the page cache now; a save must empty it.
    expect(await footerHours(browser, "/en")).toContain("Saturday 09:00–13:00");

    await loginAsAdmin(page);
    await page.getByTestId("more-menu-top").click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await setSaturday(page, "10:00", "14:30");
    await page.getByTestId("save-settings").click();
    await expect(page.getByText("Settings saved (1 changed)")).toBeVisible();
    await expect(page.getByTestId("settings-saved-by")).toContainText("by admin@e2e.test");

    expect(await footerHours(browser, "/")).toContain("Sábado 10:00–14:30");
    expect(await footerHours(browser, "/en")).toContain("Saturday 10:00–14:30");
    // The rest of the week as it was.
    expect(await footerHours(browser, "/en")).toContain("Monday – Friday 09:00–18:00");

    // Recorded, with the admin's e-mail, under Settings.
    await page.goto("/audit?kind=settings");
    const entry = page.getByTestId("audit-entry").first();
    await expect(entry).toContainText("Changed opening hours");
    await expect(entry).toContainText("admin@e2e.test");
    await entry.getByText("Before and after").click();
    await expect(entry).toContainText("Saturday 09:00–13:00");
    await expect(entry).toContainText("Saturday 10:00–14:30");
  });

  test("a range that closes before it opens (18:00-09:00) is refused beside the field and saves nothing", async ({ page, browser }) => {
    await loginAsAdmin(page);
    await page.goto("/settings");
    await setSaturday(page, "18:00", "09:00");
    await page.getByTestId("save-settings").click();
    const closes = page.getByTestId("hours-saturday").getByLabel("Saturday closes");
    await expect(closes).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Closing time must be after opening time (18:00)")).toBeVisible();
    await expect(closes).toBeFocused();
    // The server refuses it too when the browser's check is skipped.
    const version = await page.locator('input[name="version"]').inputValue();
    const form = await page.evaluate(() =>
      Object.fromEntries(new FormData(document.querySelector<HTMLFormElement>("form[data-testid=settings-form]")!)),
    );
    const res = await page.request.post("/settings", {
      form: { ...(form as Record<string, string>), version },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(400);
    expect(await footerHours(browser, "/en")).toContain("Saturday 10:00–14:30");

    // Back to the first hours, for the other browser tests.
    await page.reload();
    await setSaturday(page, "09:00", "13:00");
    await page.getByTestId("save-settings").click();
    await expect(page.getByText("Settings saved (1 changed)")).toBeVisible();
    expect(await footerHours(browser, "/")).toContain("Sábado 09:00–13:00");
  });

  test("a week in one click: Monday made a split day starts from hours that do not overlap, and is copied to Tuesday-Friday", async ({
    page,
    browser,
  }) => {
    await loginAsAdmin(page);
    await page.goto("/settings");
    const monday = page.getByTestId("hours-monday");
    // Stored as one range 09:00-18:00; a split day starts from the usual 09:00-14:00 and 16:00-20:00.
    await monday.getByLabel("Monday opening").selectOption({ label: "Split day" });
    await expect(monday.getByLabel("Monday closes", { exact: true })).toHaveValue("14:00");
    await expect(monday.getByLabel("Monday second range opens")).toHaveValue("16:00");
    await monday.getByLabel("Monday second range closes").fill("20:30");
    await page.getByTestId("copy-monday").click();
    for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday"]) {
      const row = page.getByTestId(`hours-${day.toLowerCase()}`);
      await expect(row.getByLabel(`${day} opening`)).toHaveValue("2");
      await expect(row.getByLabel(`${day} second range closes`)).toHaveValue("20:30");
    }
    // Saturday is not a weekday to copy to.
    await expect(page.getByTestId("hours-saturday").getByLabel("Saturday opening")).toHaveValue("1");
    await shot(page, "settings/hours-copied-1280", { fullPage: true });
    await page.getByTestId("save-settings").click();
    await expect(page.getByText(/^Settings saved/)).toBeVisible();
    expect(await footerHours(browser, "/en")).toContain("Monday – Friday 09:00–14:00, 16:00–20:30");

    // Back to the first hours, for the other browser tests: one range on Monday, copied again.
    await expect(page.getByText(/^Settings saved/)).toBeHidden();
    await monday.getByLabel("Monday opening").selectOption({ label: "Open" });
    await monday.getByLabel("Monday closes", { exact: true }).fill("18:00");
    await page.getByTestId("copy-monday").click();
    await page.getByTestId("save-settings").click();
    await expect(page.getByText(/^Settings saved/)).toBeVisible();
    expect(await footerHours(browser, "/en")).toContain("Monday – Friday 09:00–18:00");
  });

  test("a closed date shows under the footer's hours in both languages, and in the structured data", async ({ page, browser }) => {
    const day = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const noteless = new Date(Date.now() + 11 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await loginAsAdmin(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Add a closed date" }).click();
    await page.getByLabel("Date", { exact: true }).fill(day);
    await page.getByLabel("Note in Spanish").fill("Fiesta local");
    await page.getByLabel("Note in English").fill("Local holiday");
    // A second date without a note: a holiday needs none.
    await page.getByRole("button", { name: "Add a closed date" }).click();
    await page.getByLabel("Date", { exact: true }).last().fill(noteless);
    await page.getByTestId("save-settings").click();
    await expect(page.getByText("Settings saved (1 changed)")).toBeVisible();

    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await pub.goto("/");
    await expect(pub.locator("footer").getByTestId("closed-dates")).toContainText("Fiesta local");
    await expect(pub.locator("footer").getByTestId("closed-dates").getByRole("listitem")).toHaveCount(2);
    const ld = await pub.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join("")).toContain(`"validFrom":"${day}"`);
    await pub.goto("/en/contact");
    await expect(pub.getByRole("main").getByTestId("closed-dates")).toContainText("Local holiday");
    await shot(pub, "settings/public-contact-closed-date", { fullPage: true });
    await visitor.close();

    // Removed again, for the other browser tests. The first save's toast goes first: the second
    // save's toast says the same words, and both on screen at once would be two matches.
    await expect(page.getByText("Settings saved (1 changed)")).toBeHidden();
    await page.getByRole("button", { name: "Remove closed date 2" }).click();
    await page.getByRole("button", { name: "Remove closed date 1" }).click();
    await page.getByTestId("save-settings").click();
    await expect(page.getByText("Settings saved (1 changed)")).toBeVisible();
  });

  test("the nightly backup's time is a setting, and a backup taken now downloads as one file", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/settings");
    await expect(page.getByLabel("Backup time (shop time)")).toHaveValue("03:00");
    await page.getByLabel("Backup time (shop time)").fill("02:30");
    await page.getByTestId("save-settings").click();
    await expect(page.getByText("Settings saved (1 changed)")).toBeVisible();
    await expect(page.getByLabel("Backup time (shop time)")).toHaveValue("02:30");
    await expect(page.getByLabel("Backup to download")).toContainText("A new backup, taken now");
    await page.getByLabel("Your password").fill("admin-pass-123");
    const download = page.waitForEvent("download");
    await page.getByTestId("download-backup").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tyre-shop-\d{4}-\d{2}-\d{2}\.tyrebackup$/);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 19).toString()).toBe("TYRE-SHOP-BACKUP 1\n");
    expect(bytes.includes(Buffer.from('"app":"tyre-shop"'))).toBe(true);
    expect(bytes.includes(Buffer.from('{"name":"end","size":0}'))).toBe(true);
  });

  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`the settings and audit screens fit a ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAsAdmin(page);
      for (const path of ["/settings", "/audit"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await shot(page, `settings/${label}${path.replace("/", "-")}`, { fullPage: true });
      }
      // The index at the top leads to each section, the one outside the form (the backups) too.
      await page.goto("/settings");
      const index = page.getByRole("navigation", { name: "Settings sections" });
      await expect(index.getByRole("link")).toHaveCount(13);
      await shot(page, `settings/${label}-settings-index`);
      await index.getByRole("link", { name: "Backup", exact: true }).click();
      await expect(page).toHaveURL(/#settings-backup$/);
      await expect(page.getByRole("heading", { level: 2, name: "Backup", exact: true })).toBeInViewport();
      // A closed date row, and an audit entry opened, fit too.
      await page.goto("/settings");
      // The same date twice: refused beside the second row, nothing saved.
      await page.getByRole("button", { name: "Add a closed date" }).click();
      await page.getByLabel("Date", { exact: true }).fill("2026-12-24");
      await page.getByLabel("Note in Spanish").fill("Nochebuena");
      await page.getByRole("button", { name: "Add a closed date" }).click();
      await page.getByLabel("Date", { exact: true }).last().fill("2026-12-24");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("2026-12-24 is listed twice")).toBeVisible();
      await expect(page.getByLabel("Date", { exact: true }).last()).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByRole("heading", { name: "Closed dates" }).scrollIntoViewIfNeeded();
      await shot(page, `settings/${label}-settings-closed-date`);
      await page.goto("/audit");
      // (Entries exist when the tests above ran first.)
      if (await page.getByTestId("audit-entry").locator("summary").count())
        await page.getByTestId("audit-entry").locator("summary").first().click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, `settings/${label}-audit-open`);
      if (label === "phone") {
        // The administration screens are one tap away under More on the bottom bar.
        await page.getByTestId("more-menu-bottom").click();
        await expect(page.getByRole("menuitem", { name: "Audit log" })).toBeVisible();
        await shot(page, "settings/phone-more-menu");
        await page.getByRole("menuitem", { name: "Settings" }).click();
        await expect(page).toHaveURL(/\/settings$/);
      }
    });
  }
});
