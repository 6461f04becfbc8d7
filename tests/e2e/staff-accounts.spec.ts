// Staff accounts and two-factor sign-in in the browser: the admin adds a member of staff on
// /staff; she signs in with the handed-over password, chooses her own, turns on two-factor
// sign-in on /account by reading the key from the page (the code is computed here with the
// otpauth package, as her phone's app would), signs out, and signs in again with the code.
// Both screens are looked at on a phone and a desktop (screenshots under SHOTS_DIR/staff-accounts
// when SHOTS_DIR is set).
import * as OTPAuth from "otpauth";
import type { Page } from "@playwright/test";
import { ADMIN, DESKTOP, expect, login, loginAsAdmin, PHONE, shot, test } from "./fixtures";

const NINA = { email: "nina@e2e.test", name: "Nina Ortega", handedOver: "handed-over-123", password: "ninas-own-pass-1" };

const codeFor = (key: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" }).generate();

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `staff-accounts/${name}-${label}`, { fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe.serial("staff accounts and two-factor sign-in", () => {
  test.use({ viewport: DESKTOP });

  test("the admin adds a member of staff on /staff", async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByTestId("more-menu-top").click();
    await page.getByRole("menuitem", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();

    // Bad input is refused beside the fields.
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Add account" }).click();
    await expect(page.locator("#staff-password-error")).toHaveText("The password needs at least 8 characters");
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("E-mail").fill(NINA.email);
    await page.getByLabel("Name").fill(NINA.name);
    await page.getByLabel(/^Password/).fill(NINA.handedOver);
    await page.getByLabel("Role", { exact: true }).selectOption("owner");
    // A new owner asks for the acting owner's own password.
    await page.getByTestId("add-staff-confirm").getByLabel("Your own password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Add account" }).click();
    await expect(page.getByText(`Added ${NINA.email}`)).toBeVisible();
    const card = page.getByTestId("staff-nina-e2e-test");
    await expect(card).toContainText(NINA.name);
    await expect(card.getByTestId("staff-role")).toHaveText("Owner");
    await expect(card.getByTestId("staff-two-factor")).toHaveText("Two-factor off");
    await expect(card.getByTestId("staff-last-sign-in")).toContainText("never");
    await shoot(page, "staff");
  });

  test("she chooses her password, turns on two-factor with the key on the page, and signs in with a code", async ({ page }) => {
    await login(page, { email: NINA.email, password: NINA.handedOver });
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel("Current password").fill(NINA.handedOver);
    await page.getByLabel("New password", { exact: true }).fill(NINA.password);
    await page.getByLabel("New password again").fill(NINA.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/account");
    await expect(page.getByTestId("two-factor-status")).toContainText("Off");
    await page.getByTestId("two-factor").getByLabel("Your password").fill(NINA.password);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const setup = page.getByTestId("two-factor-setup");
    await expect(setup.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    const key = (await page.getByTestId("two-factor-key").innerText()).trim();
    expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32,}$/);
    await shoot(page, "account-two-factor-setup");

    // A wrong code first: refused beside the field, still off.
    const right = codeFor(key);
    await page.getByLabel("6-digit code from the app").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.locator("#two-factor-code-error")).toContainText("not right");
    await page.getByLabel("6-digit code from the app").fill(codeFor(key));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByTestId("two-factor-status")).toContainText("On:");
    // The session better-auth replaced still works.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);

    await login(page, { email: NINA.email, password: NINA.password });
    await expect(page).toHaveURL(/\/login\?step=code/);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    // A fresh, empty field: never the password typed on the step before.
    await expect(page.getByLabel("Code")).toHaveValue("");
    await expect(page.getByLabel("Code")).toHaveAttribute("autocomplete", "one-time-code");
    await shoot(page, "login-code-step");
    await page.getByLabel("Code").fill(codeFor(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the admin sees her with two-factor on and a last sign-in", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/staff");
    const card = page.getByTestId("staff-nina-e2e-test");
    await expect(card.getByTestId("staff-two-factor")).toHaveText("Two-factor on");
    await expect(card.getByTestId("staff-last-sign-in")).not.toContainText("never");
    await shoot(page, "staff-after");

    // She is an owner: making her counter staff asks for the acting owner's own password first.
    await card.getByLabel(/^Role of/).selectOption("counter");
    await card.getByRole("button", { name: "Set role" }).click();
    const confirm = card.getByTestId("staff-confirm");
    await expect(confirm.getByLabel("Your own password")).toBeFocused();
    await confirm.getByRole("button", { name: "Change the role" }).click();
    await expect(confirm.getByText("Enter your password")).toBeVisible();
    await expect(card.getByTestId("staff-role")).toHaveText("Owner");
    await confirm.getByLabel("Your own password").fill(ADMIN.password);
    await confirm.getByRole("button", { name: "Change the role" }).click();
    await expect(card.getByTestId("staff-role")).toHaveText("Counter");
    await expect(confirm).toBeHidden();
  });
});
