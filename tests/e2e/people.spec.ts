// The counter role and customers in the browser: the owner adds a counter employee on /staff; she
// signs in, chooses her password, sees only her screens (no revenue on the dashboard, no Settings
// in the menu), sells a tyre to a customer with a plate and a phone, and gets "ask the owner" on
// /settings. The plate typed at the next checkout offers that customer and fills the fields; the
// customer's page shows the tyre fitted. /customers, the customer's page and the counter's menu
// are photographed at 390, 1024 and 1280 px (under SHOTS_DIR/people when SHOTS_DIR is set). The
// staff reservation dialog offers the same customer for the plate and fills the name and phone.
import type { Page } from "@playwright/test";
import { DESKTOP, expect, login, loginAsAdmin, shot, test } from "./fixtures";

const CARLA = { email: "carla@e2e.test", name: "Carla Counter", handedOver: "handed-over-456", password: "carlas-own-pass-1" };
const PLATE = "5150 PPL";

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `people/${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe.serial("the counter role and customers", () => {
  test.use({ viewport: DESKTOP });

  test("the owner adds a counter employee", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/staff");
    await page.getByLabel("E-mail").fill(CARLA.email);
    await page.getByLabel("Name").fill(CARLA.name);
    await page.getByLabel(/^Password/).fill(CARLA.handedOver);
    await page.getByLabel("Role", { exact: true }).selectOption("counter");
    await page.getByRole("button", { name: "Add account" }).click();
    await expect(page.getByText(`Added ${CARLA.email}`)).toBeVisible();
    await expect(page.getByTestId("staff-carla-e2e-test").getByTestId("staff-role")).toHaveText("Counter");
  });

  test("the counter signs in, sells, and cannot open settings", async ({ page }) => {
    await login(page, { email: CARLA.email, password: CARLA.handedOver });
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel("Current password").fill(CARLA.handedOver);
    await page.getByLabel("New password", { exact: true }).fill(CARLA.password);
    await page.getByLabel("New password again").fill(CARLA.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Stock figures, no revenue; only her screens in the menu.
    await expect(page.getByRole("heading", { name: "Total Tyres in Stock" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Value Sold" })).toHaveCount(0);
    const menu = page.getByRole("navigation", { name: "Admin menu" }).first();
    await expect(menu.getByRole("link", { name: "Checkout" })).toBeVisible();
    await page.getByTestId("more-menu-top").click();
    await expect(page.getByRole("menuitem", { name: "Customers" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Settings" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Staff" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await shoot(page, "counter-menu");

    // A sale: the first tyre the inventory offers, to a customer with a plate and a phone.
    await page.goto("/inventory");
    const add = page.getByRole("button", { name: /^Add T[0-9A-Z]+ to basket$/ }).first();
    await add.click();
    await expect(page.getByText("Added to basket").first()).toBeVisible();
    await page.goto("/checkout");
    await page.getByLabel(/Customer Name/).fill("Pablo Pérez");
    await page.getByLabel("Phone").fill("655 123 456");
    await page.getByLabel("Vehicle Registration").fill(PLATE);
    await page.getByRole("button", { name: "Complete Sale" }).click();
    await expect(page.getByText("Sale completed successfully!")).toBeVisible();
    await page.keyboard.press("Escape");

    // An owner's page: "ask the owner", with her menu still there.
    const settings = await page.goto("/settings");
    expect(settings?.status()).toBe(403);
    await expect(page.getByTestId("ask-the-owner")).toContainText("Only the owner can open this page");
    await expect(page.getByLabel("Shop name")).toHaveCount(0);
  });

  test("a plate typed at the checkout fills the customer; their page shows the tyre fitted", async ({ page }) => {
    await login(page, { email: CARLA.email, password: CARLA.password });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/inventory");
    await page
      .getByRole("button", { name: /^Add T[0-9A-Z]+ to basket$/ })
      .first()
      .click();
    await expect(page.getByText("Added to basket").first()).toBeVisible();
    await page.goto("/checkout");
    await page.getByLabel("Vehicle Registration").fill("5150ppl");
    const offer = page.getByTestId("known-customer");
    await expect(offer).toContainText("Pablo Pérez");
    await offer.getByRole("button", { name: "Use their details" }).click();
    await expect(page.getByLabel(/Customer Name/)).toHaveValue("Pablo Pérez");
    await expect(page.getByLabel("Phone")).toHaveValue("655 123 456");

    await page.goto("/customers?q=5150 ppl");
    const card = page.getByTestId("customer-card").filter({ hasText: "Pablo Pérez" });
    await expect(card).toContainText(PLATE);
    await shoot(page, "customers");
    await card.click();
    await expect(page.getByTestId("customer-name")).toContainText("Pablo Pérez");
    await expect(page.getByTestId("customer-fitted").locator("tbody tr")).toHaveCount(1);
    await expect(page.getByTestId("customer-fitted")).toContainText(PLATE);
    await expect(page.getByTestId("customer-vehicles")).toContainText(PLATE);
    // Erasing is the owner's: the counter is not offered it.
    await expect(page.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
    await shoot(page, "customer-page");
  });

  test("the reservation dialog offers the customer for a plate and fills their details", async ({ page }) => {
    await login(page, { email: CARLA.email, password: CARLA.password });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/inventory");
    const card = page.getByTestId("tyre-card").first();
    await card.getByRole("button", { name: /^Change status/ }).click();
    await page.getByRole("menuitemradio", { name: /Mark reserved/ }).click();
    const dialog = page.getByRole("dialog", { name: "Reserve Tyre" });
    await dialog.getByLabel("Vehicle registration").fill("5150-ppl");
    const offer = dialog.getByTestId("known-customer");
    await expect(offer).toContainText("Pablo Pérez");
    const shootDialog = async (name: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await shot(page, `people/${name}-${width}`);
      }
      await page.setViewportSize(DESKTOP);
    };
    await shootDialog("reserve-dialog-offer");
    await offer.getByRole("button", { name: "Use their details" }).click();
    await expect(dialog.getByLabel("Client name *")).toHaveValue("Pablo Pérez");
    await expect(dialog.getByLabel("Contact number")).toHaveValue("655 123 456");
    await expect(offer).toHaveCount(0);
    await shootDialog("reserve-dialog-filled");
  });
});
