// The customer on a 390 px phone, walked in Spanish (and English where it shows text): the compare
// bar that stays in view once a tyre is ticked (the form's button still works without JavaScript),
// Reserve on the comparison, "Pedir cita" in the phone menu, the fitting page pointing to online
// booking, and no public page of the path table wider than the screen.
import type { Page } from "@playwright/test";
import { PUBLIC_PAGES, type PageId } from "~/i18n/paths";
import { messages } from "~/i18n/messages";
import { LOCALES, type Locale } from "~/lib/locale";
import { PHONE, availableTyres, everyUnitOnSale, expect, path, test } from "./fixtures";

test.use({ viewport: PHONE });

/** The compare bar's box, the bottom dock's top and the last card's box, at the current scroll. */
async function barLayout(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element | null) => {
      const r = e!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    return {
      bar: box(document.querySelector('[data-testid="compare-bar"]')),
      dockTop: box(document.querySelector('[data-testid="bottom-dock"]')).top,
      lastCard: box(document.querySelector("[data-results] ul > li:last-child")),
    };
  });
}

for (const locale of LOCALES) {
  test(`a ticked tyre brings up a compare bar that stays above the promo dock (${locale})`, async ({ page }) => {
    const c = messages(locale).compare;
    await page.goto(path("listing", locale));
    const bar = page.getByTestId("compare-bar");
    await expect(bar).toBeHidden();
    await expect(page.getByTestId("compare-submit")).toBeVisible();
    const ticks = page.getByTestId("compare-tick");
    const ids = await ticks.evaluateAll((els) => els.slice(0, 4).map((e) => (e as HTMLInputElement).value));
    await ticks.nth(0).check();
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId("compare-count")).toHaveText(c.pickedOne);
    // The bar takes the place of the form at the end of the list.
    await expect(page.getByTestId("compare-submit")).toBeHidden();
    await ticks.nth(1).check();
    await expect(bar.getByTestId("compare-count")).toHaveText(c.pickedOther.replace("{n}", "2"));
    const link = bar.getByRole("link", { name: c.submit });
    await expect(link).toHaveAttribute("href", `${path("compare", locale)}?ids=${ids[0]}&ids=${ids[1]}`);
    // Anywhere down the list it sits right on the dock, in the screen.
    for (const y of [0, 1500, 4000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const { bar: b, dockTop } = await barLayout(page);
      expect(Math.abs(b.bottom - dockTop), `bar on the dock at scroll ${y}`).toBeLessThan(2);
      expect(b.top).toBeGreaterThan(0);
    }
    // At the end of the list it rests below the last card instead of covering it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await barLayout(page);
    expect(end.lastCard.bottom).toBeLessThanOrEqual(end.bar.top);
    expect(end.bar.bottom).toBeLessThanOrEqual(end.dockTop + 1);
    // Past three it says which are compared.
    await ticks.nth(2).check();
    await ticks.nth(3).check();
    await expect(bar).toContainText(c.pickedMax);
    await ticks.nth(3).uncheck();
    await expect(bar.getByText(c.pickedMax)).toBeHidden();
    await link.click();
    await expect(page).toHaveURL(`${path("compare", locale)}?ids=${ids[0]}&ids=${ids[1]}&ids=${ids[2]}`);
    await expect(page.getByTestId("compare-tyre")).toHaveCount(3);
    // Back on the listing with the boxes cleared, the bar goes and the form is back.
    await page.goto(path("listing", locale));
    await page.getByTestId("compare-tick").nth(0).check();
    await page.getByTestId("compare-tick").nth(0).uncheck();
    await expect(bar).toBeHidden();
    await expect(page.getByTestId("compare-submit")).toBeVisible();
  });
}

test.describe("the compare form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no bar; the button at the end of the list opens the comparison", async ({ page }) => {
    await page.goto(path("listing", "es"));
    const ticks = page.getByTestId("compare-tick");
    await ticks.nth(0).check();
    await ticks.nth(1).check();
    await expect(page.getByTestId("compare-bar")).toBeHidden();
    await page.getByRole("button", { name: "Comparar marcados" }).click();
    await expect(page).toHaveURL(new RegExp(`${path("compare", "es")}\\?ids=T\\w+&ids=T\\w+$`));
    await expect(page.getByTestId("compare-tyre")).toHaveCount(2);
  });
});

