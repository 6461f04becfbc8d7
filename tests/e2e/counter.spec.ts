// At the counter, in the browser: a reservation taken with a deposit and sold at the till shows the
// same amount to pay on the checkout as on the invoice (the deposit is deducted once); and the
// staff header fits a 1024 px tablet and a 390 px phone on every staff screen, Logout included.
import type { Page } from "@playwright/test";
import { STAFF_MENU } from "~/staff-paths";
import { staffMessages } from "~/i18n/staff";
import { availableTyres, DESKTOP, expect, loginAsAdmin, path, PHONE, shot, test } from "./fixtures";

const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/**
 * What is on screen at a phone's, a tablet's and a desktop's width, full page (written only when
 * SHOTS_DIR is set); the page is left at the desktop's width.
 */
async function shootAtThreeWidths(page: Page, name: string) {
  for (const [w, vp] of [
    ["390", PHONE],
    ["1024", TABLET_LANDSCAPE],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(vp);
    await shot(page, `counter/${name}-${w}`, { fullPage: true });
  }
}

/** "€164.80" or "164,80 €" -> 16480. */
const cents = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, "")
      .replace(/[.,](?=\d{2}$)/, "#")
      .replace(/[.,]/g, "")
      .replace("#", ""),
  );

test("a reservation with a 30.00 deposit sold at the till: the checkout and the invoice show the same amount to pay", async ({
  page,
  request,
}) => {
  const [id] = await availableTyres(request, 1);
  await loginAsAdmin(page);
  await page.goto(`/inventory?q=${id}`);
  const card = page.getByTestId("tyre-card").filter({ hasText: id! });
  await card.getByRole("button", { name: /^Change status/ }).click();
  await page.getByRole("menuitemradio", { name: /Mark reserved/ }).click();
  const dialog = page.getByRole("dialog", { name: "Reserve Tyre" });
  await dialog.getByLabel("Client name *").fill(`Deposit ${id}`);
  await expect(dialog.getByLabel(/^Units \(1 to \d+\)$/)).toHaveValue("1");
  await dialog.getByLabel("Deposit received now (€)").fill("30.00");
  await dialog.getByRole("button", { name: "Reserve" }).click();
  await expect(page.getByText("Tyre reserved successfully")).toBeVisible();

  await page.goto("/reservations");
  const reservation = page.getByTestId("reservation-card").filter({ hasText: `Deposit ${id}` });
  await expect(reservation.getByTestId("reservation-deposit")).toHaveText("Deposit received: €30.00");
  await expect(reservation.getByTestId("reservation-units")).toContainText("1 unit held");
  // Held until staff end it: nothing to extend.
  await expect(reservation.getByTestId("extend-reservation")).toHaveCount(0);
  await shootAtThreeWidths(page, "reservations");
  await reservation.getByTestId("sell-reservation").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("line-quantity")).toHaveText("1");
  await expect(page.getByTestId("selling-deposit")).toHaveText("€30.00");
  const total = cents(await page.getByTestId("cart-total").innerText());
  await expect(page.getByTestId("cart-deposit")).toHaveText("−€30.00");
  const due = cents(await page.getByTestId("cart-amount-due").innerText());
  expect(due).toBe(total - 3000);
  await shootAtThreeWidths(page, "checkout-deposit");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  const invoice = page.getByRole("dialog");
  expect(cents(await invoice.getByTestId("invoice-grand-total").innerText())).toBe(total);
  await expect(invoice.getByTestId("invoice-deposit")).toHaveText(/^−30,00\s€$/);
  expect(cents(await invoice.getByTestId("invoice-amount-due").innerText())).toBe(due);
  await shot(page, "counter/invoice-deposit-1280", { fullPage: true });
});

test("the staff header and every staff screen fit 1280, 1024 x 768 and 390 px without horizontal scrolling; Logout is on screen", async ({
  page,
}) => {
  // Forty page loads (and screenshots, with SHOTS_DIR set): 50 s on a busy two-core machine, so
  // three times the usual limit.
  test.slow();
  await loginAsAdmin(page);
  for (const [w, vp] of [
    ["1280", DESKTOP],
    ["1024", TABLET_LANDSCAPE],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(vp);
    for (const { to } of STAFF_MENU) {
      await page.goto(to);
      const bar = page.getByTestId("staff-header-bar");
      await expect(bar).toBeVisible();
      const sizes = await bar.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(sizes.scroll, `header of ${to} at ${w} px`).toBeLessThanOrEqual(sizes.client);
      // The menu fits its own box too: its last entry ("More") never runs under the cart.
      const nav = await bar.locator("nav").evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(nav.scroll, `menu of ${to} at ${w} px`).toBeLessThanOrEqual(nav.client);
      // From 1024 px the menu's words show beside (or under) their icons, not the icons alone.
      if (w !== "390")
        for (const { label: key } of STAFF_MENU.filter((m) => !m.more)) {
          const label = staffMessages("en").menu[key];
          const word = bar.locator("nav").getByText(label, { exact: true });
          await expect(word, `"${label}" at ${w} px`).toBeVisible();
          const box = (await word.boundingBox())!;
          expect(box.width, `"${label}" at ${w} px is not cut to nothing`).toBeGreaterThan(20);
        }
      expect(sizes.page, `page ${to} at ${w} px`).toBeLessThanOrEqual(sizes.viewport);
      const logout = await page.getByRole("button", { name: "Logout" }).boundingBox();
      expect(logout, `Logout on ${to} at ${w} px`).not.toBeNull();
      expect(logout!.x + logout!.width, `Logout on ${to} at ${w} px`).toBeLessThanOrEqual(vp.width);
      await shot(page, `counter/staff${to.replace(/\//g, "-")}-${w}`);
    }
  }
});

test("a visitor reserves 2 units: the confirmation shows the number, the units, the end at closing time and the cancel link once", async ({
  page,
  request,
}) => {
  const ids = await availableTyres(request, 8);
  // A tyre with at least 2 units on sale (the form offers 1 to the units left).
  let id: string | undefined;
  for (const candidate of ids) {
    await page.goto(path("reserve", "es", { id: candidate }));
    if ((await page.locator("#reserve-quantity option").count()) >= 2) {
      id = candidate;
      break;
    }
  }
  expect(id, "a tyre with 2 units on sale").toBeDefined();
  const left = await page.locator("#reserve-quantity option").count();
  await shootAtThreeWidths(page, "reserve-form");
  await page.getByLabel("Nombre Completo *").fill("Lucía Pares");
  await page.getByLabel("Teléfono *").fill("600 321 654");
  await page.getByLabel("Unidades").selectOption("2");
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
  await expect(page.getByTestId("reservation-success")).toBeVisible();
  await expect(page.getByTestId("reservation-number")).toHaveText(/^\d+$/);
  await expect(page.getByTestId("reservation-units")).toHaveText("2 unidades reservadas");
  await expect(page.getByTestId("reservation-hold-until")).toContainText("cuando cierra la tienda");
  await expect(page.getByTestId("reservation-cancel-link")).toBeVisible();
  await shootAtThreeWidths(page, "reserve-confirmed");
  // Shown once: the same page again has no link, and says how to cancel by phone.
  await page.reload();
  await expect(page.getByTestId("reservation-cancel-link")).toHaveCount(0);
  await expect(page.getByTestId("reservation-cancel")).toContainText("número de reserva");
  // The tyre page offers what remains.
  await page.goto(path("reserve", "es", { id: id! }));
  if (left > 2 && left < 12) await expect(page.locator("#reserve-quantity option")).toHaveCount(left - 2);
});
