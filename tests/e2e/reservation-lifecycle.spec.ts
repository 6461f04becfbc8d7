// A reservation's life in the browser: a visitor reserves with an e-mail, the confirmation is
// read from the server's outbox (.eml files, since the test server has no SMTP_URL), its cancel
// link shows what will be cancelled without cancelling, the confirm button cancels and the tyre
// is on sale again (the link then says it is already cancelled); and staff sell a reservation with
// Sell, which fills in the checkout and marks the reservation collected.
import type { Page } from "@playwright/test";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { holdEndInOpeningHours } from "~/domain/hold-end";
import { expiresInLabel } from "~/domain/reservation-status";
import { baseURL } from "../../playwright.config";
import {
  availableTyres,
  chooseEveryUnit,
  expect,
  loginAsAdmin,
  mailTo,
  path as pagePath,
  PHONE,
  seriousViolations,
  shot,
  test,
} from "./fixtures";

async function reserve(page: Page, id: string, locale: "es" | "en", who: { name: string; email: string }) {
  await page.goto(pagePath("reserve", locale, { id }));
  const t =
    locale === "en"
      ? { name: "Full Name", phone: "Phone Number", email: "Email", submit: "Confirm reservation", done: "Reservation Confirmed!" }
      : {
          name: "Nombre Completo *",
          phone: "Teléfono *",
          email: "Correo electrónico",
          submit: "Confirmar reserva",
          done: "Reserva Confirmada",
        };
  await page.getByLabel(t.name).fill(who.name);
  await page.getByLabel(t.phone).fill("600 123 456");
  await page.getByLabel(t.email).fill(who.email);
  await page.getByLabel(locale === "en" ? "Vehicle Registration" : "Matrícula del vehículo").fill("9876 XYZ");
  // Every unit on sale, so the tyre is held whole and no longer offered (a reservation holds its units).
  await chooseEveryUnit(page);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.done })).toBeVisible();
}

/**
 * What staff may read on a hold's card: "expires in N days" for a hold ending `end(made)`, made
 * between `madeFrom` and `madeTo` and read between `madeTo` and now. The hold ends at closing time
 * (app/domain/hold-end.ts, the browser tests' server keeps the first settings), so how many days
 * are left depends on the hour and the weekday the test runs at, not on a fixed "3 days".
 */
function expiresLabels(madeFrom: Date, madeTo: Date, end: (made: Date) => Date): RegExp {
  const readTo = new Date();
  const labels = new Set<string>();
  for (const made of [madeFrom, madeTo]) for (const read of [madeTo, readTo]) labels.add(expiresInLabel(end(made), read));
  return new RegExp(`(${[...labels].join("|")})`);
}

const reservable = async (page: Page, id: string) =>
  /name="phone"/.test(await (await page.request.get(pagePath("reserve", "en", { id }))).text());