for (const locale of LOCALES) {
  test(`each compared tyre that can be reserved has its Reserve link (${locale})`, async ({ page }) => {
    const c = messages(locale).compare;
    await page.goto(path("listing", locale));
    const ids = await page.getByTestId("compare-tick").evaluateAll((els) => els.slice(0, 2).map((e) => (e as HTMLInputElement).value));
    await page.goto(path("compare", locale, {}, `ids=${ids[0]}&ids=${ids[1]}`));
    const reserve = page.getByTestId("compare-reserve");
    await expect(reserve).toHaveCount(2);
    for (const [i, id] of ids.entries()) {
      await expect(reserve.nth(i)).toHaveAttribute("href", path("reserve", locale, { id: id! }));
      await expect(reserve.nth(i)).toContainText(c.reserve);
    }
    await reserve.nth(1).scrollIntoViewIfNeeded();
    await reserve.nth(1).click();
    await expect(page).toHaveURL(path("reserve", locale, { id: ids[1]! }));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a compared tyre held whole by a reservation has no Reserve link", async ({ page, baseURL }) => {
  const [held, free] = await availableTyres(page.request, 2);
  const html = await (await page.request.get(path("reserve", "en", { id: held! }))).text();
  const formKey = /name="formKey" value="([\w-]{32})"/.exec(html)![1]!;
  const res = await page.request.post(path("reserve", "en", { id: held! }), {
    form: { name: "Compare Holder", phone: "600 555 444", email: "", vehicleReg: "", notes: "", quantity: everyUnitOnSale(html), formKey },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  await page.goto(path("compare", "es", {}, `ids=${held}&ids=${free}`));
  const columns = page.getByTestId("compare-tyre");
  await expect(columns).toHaveCount(2);
  const reserve = page.getByTestId("compare-reserve");
  await expect(reserve).toHaveCount(1);
  await expect(reserve).toHaveAttribute("href", path("reserve", "es", { id: free! }));
  await expect(page.getByText(messages("es").tyreDetail.unavailable)).toBeVisible();
});

for (const locale of LOCALES) {
  test(`the phone menu offers the appointment page; the fitting page points to online booking (${locale})`, async ({ page }) => {
    const m = messages(locale);
    await page.goto(path("home", locale));
    await page.getByRole("button", { name: m.nav.menu, exact: true }).click();
    const drawer = page.getByRole("dialog", { name: m.nav.menu });
    const book = drawer.getByRole("link", { name: m.nav.appointment, exact: true });
    await expect(book).toHaveAttribute("href", path("appointment", locale));
    await book.click();
    await expect(page).toHaveURL(path("appointment", locale));
    await expect(page.getByRole("heading", { level: 1, name: m.appointment.title })).toBeVisible();

    await page.goto(path("fitting", locale));
    const sameDay = m.info.fitting.points[0]!;
    await expect(page.getByText(sameDay.text)).toBeVisible();
    await expect(page.getByText(locale === "es" ? "Llámanos antes y te damos hora" : "Call ahead and we will give you a time")).toHaveCount(
      0,
    );
    const online = page.getByTestId("fitting-book-online");
    await expect(online).toHaveText(sameDay.link!);
    await expect(online).toHaveAttribute("href", path("appointment", locale));
  });
}

test.describe("the phone menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its plain list of links has the appointment page", async ({ page }) => {
    await page.goto(path("home", "es"));
    const book = page.locator("header noscript nav").getByRole("link", { name: "Pedir cita", exact: true });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute("href", path("appointment", "es"));
  });
});

/** Sample params for the pages that need them: a tyre from the listing, a post from the blog page. */
async function sampleParams(page: Page, locale: Locale): Promise<Partial<Record<PageId, Record<string, string>>>> {
  await page.goto(path("listing", locale));
  const id = await page.getByTestId("compare-tick").first().inputValue();
  await page.goto(path("blog", locale));
  const post = await page
    .locator(`main a[href^="${path("blog", locale)}/"]`)
    .first()
    .getAttribute("href");
  expect(post, "the blog page links a post").toBeTruthy();
  return { tyre: { id }, reserve: { id }, blogPost: { slug: decodeURIComponent(post!.split("/").pop()!) } };
}

/** The page's width beyond the screen (0 when none), and what sticks out, to name it on failure. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.scrollingElement!.scrollWidth;
    const out = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 50)}`);
    return { width, out };
  });
}

for (const locale of LOCALES) {
  test(`no public page of the path table is wider than a 390 px phone (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const params = await sampleParams(page, locale);
    await page.goto(path("listing", locale));
    const three = await page.getByTestId("compare-tick").evaluateAll((els) => els.slice(0, 3).map((e) => (e as HTMLInputElement).value));
    // Every page but the token pages (a signed link in an e-mail), and the widest states of two:
    // the comparison of three tyres, and the "we can get it" form under a search with no results.
    const urls = PUBLIC_PAGES.filter((p) => !p[locale].includes(":token")).map((p) => path(p.id, locale, params[p.id] ?? {}));
    urls.push(
      path("compare", locale, {}, three.map((id) => `ids=${id}`).join("&")),
      path("listing", locale, {}, locale === "es" ? "ancho=275&perfil=40&llanta=20" : "width=275&aspect=40&rim=20"),
    );
    const failures: string[] = [];
    for (const url of urls) {
      const res = await page.goto(url);
      expect(res!.status(), url).toBe(200);
      const { width, out } = await overflow(page);
      if (width > PHONE.width) failures.push(`${url}: ${width} px (${out.join(", ")})`);
      // The "we can get it" form keeps its fields inside its card.
      const spill = await page.evaluate(() => {
        const card = document.querySelector('[data-testid="stock-request"]');
        if (!card) return [];
        const right = card.getBoundingClientRect().right;
        return [...card.querySelectorAll("input:not([type=hidden]), select, textarea, button, a")]
          .filter((e) => e.getBoundingClientRect().width > 2 && e.getBoundingClientRect().right > right + 0.5)
          .map((e) => `${e.tagName}#${e.id} ${Math.round(e.getBoundingClientRect().right - right)} px out of its card`);
      });
      failures.push(...spill.map((s) => `${url}: ${s}`));
    }
    expect(failures).toEqual([]);
  });
}
