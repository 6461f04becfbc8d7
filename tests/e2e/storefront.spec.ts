// The public storefront in a browser: search -> listing -> detail -> reserve in both languages at
// phone and desktop widths, once without JavaScript; refusals; the 404 of an unknown tyre.
import type { Page } from "@playwright/test";
import {
  chooseEveryUnit,
  demoBasketTyre,
  DESKTOP,
  everyUnitOnSale,
  PHONE,
  expect,
  loginAsAdmin,
  path,
  recordWhileLeaving,
  seedBasket,
  test,
} from "./fixtures";
import { listingSearchParams } from "~/domain/listing-filters";
import type { Locale } from "~/lib/locale";

const T = {
  es: {
    width: "Ancho (mm)",
    aspect: "Perfil",
    rim: "Llanta (pulgadas)",
    search: "Buscar neumáticos",
    query: /\/neumaticos\?ancho=205&perfil=55&llanta=16$/,
    reserve: "Reservar este neumático",
    name: "Nombre Completo *",
    phone: "Teléfono *",
    email: "Correo electrónico",
    reg: "Matrícula del vehículo",
    notes: "Notas",
    submit: "Confirmar reserva",
    submitting: "Procesando...",
    confirmed: "Reserva Confirmada",
    searchMore: "Buscar Más Neumáticos",
    notAvailable: "Este neumático ya no está disponible",
    required: "El nombre y el teléfono son obligatorios",
    notFound: "Neumático no encontrado",
    deposit: /señal de 20,00 € se paga en la tienda/,
    heldUntil:
      /^Te lo guardamos hasta el \S+, \d+ de \S+ de 20\d\d, \d\d:\d\d, cuando cierra la tienda\. Después vuelve a estar a la venta\.$/,
  },
  en: {
    width: "Width (mm)",
    aspect: "Aspect Ratio",
    rim: "Rim Size (inch)",
    search: "Search tyres",
    query: /\/en\/find-tyres\?width=205&aspect=55&rim=16$/,
    reserve: "Reserve This Tyre",
    name: "Full Name",
    phone: "Phone Number",
    email: "Email",
    reg: "Vehicle Registration",
    notes: "Notes",
    submit: "Confirm reservation",
    submitting: "Reserving...",
    confirmed: "Reservation Confirmed!",
    searchMore: "Search More Tyres",
    notAvailable: "This tyre is not available",
    required: "Name and phone are required",
    notFound: "Tyre not found",
    deposit: /€20.00 deposit is paid at the shop/,
    heldUntil: /^We hold it until \S+,? \d+ \S+ 20\d\d,? (at )?\d\d:\d\d, when the shop closes\. After that it goes back on sale\.$/,
  },
} as const;

async function searchFromHome(page: Page, locale: Locale) {
  const t = T[locale];
  await page.goto(path("home", locale));
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await page.getByLabel(t.width).fill("205");
  await page.getByLabel(t.aspect).fill("55");
  await page.getByLabel(t.rim).fill("16");
  await page.getByRole("button", { name: t.search }).click();
}

async function fillReservation(page: Page, locale: Locale, who: { name: string; phone: string }) {
  const t = T[locale];
  await page.getByLabel(t.name).fill(who.name);
  await page.getByLabel(t.phone).fill(who.phone);
  await page.getByLabel(t.email).fill("cliente@example.com");
  await page.getByLabel(t.reg).fill("1234 abc");
  await page.getByLabel(t.notes).fill("Friday morning");
  // Every unit on sale, so the tyre is reserved afterwards (a reservation holds only its units).
  await chooseEveryUnit(page);
}

