// The customer on a phone: compare tyres side by side and, when a size is not in stock, ask the
// shop to get it. At 390×844 in both languages: two tyres ticked on the listing open the compare
// page with and without JavaScript (the compare bar's link, the form's button), side by side in
// one sideways-scrolling table; a search with no results offers the request form with the size
// filled in, the request is sent, staff see it on /requests and mark it answered, and the shop's
// e-mail is in the outbox. Screenshots of the compare, request and staff pages at 390, 1024 and
// 1280 px go to SHOTS_DIR/compare-and-request when SHOTS_DIR is set.
import type { Page } from "@playwright/test";
import { expect, loginAsAdmin, mailContaining, path as pagePath, PHONE, shot, test } from "./fixtures";

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, `compare-and-request/${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

const T = {
  es: {
    tick: /^Comparar /,
    submit: "Comparar marcados",
    title: "Comparar neumáticos",
    name: "Nombre *",
    phone: "Teléfono *",
    send: "Pedir esta medida",
  },
  en: { tick: /^Compare /, submit: "Compare ticked", title: "Compare tyres", name: "Name *", phone: "Phone *", send: "Ask for this size" },
} as const;

for (const js of [true, false]) {
  for (const locale of ["es", "en"] as const) {
    test.describe(`compare (${locale}, ${js ? "js" : "no-js"})`, () => {
      test.use({ javaScriptEnabled: js, viewport: PHONE });
      test("two tyres ticked on the listing are shown side by side", async ({ page }) => {
        await page.goto(pagePath("listing", locale));
        const ticks = page.getByRole("checkbox", { name: T[locale].tick });
        await ticks.nth(0).check();
        await ticks.nth(1).check();
        // With JavaScript the compare bar's link takes the place of the form's button at the end.
        await page.getByRole(js ? "link" : "button", { name: T[locale].submit }).click();
        await expect(page).toHaveURL(new RegExp(`${pagePath("compare", locale)}\\?ids=T\\w+&ids=T\\w+$`));
        await expect(page.getByRole("heading", { level: 1, name: T[locale].title })).toBeVisible();
        const columns = page.getByTestId("compare-tyre");
        await expect(columns).toHaveCount(2);
        const [a, b] = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!];
        expect(Math.abs(a.y - b.y)).toBeLessThan(2);
        expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1);
        // The table scrolls inside its box; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (js && locale === "es") await shoot(page, "compare-es");
        if (js && locale === "en") await shoot(page, "compare-en");
      });
    });
  }
}

test("compare with one, four or unknown codes says so and shows the valid ones", async ({ page }) => {
  await page.goto(pagePath("listing", "en"));
  const ids = await page.getByTestId("compare-tick").evaluateAll((els) => els.slice(0, 4).map((e) => (e as HTMLInputElement).value));
  await page.goto(`${pagePath("compare", "en")}?ids=${ids.join(",")}`);
  await expect(page.getByTestId("compare-notes")).toContainText("At most 3 tyres are compared");
  await expect(page.getByTestId("compare-tyre")).toHaveCount(3);
  await page.goto(`${pagePath("compare", "es")}?ids=${ids[0]}&ids=TZZZZZZ`);
  await expect(page.getByTestId("compare-notes")).toContainText("Un neumático ya no está a la venta");
  await expect(page.getByTestId("compare-notes")).toContainText("elige al menos otro");
  await page.goto(pagePath("compare", "es"));
  await expect(page.getByTestId("compare-notes")).toContainText("No has elegido ningún neumático");
});

for (const locale of ["es", "en"] as const) {
  test(`a search with no results sends a request the shop sees and is mailed (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const search = locale === "es" ? "ancho=275&perfil=40&llanta=20" : "width=275&aspect=40&rim=20";
    await page.goto(pagePath("listing", locale, {}, search));
    const form = page.getByTestId("stock-request");
    await expect(form.getByLabel(locale === "es" ? "Medida *" : "Size *")).toHaveValue("275/40 R20");
    await expect(form.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /275%2F40%20R20/);
    const name = locale === "es" ? "Petra Pedida" : "Rita Request";
    await form.getByLabel(T[locale].name).fill(name);
    await form.getByLabel(T[locale].phone).fill("600 444 555");
    await form.getByRole("button", { name: T[locale].send }).click();
    await expect(page.getByTestId("request-done")).toBeVisible();
    if (locale === "es") await shoot(page, "request-done-es");

    await loginAsAdmin(page);
    await page.goto("/requests");
    const card = page.locator("li", { hasText: name });
    await expect(card).toContainText("275/40 R20");
    await expect(card.getByTestId("request-state")).toHaveText("New");
    if (locale === "en") await shoot(page, "staff-requests");
    await card.getByRole("button", { name: "Mark answered" }).click();
    await expect(card.getByTestId("request-state")).toHaveText("Answered");

    await mailContaining(`for ${name}`);
  });
}

test("the request page in both languages, looked at", async ({ page }) => {
  for (const locale of ["es", "en"] as const) {
    await page.goto(pagePath("stockRequest", locale, {}, locale === "es" ? "medida=205/55R16" : "size=205/55R16"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shoot(page, `request-${locale}`);
  }
  await page.goto(pagePath("listing", "es"));
  await shoot(page, "listing-es");
});
