// Back-office journeys at tablet and desktop widths: dashboard, inventory (search, filters,
// add, edit, duplicate, status, reserve, basket), reservations (cancel) and CSV import.
import { demoBasketTyre, DESKTOP, expect, loginAsAdmin, PHONE, seedBasket, shot, TABLET, test } from "./fixtures";

for (const [label, viewport] of [
  ["tablet", TABLET],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`staff at ${label} width`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await loginAsAdmin(page);
    });

    test("dashboard shows the four cards and both charts", async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      await expect(page.getByText("Overview of your tyre inventory")).toBeVisible();
      for (const card of ["Total Tyres in Stock", "Total Stock Value", "Value Sold", "Remaining Stock Value"]) {
        await expect(page.getByRole("region", { name: card })).toBeVisible();
      }
      await expect(page.getByRole("region", { name: "Total Stock Value" }).getByTestId("card-value")).toHaveText(/^€[\d,]+\.\d{2}$/);
      const pie = page.getByRole("region", { name: "Stock by Condition" });
      await expect(pie.locator(".recharts-pie")).toBeVisible();
      await expect(pie.getByText(/New \d+%/)).toBeVisible();
      const bars = page.getByRole("region", { name: "Stock by Rim Size" });
      await expect(bars.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await expect(bars.getByText(/^1\d"$/).first()).toBeVisible();
      await shot(page, `staff/dashboard-${label}`, { fullPage: true });
    });

    test("inventory: search and filters live in the URL; add, edit, duplicate, status, reserve, basket", async ({ page }) => {
      const brand = `E2E${label}${Date.now().toString(36)}`;
      await page.goto("/inventory");
      await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
      await expect(page.getByTestId("tyre-card").first()).toBeVisible();

      await page.getByRole("searchbox", { name: "Search tyres" }).fill("205/55/16");
      await page.getByRole("button", { name: /search/i }).click();
      await expect(page).toHaveURL(/q=205%2F55%2F16/);
      await page.getByLabel("Status", { exact: true }).selectOption("available");
      await expect(page).toHaveURL(/status=available/);
      await expect(page).toHaveURL(/q=205%2F55%2F16/);
      // Assert on the whole list, not a snapshot of it: the URL changes a moment before the new
      // results replace the old ones, so a list taken with `.all()` could still be the old one.
      const found = page.getByTestId("tyre-card");
      await expect(found.first()).toBeVisible();
      await expect(found.filter({ hasNotText: "205/55 R16" })).toHaveCount(0);
      await expect(found.locator("[data-status]:not([data-status=available])")).toHaveCount(0);
      await shot(page, `staff/inventory-${label}`);

      // Add a tyre; the price preview follows rim, speed rating and quantity.
      await page.getByRole("button", { name: "Add Tyre" }).click();
      const add = page.getByRole("dialog", { name: "Add New Tyre" });
      await add.getByRole("button", { name: "Add Tyre" }).click();
      await expect(add.getByText("Brand is required")).toBeVisible();
      await add.getByLabel("Width *").fill("225");
      await add.getByLabel("Aspect *").fill("45");
      await add.getByLabel("Rim *").fill("17");
      await add.getByLabel("Load index *").fill("94");
      await add.getByLabel("Speed rating *").fill("w");
      await add.getByLabel("Brand *").fill(brand);
      await add.getByLabel("Quantity *").fill("2");
      await expect(add.getByTestId("price-preview")).toContainText("€94.80"); // (45.00 + 2.40) x 2
      await add.getByLabel("Rim *").fill("18");
      await expect(add.getByTestId("price-preview")).toContainText("€104.80"); // (50.00 + 2.40) x 2
      await add.getByLabel("Condition").selectOption("part-worn");
      await add.getByLabel("Tread depth (mm)").fill("5.5");
      await add.getByLabel("DOT code (week + year)").fill("0523");
      await shot(page, `staff/add-dialog-${label}`);
      await add.getByRole("button", { name: "Add Tyre" }).click();
      await expect(page.getByText(/Tyre added successfully/)).toBeVisible();
      // The dialog stays open on the new tyre's photos (docs/decisions/026-tyre-photos.md).
      const photos = page.getByRole("dialog", { name: "Add photos" });
      await expect(photos.getByTestId("tyre-photos")).toContainText("0 of 6");
      await photos.getByRole("button", { name: "Done" }).click();
      await expect(photos).toBeHidden();
      await expect(add).toBeHidden();

      await page.goto(`/inventory?q=${brand}`);
      const cards = page.getByTestId("tyre-card");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("225/45 R18");
      await expect(cards.first()).toContainText("5.5 mm / 0523");
      await expect(cards.first().locator("[data-status]")).toHaveText("Available");

      // Edit
      await cards
        .first()
        .getByRole("button", { name: /^Edit / })
        .click();
      const edit = page.getByRole("dialog", { name: "Edit Tyre" });
      await expect(edit.getByLabel("Brand *")).toHaveValue(brand);
      await edit.getByLabel("Model").fill("Edited Model");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Tyre updated successfully")).toBeVisible();
      await expect(cards.first()).toContainText("Edited Model");

      // Duplicate
      await cards
        .first()
        .getByRole("button", { name: /^Duplicate / })
        .click();
      await expect(page.getByText(/Tyre duplicated successfully/)).toBeVisible();
      await expect(cards).toHaveCount(2);
      const [first, second] = [cards.nth(0), cards.nth(1)];

      // Add to basket: one per click, the cart count and Go to Basket follow.
      await expect(page.getByRole("link", { name: /Go to Basket/ })).toHaveCount(0);
      await first.getByRole("button", { name: /to basket$/ }).click();
      await expect(page.getByText("Added to basket")).toBeVisible();
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await expect(page.getByTestId("basket-badge")).toHaveText("1");
      await expect(page.getByRole("link", { name: /Go to Basket/ })).toBeVisible();

      // Status: sold on one; choosing Reserved on the other opens the reservation dialog.
      await second.getByRole("button", { name: /^Change status/ }).click();
      await page.getByRole("menuitemradio", { name: /Mark sold/ }).click();
      await expect(page.getByText("Status updated successfully")).toBeVisible();
      await expect(second.locator("[data-status]")).toHaveText("Sold");
      await expect(second.getByRole("button", { name: /to basket$/ })).toHaveCount(0);

      await first.getByRole("button", { name: /^Change status/ }).click();
      await page.getByRole("menuitemradio", { name: /Mark reserved/ }).click();
      const reserve = page.getByRole("dialog", { name: "Reserve Tyre" });
      await expect(reserve).toBeVisible();
      await expect(reserve.getByLabel("Deposit received now (€)")).toHaveValue("20.00");
      await reserve.getByRole("button", { name: "Reserve" }).click();
      await expect(reserve.getByText("Client name is required")).toBeVisible();
      await reserve.getByLabel("Client name *").fill(`Client ${brand}`);
      await reserve.getByLabel("Contact number").fill("+34 600 111 222");
      await reserve.getByLabel("Email").fill("client@example.com");
      await reserve.getByLabel("Vehicle registration").fill("1234 ABC");
      // Every unit, so the tyre is reserved (a reservation holds only the units it names).
      const units = reserve.getByLabel(/^Units \(1 to \d+\)$/);
      await units.fill((await units.getAttribute("max"))!);
      await shot(page, `staff/reserve-dialog-${label}`);
      await reserve.getByRole("button", { name: "Reserve" }).click();
      await expect(page.getByText("Tyre reserved successfully")).toBeVisible();
      await expect(first.locator("[data-status]")).toHaveText("Reserved");
      await shot(page, `staff/inventory-after-${label}`, { fullPage: true });

      // Reservations: the card shows the tyre, e-mail and registration; cancel asks first.
      await page.goto("/reservations");
      await expect(page.getByTestId("reservation-count")).toHaveText(/^\d+ active reservations?$/);
      const card = page.getByTestId("reservation-card").filter({ hasText: `Client ${brand}` });
      await expect(card).toContainText("225/45 R18 94W");
      await expect(card).toContainText("client@example.com");
      await expect(card).toContainText("1234 ABC");
      await expect(card).toContainText("€20.00");
      await shot(page, `staff/reservations-${label}`, { fullPage: true });
      await card.getByRole("button", { name: "Cancel reservation" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Cancel this reservation?" });
      await confirm.getByRole("button", { name: "Keep reservation" }).click();
      await expect(card).toBeVisible();
      await card.getByRole("button", { name: "Cancel reservation" }).click();
      await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByText("Reservation cancelled")).toBeVisible();
      await expect(card).toHaveCount(0);
      await page.goto(`/inventory?q=${brand}&status=available`);
      await expect(page.getByTestId("tyre-card")).toHaveCount(1);
    });

    test("import: a small CSV with one bad row is previewed, then applied", async ({ page }) => {
      const brand = `Imp${label}${Date.now().toString(36)}`;
      await page.goto("/import");
      await expect(page.getByRole("heading", { name: "Import Tyre Data" })).toBeVisible();
      await page.getByLabel("CSV file").setInputFiles({ name: "stock.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByText("Please select a CSV file")).toBeVisible();

      const csv = `width;aspect;rim;load;speed;brand;notes\r\n205;55;16;91;V;${brand};"a; b"\r\nabc;55;16;91;V;${brand};\r\n195;65;15;88;H;${brand};\r\n`;
      await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Preview" }).click();
      const preview = page.getByTestId("import-preview");
      await expect(preview.getByTestId("count-new")).toHaveText("2");
      await expect(preview.getByTestId("count-errors")).toHaveText("1");
      await expect(preview).toContainText("Row 3: Invalid numeric values (w/a/r)");
      await page.goto(`/inventory?q=${brand}`);
      await expect(page.getByTestId("tyre-card")).toHaveCount(0);
      await page.goBack();
      await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Preview" }).click();
      await page.getByRole("button", { name: "Apply 2 changes" }).click();
      await expect(page.getByTestId("import-applied")).toContainText("Applied: 2 added, 0 updated");
      await shot(page, `staff/import-${label}`, { fullPage: true });

      const template = await page.request.get("/import/template.csv");
      expect(template.status()).toBe(200);
      expect(await template.text()).toMatch(/^width,aspect,rim,load_index,speed_rating,brand/);

      await page.goto(`/inventory?q=${brand}`);
      await expect(page.getByTestId("tyre-card")).toHaveCount(2);
    });
  });
}

test.describe("staff on a phone", () => {
  test.use({ viewport: PHONE });
  test("every staff screen fits the width and keeps the menu in reach", async ({ page }) => {
    await loginAsAdmin(page);
    for (const path of ["/dashboard", "/inventory", "/reservations", "/import"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
      if (path === "/dashboard") await expect(page.locator(".recharts-surface").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await shot(page, `staff/phone${path.replace("/", "-")}`, { fullPage: true });
    }
  });
});

// The basket is only known in the browser, so the server renders the header's count as 0. The
// badge keeps two digits' room from the first paint: when the page hydrates and the real count
// arrives, nothing in the header moves.
for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`after a reload the staff header does not move when the basket count arrives (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAsAdmin(page);
    await seedBasket(page, [{ tyre: { ...demoBasketTyre("T00001"), quantity: 20 }, quantity: 12 }]);

    // Hold every script: until they run, the page on screen is the server's render.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/dashboard", { waitUntil: "commit" });
    const count = page.getByTestId("cart-count");
    await expect(count).toHaveText("0");
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((l) => l.sheet),
    );
    const header = () =>
      page.evaluate(() => {
        const box = (el: Element | null) => {
          const r = el!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        };
        return {
          header: box(document.querySelector("header")),
          cart: box(document.querySelector('[data-testid="cart-count"]')!.closest("a")),
          logout: box(document.querySelector("header form button")),
        };
      });
    const serverRendered = await header();

    release();
    await expect(count).toHaveText("12");
    await expect(page.getByRole("link", { name: "Cart: 12 items" })).toBeVisible();
    expect(await header()).toEqual(serverRendered);
  });
}