for (const locale of ["es", "en"] as const) {
  for (const [label, viewport] of [
    ["phone 390", PHONE],
    ["desktop 1280", DESKTOP],
  ] as const) {
    test(`search -> listing -> detail -> reserve (${locale}, ${label})`, async ({ page }) => {
      const t = T[locale];
      await page.setViewportSize(viewport);
      await searchFromHome(page, locale);
      // Only the filled fields go into the query, with the language's names.
      await expect(page).toHaveURL(t.query);
      const cards = page.getByRole("listitem").filter({ has: page.getByTestId("tyre-size") });
      await expect(cards.first()).toBeVisible();
      for (const size of await page.getByTestId("tyre-size").allTextContents()) expect(size).toMatch(/^205\/55 R16/);

      await cards
        .first()
        .getByRole("link", { name: /205\/55 R16/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${locale === "es" ? "/neumatico/" : "/en/tyre/"}T[0-9A-Z]{5}$`));
      const id = page.url().split("/").pop()!;
      // The URL changes as the navigation starts; wait for the detail page itself before reading it.
      await expect(page.getByRole("link", { name: t.reserve })).toBeVisible();
      const brand = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      await expect(page.getByText("205/55 R16").first()).toBeVisible();

      await page.getByRole("link", { name: t.reserve }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale === "es" ? "reservar" : "en/reserve"}/${id}$`));
      await expect(page.getByLabel(t.phone)).toHaveAttribute("type", "tel");
      await expect(page.getByLabel(t.phone)).toHaveAttribute("placeholder", "+34 600 000 000");
      await expect(page.getByLabel(t.notes)).toHaveAttribute("rows", "4");
      await expect(page.getByText(t.deposit)).toBeVisible();
      await fillReservation(page, locale, { name: `Cliente ${locale} ${label}`, phone: "+34 600 111 222" });

      // Hold the submission (a plain form POST to this page) for a moment to see the pending state.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(new RegExp(`/${locale === "es" ? "reservar" : "en/reserve"}/${id}$`), async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      const button = await recordWhileLeaving(page, "form[method=post] button[type=submit]");
      await page.getByRole("button", { name: t.submit }).click({ noWaitAfter: true });
      await expect.poll(() => button.at(-1)).toEqual({ count: 1, text: t.submitting, disabled: true });
      release();

      await expect(page.getByRole("heading", { name: t.confirmed })).toBeVisible();
      await expect(page).toHaveURL(/\?ok=\d+$/);
      await expect(page.getByTestId("reservation-hold-until")).toHaveText(t.heldUntil);
      const wa = await page.getByTestId("reservation-whatsapp").getAttribute("href");
      const text = decodeURIComponent(wa!.split("text=")[1]!);
      expect(wa).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(text).toContain(id);
      expect(text).toContain(brand);
      expect(text).toContain("205/55 R16");
      await expect(page.getByText(t.deposit)).toBeVisible();

      // The tyre is now reserved: its page offers no reservation, the listing no longer shows it.
      await page.goto(path("tyre", locale, { id }));
      await expect(
        page.getByRole("button", { name: locale === "es" ? "Actualmente No Disponible" : "Currently Unavailable" }),
      ).toBeDisabled();
      await page.getByRole("link", { name: locale === "es" ? "Volver a la búsqueda" : "Back to search" }).click();
      await expect(page.locator(`a[href$="/${id}"]`)).toHaveCount(0);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("search -> listing -> detail -> reserve works as plain HTML forms (es)", async ({ page }) => {
    const t = T.es;
    await searchFromHome(page, "es");
    await expect(page).toHaveURL(/\/neumaticos\?ancho=205&perfil=55&llanta=16/);
    await page.getByTestId("tyre-size").first().waitFor();
    await page
      .getByRole("link", { name: /Ver detalles/ })
      .first()
      .click();
    await page.getByRole("link", { name: t.reserve }).click();
    // Server-side validation: a name of spaces passes the browser's required check, not ours.
    await page.getByLabel(t.name).fill("   ");
    await page.getByLabel(t.phone).fill("600 333 444");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();
    await expect(page.getByLabel(t.phone)).toHaveValue("600 333 444");
    await fillReservation(page, "es", { name: "Sin JavaScript", phone: "600 333 444" });
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { name: t.confirmed })).toBeVisible();
    await expect(page.getByRole("link", { name: t.searchMore })).toBeVisible();
  });

  test("the listing filters work as a GET form and Clear Filters resets them (en)", async ({ page }) => {
    await page.goto(path("listing", "en"));
    await page.getByText("Filters (0)").click(); // folded on a phone; a <details> opens without JavaScript
    await page.getByLabel("Rim Size (inch)").selectOption("17");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/rim=17/);
    for (const size of await page.getByTestId("tyre-size").allTextContents()) expect(size).toMatch(/R17/);
    await page.getByText("Filters (1)").click();
    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(/\/en\/find-tyres$/);
  });
});

test("a second reservation of the same tyre is refused with the message, input kept (409)", async ({ browser }) => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await a.goto(path("listing", "es", {}, "ancho=225&perfil=45&llanta=17"));
  const href = await a
    .getByRole("link", { name: /Ver detalles/ })
    .first()
    .getAttribute("href");
  const id = href!.split("/").pop()!;
  await a.goto(path("reserve", "es", { id }));
  await b.goto(path("reserve", "en", { id }));
  await fillReservation(a, "es", { name: "Primera", phone: "600 000 001" });
  await fillReservation(b, "en", { name: "Second", phone: "600 000 002" });
  await a.getByRole("button", { name: T.es.submit }).click();
  await expect(a.getByRole("heading", { name: T.es.confirmed })).toBeVisible();
  const response = b.waitForResponse((r) => r.request().method() === "POST");
  await b.getByRole("button", { name: T.en.submit }).click();
  expect((await response).status()).toBe(409);
  await expect(b.getByRole("alert")).toHaveText(T.en.notAvailable);
  await expect(b.getByLabel(T.en.name)).toHaveValue("Second");
  await a.close();
  await b.close();
});