for (const locale of ["es", "en"] as const) {
  test(`reserve with an e-mail, open the cancel link from the .eml, confirm, and the tyre is on sale again (${locale})`, async ({
    page,
    request,
  }) => {
    const [id] = await availableTyres(request, 1);
    const email = `ada-${locale}-${id!.toLowerCase()}@example.test`;
    await reserve(page, id!, locale, { name: `Ada ${locale}`, email });
    expect(await reservable(page, id!)).toBe(false);

    const eml = await mailTo(email);
    expect(eml).toContain(locale === "es" ? "Te lo guardamos hasta el" : "We hold it until");
    const link = new RegExp(`${baseURL}${locale === "es" ? "/anular-reserva/" : "/en/cancel-reservation/"}\\d+\\.[A-Za-z0-9_-]{32}`).exec(
      eml,
    )?.[0];
    expect(link, "cancel link in the e-mail").toBeTruthy();

    // Opening the link (as a preview would) cancels nothing.
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: locale === "es" ? "Anular tu reserva" : "Cancel your reservation" })).toBeVisible();
    expect(await reservable(page, id!)).toBe(false);
    expect(await seriousViolations(page), "axe on the cancel page").toEqual([]);
    for (const [w, vp] of [
      ["390", PHONE],
      ["1280", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(vp);
      await shot(page, `reservation-lifecycle/cancel-confirm-${locale}-${w}`, { fullPage: true });
    }

    await page.getByTestId("cancel-confirm").click();
    await expect(page.getByTestId("cancel-done")).toBeVisible();
    expect(await seriousViolations(page), "axe on the cancelled page").toEqual([]);
    await shot(page, `reservation-lifecycle/cancel-done-${locale}-1280`, { fullPage: true });
    expect(await reservable(page, id!)).toBe(true);

    // Single use: the link now says the reservation is already cancelled, and has no button.
    await page.goto(link!);
    await expect(page.getByTestId("cancel-ended")).toBeVisible();
    await expect(page.getByTestId("cancel-confirm")).toHaveCount(0);
    await shot(page, `reservation-lifecycle/cancel-ended-${locale}-1280`, { fullPage: true });

    // A forged link: not found, in the page's language.
    const forged = await page.goto(link!.replace(/\.[A-Za-z0-9_-]{4}/, ".AAAA"));
    expect(forged!.status()).toBe(404);
    await expect(page.getByTestId("cancel-invalid")).toBeVisible();
  });
}

test("a reservation sold through Sell: the checkout is filled in and the sale marks the reservation collected", async ({
  browser,
  request,
}) => {
  const [id] = await availableTyres(request, 1);
  const visitor = await browser.newPage();
  const madeFrom = new Date();
  await reserve(visitor, id!, "es", { name: "Bruno Sell", email: `bruno-${id}@example.test` });
  const madeTo = new Date();
  await visitor.close();
  const days = DEFAULT_SHOP_SETTINGS.reservationHoldDays;
  const heldUntil = (made: Date) => holdEndInOpeningHours(made, days, DEFAULT_SHOP_SETTINGS);

  const page = await browser.newPage();
  await loginAsAdmin(page);
  await page.goto("/reservations");
  // By tyre and customer: another journey may hold other units of the same tyre.
  const card = page.getByTestId("reservation-card").filter({ hasText: id! }).filter({ hasText: "Bruno Sell" });
  await expect(card.getByTestId("hold-line")).toContainText(expiresLabels(madeFrom, madeTo, heldUntil));
  for (const [w, vp] of [
    ["390", PHONE],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(vp);
    await shot(page, `reservation-lifecycle/reservations-active-${w}`, { fullPage: true });
  }
  await card.getByTestId("extend-reservation").click();
  await expect(page.getByText(/^Held until/).first()).toBeVisible();
  await expect(card.getByTestId("hold-line")).toContainText(
    // Extended while it still holds: the same number of days again, counted from its end.
    expiresLabels(madeFrom, madeTo, (made) => holdEndInOpeningHours(heldUntil(made), days, DEFAULT_SHOP_SETTINGS)),
  );

  await card.getByTestId("sell-reservation").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("selling-reservation")).toContainText("Bruno Sell");
  await expect(page.getByTestId("selling-reservation")).toContainText("600 123 456");
  await expect(page.getByLabel(/Customer Name/)).toHaveValue("Bruno Sell");
  await expect(page.getByLabel("Vehicle Registration")).toHaveValue("9876 XYZ");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  for (const [w, vp] of [
    ["390", PHONE],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(vp);
    await shot(page, `reservation-lifecycle/checkout-reservation-${w}`, { fullPage: true });
  }
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/reservations?status=collected");
  const collected = page.getByTestId("reservation-card").filter({ hasText: id! }).filter({ hasText: "Bruno Sell" });
  await expect(collected.getByTestId("hold-line")).toContainText("Collected");
  await shot(page, "reservation-lifecycle/reservations-collected-1280", { fullPage: true });
  await page.goto("/dashboard");
  await expect(page.getByTestId("active-reservations")).toContainText(/\d+ active reservations?/);
  await shot(page, "reservation-lifecycle/dashboard-1280", { fullPage: true });
  await page.close();
});