test("unknown and malformed tyre ids answer 404 with the not-found view in the right language", async ({ page }) => {
  let res = await page.goto(path("tyre", "es", { id: "TZZZZZ" }));
  expect(res!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: T.es.notFound })).toBeVisible();
  res = await page.goto("/en/tyre/not-a-code");
  expect(res!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: T.en.notFound })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Search" })).toBeVisible();
  res = await page.goto(path("reserve", "en", { id: "TZZZZZ" }));
  expect(res!.status()).toBe(404);
});

test("the language switcher keeps the page, the id and the search with translated names", async ({ page }) => {
  await page.goto(path("listing", "es", {}, "ancho=205&llanta=16&condicion=new"));
  // The visible code is where the accessible name starts (label in name, WCAG 2.5.3).
  await expect(page.getByTestId("language-switcher")).toHaveText("EN");
  await expect(page.getByTestId("language-switcher")).toHaveAccessibleName("EN, switch to English");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/en\/find-tyres\?width=205&rim=16&condition=new$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel("Rim Size (inch)")).toHaveValue("16");
  await page.goto(path("tyre", "en", { id: "T00001" }));
  await expect(page.getByTestId("language-switcher")).toHaveText("ES");
  await expect(page.getByTestId("language-switcher")).toHaveAccessibleName("ES, cambiar a español");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/neumatico\/T00001$/);
});

test("non-numeric filter values are ignored with a clear message; the empty result says so", async ({ page }) => {
  await page.goto(path("listing", "en", {}, "width=abc&rim=16"));
  await expect(page.getByRole("alert")).toContainText("Width (mm)");
  await page.goto(path("listing", "en", {}, "width=399"));
  await expect(page.getByText("No tyres found for that size.")).toBeVisible();
  await expect(page.getByText("Try adjusting your search filters")).toBeVisible();
  await page.goto(path("listing", "es", {}, "ancho=399"));
  await expect(page.getByText("No se encontraron neumáticos con estos criterios")).toBeVisible();
});

test("the home page shows the popular sizes carousel linking to the listing", async ({ page }) => {
  await page.goto(path("home", "en"));
  const first = page.getByTestId("popular-sizes").getByRole("link").first();
  await expect(first).toBeVisible();
  const link = await first.getAttribute("href");
  expect(link).toMatch(/^\/en\/find-tyres\?width=\d+&aspect=\d+&rim=\d+$/);
  expect(await page.getByTestId("popular-sizes").getByRole("link").count()).toBeLessThanOrEqual(12);
});

test("changing a filter with JavaScript submits at once and shows six skeleton cards while loading", async ({ page }) => {
  await page.goto(path("listing", "es"));
  await expect(page.getByTestId("tyre-size").first()).toBeVisible();
  // Hold the next page (a full page load of the filtered listing) to see the loading state.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/neumaticos\?llanta=16$/, async (route) => {
    await held;
    await route.continue();
  });
  const skeletons = await recordWhileLeaving(page, '[data-testid="tyre-card-skeleton"]');
  await page.getByLabel("Llanta (pulgadas)").selectOption("16", { noWaitAfter: true });
  await expect.poll(() => skeletons.at(-1)?.count).toBe(6);
  release();
  await expect(page).toHaveURL(/\/neumaticos\?llanta=16$/);
  await expect(page.getByTestId("tyre-card-skeleton")).toHaveCount(0);
  for (const size of await page.getByTestId("tyre-size").allTextContents()) expect(size).toMatch(/R16/);
  // Back to the unfiltered listing: its results and filters, never the skeletons it left with.
  await page.goBack();
  await expect(page).toHaveURL(/\/neumaticos$/);
  await expect(page.getByTestId("tyre-size").first()).toBeVisible();
  await expect(page.getByTestId("tyre-card-skeleton")).toHaveCount(0);
  await expect(page.getByLabel("Llanta (pulgadas)")).toHaveValue("");
});

test("visitors see Admin Login; admins see the admin menu, cart count and Logout", async ({ page }) => {
  await page.goto(path("home", "en"));
  await expect(page.getByRole("link", { name: "Admin Login" })).toBeVisible();
  await loginAsAdmin(page);
  await page.goto(path("home", "en"));
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  for (const name of ["Dashboard", "Inventory", "Checkout", "Invoices", "Reservations", "Import"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await expect(page.getByRole("button", { name: /Logout/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Login" })).toHaveCount(0);
  // The count comes from the basket in this browser (the public page is server-rendered with 0).
  await seedBasket(page, [{ tyre: { ...demoBasketTyre("T00001"), quantity: 4 }, quantity: 3 }]);
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByRole("link", { name: "Cart: 3 items" })).toBeVisible();
  // Logout from the public header is a plain form POST: it signs out and the visitor header returns.
  await page
    .getByRole("button", { name: /Logout/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Admin Login" })).toBeVisible();
  expect((await page.context().request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
});

test("a double-submitted reservation form creates one reservation and both land on its confirmation", async ({ page, baseURL }) => {
  await page.goto(path("listing", "en", {}, "width=195&aspect=65&rim=15"));
  const href = await page
    .getByRole("link", { name: /View details/ })
    .first()
    .getAttribute("href");
  const id = href!.split("/").pop()!;
  // Every unit on sale, so that afterwards the tyre is held whole (a reservation holds its units).
  const formPage = async () => await (await page.request.get(path("reserve", "en", { id }))).text();
  const html = await formPage();
  // Another browser's page of the same form, at once (from the page cache, if it kept the first).
  const otherHtml = await formPage();
  const units = everyUnitOnSale(html);
  // An over-long name is refused without writing anything: the tyre's units on sale are as they were.
  // (This test's own tyre: another journey of the run may sell a demo tyre whole meanwhile.)
  const tooLong = await page.request.post(path("reserve", "es", { id }), {
    form: { name: "x".repeat(500), phone: "600 999 777", quantity: "1" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(tooLong.status()).toBe(400);
  expect(everyUnitOnSale(await formPage())).toBe(units);
  // The key this page's form carries (each page its own): the same form sent twice carries it twice.
  const keyOf = (body: string) => /name="formKey" value="([\w-]{32})"/.exec(body)![1]!;
  const post = (formKey: string) =>
    page.request.post(path("reserve", "en", { id }), {
      form: { name: "Double Click", phone: "600 999 888", email: "", vehicleReg: "", notes: "", quantity: units, formKey },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
  const first = await post(keyOf(html));
  const second = await post(keyOf(html));
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(second.headers()["location"]).toBe(first.headers()["location"]);
  // The same name and phone from another page's form (another browser) is not given that confirmation.
  const otherKey = keyOf(otherHtml);
  expect(otherKey).not.toBe(keyOf(html));
  expect((await post(otherKey)).status()).toBe(409);
  // Someone else is refused.
  const other = await page.request.post(path("reserve", "en", { id }), {
    form: { name: "Someone Else", phone: "600 999 777" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(409);
});

test("on a phone the menu button opens the drawer; Escape and the close button shut it and focus returns", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(path("home", "es"));
  const drawer = page.getByRole("dialog", { name: "Menú" });
  await expect(drawer).toBeHidden();
  const menu = page.getByRole("button", { name: "Menú", exact: true });
  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("button", { name: "Cerrar menú" }).last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer.getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(path("contact", "es"));
});

test("public pages load no React: only the enhancement script, and staff pages hydrate", async ({ page, request }) => {
  for (const url of [path("home", "es"), path("listing", "en"), path("contact", "en")]) {
    const html = await (await request.get(url)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts, url).toEqual([expect.stringMatching(/^\/assets\/store-enhance-[\w-]+\.js$/)]);
    expect(html, url).not.toContain("__reactRouterContext");
  }
  await loginAsAdmin(page);
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
});

test("the listing filters' buttons stay inside their panel at every width", async ({ page }) => {
  for (const width of [390, 640, 820, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path("listing", "es"));
    // Below md the filters are folded behind their button.
    if (width < 768) await page.getByText("Filtros (0)").click();
    const panel = (await page.getByRole("form", { name: "Filtros" }).boundingBox())!;
    for (const name of ["Aplicar filtros", "Borrar filtros"]) {
      const box = (await page
        .getByRole("form", { name: "Filtros" })
        .getByRole(name === "Aplicar filtros" ? "button" : "link", { name })
        .boundingBox())!;
      expect(box.x + box.width, `${name} at ${width}px`).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
    }
  }
});

for (const locale of ["es", "en"] as const) {
  test(`the listing sorts by price fitted from high to low, the choice shown in the sort menu (${locale})`, async ({ page }) => {
    await page.goto(path("listing", locale, {}, listingSearchParams({}, locale, undefined, "fitted-desc").toString()));
    await expect(page.getByTestId("listing-sort").locator("option:checked")).toHaveText(
      locale === "es" ? "Precio montado: mayor a menor" : "Fitted price: high to low",
    );
    // Each card's fitted price ("95,40 € montado", "€95.40 fitted"), in page order: never rising.
    const prices = (await page.getByTestId("fitted-price").allInnerTexts()).map((t) =>
      Number(
        /(\d+)[.,](\d{2})/
          .exec(t.replace(/(\d)[.,](?=\d{3}\b)/g, "$1"))!
          .slice(1, 3)
          .join("."),
      ),
    );
    expect(prices.length, "fitted prices on the first page").toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
}
