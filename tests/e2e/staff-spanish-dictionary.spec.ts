// The dictionary check of the Spanish back-office: a Spanish owner and a Spanish counter (accounts
// whose language is Spanish, signed in from a Spanish browser) walk the daily staff screens after
// a sale and a failed sign-in, and no screen shows a word of a list of common English UI words
// (whole words, case-sensitive), the audit log's entries and their before/after rows included.
// Each screen's own journey is checked in the staff-spanish-*.spec.ts beside this one. The walk
// runs on its own server (the demo shop and this file's own records): the worker's shared server
// holds what other test files wrote, names like "Racing Customer" that are data, not screen text.
import type { Page } from "@playwright/test";
import { demoTyres } from "~db/seed/demo";
import { formatTyreId } from "~/domain/tyre-id";
import { demoBasketTyre, expect, seedBasket, test } from "./fixtures";
import { ownShop, type ShopAccount } from "./own-shop";

const OWNER: ShopAccount = { email: "duena-dic@e2e.test", password: "elegida-clave-456", role: "owner", language: "es" };
const COUNTER: ShopAccount = { email: "mostrador-dic@e2e.test", password: "elegida-clave-012", role: "counter", language: "es" };
const shop = ownShop("dictionary", [OWNER, COUNTER]);

// A new tyre near the end of the demo stock, away from the ones other journeys sell.
const DEMO = demoTyres(Array.from({ length: 60 }, (_, i) => formatTyreId(i + 1)));
const TYRE = DEMO.slice(44).find((t) => t.status === "available" && t.condition === "new" && (t.quantity ?? 0) >= 2)!;

/**
 * Common English words of a user interface that have no Spanish twin ("Total", "Agenda", "No" and
 * "Error" are Spanish too, so they are not here), matched as whole words and case-sensitive.
 */
const ENGLISH_WORDS = [
  "the",
  "and",
  "of",
  "for",
  "with",
  "from",
  "your",
  "yet",
  "Save",
  "Cancel",
  "Delete",
  "Search",
  "Settings",
  "Please",
  "Enter",
  "Add",
  "Remove",
  "Edit",
  "Back",
  "Next",
  "Previous",
  "Open",
  "Close",
  "Print",
  "Download",
  "Upload",
  "Show",
  "Loading",
  "Failed",
  "failed",
  "issued",
  "invoice",
  "Invoice",
  "Invoices",
  "reservation",
  "Reservation",
  "Reservations",
  "Customer",
  "customer",
  "Customers",
  "tyre",
  "tyres",
  "Tyre",
  "Tyres",
  "Quote",
  "quote",
  "Quotes",
  "Dashboard",
  "Inventory",
  "Checkout",
  "Today",
  "Sold",
  "Available",
  "Reserved",
  "Deposit",
  "Cash",
  "Staff",
  "Account",
  "Sign out",
  "not sent",
  "changed",
  "cancelled",
];

/** English allowed on any screen. */
const ALLOWED = [
  // The specification's own English texts, the same in both languages:
  "Admin Login", // the public header's link to the back-office
  "Oops! Page not found", // the not-found page's heading
  // Data, not a text of the screens: the note the demo seed writes on its reservations.
  "Demo reservation",
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const DICTIONARY = ENGLISH_WORDS.map((w) => ({ w, re: new RegExp(`(?<![\\p{L}\\p{N}@.])${escape(w)}(?![\\p{L}\\p{N}@])`, "u") }));

/**
 * The English words of the page's visible text, each with where it was: every <details> opened
 * first; what the page marks as English on purpose (lang="en", as a service's English name beside
 * its Spanish one) and file paths (the outbox folder) left out.
 */
async function englishOn(page: Page): Promise<string[]> {
  let text = await page.evaluate(() => {
    document.querySelectorAll("details").forEach((d) => (d.open = true));
    const marked = [...document.querySelectorAll<HTMLElement>('body [lang="en"]')];
    for (const el of marked) el.dataset.dictionaryDisplay = el.style.display;
    for (const el of marked) el.style.display = "none";
    const visible = document.body.innerText;
    for (const el of marked) el.style.display = el.dataset.dictionaryDisplay ?? "";
    return visible;
  });
  text = text.replace(/(^|\s)\/[\w./-]+/g, "$1");
  for (const a of ALLOWED) text = text.replaceAll(a, "");
  const found: string[] = [];
  for (const { w, re } of DICTIONARY) {
    const m = re.exec(text);
    if (m)
      found.push(
        `${new URL(page.url()).pathname}: "${w}" in "…${text.slice(Math.max(0, m.index - 40), m.index + w.length + 40).replace(/\s+/g, " ")}…"`,
      );
  }
  return found;
}

/** Visits each path and collects the English left on it. */
async function walk(page: Page, paths: string[], found: string[]) {
  for (const p of paths) {
    const answer = await page.goto(p);
    expect(answer?.status(), p).toBeLessThan(500);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    found.push(...(await englishOn(page)));
  }
}

test("a Spanish owner and a Spanish counter read no English on the daily staff screens", async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await shop.page(browser, OWNER);
  const counter = await shop.page(browser, COUNTER);
  const found: string[] = [];

  // Something in the audit log: a failed sign-in (an address, no account) ...
  const stranger = await shop.page(browser);
  await stranger.goto("/login");
  await stranger.getByLabel("Correo electrónico").fill(OWNER.email);
  await stranger.getByLabel("Contraseña").fill("not-her-password");
  await stranger.getByRole("button", { name: "Entrar" }).click();
  await expect(stranger.getByRole("alert")).toBeVisible();
  await stranger.context().close();

  // ... and a sale at the till, read in Spanish on the way.
  await seedBasket(owner, [{ tyre: demoBasketTyre(TYRE.id!), quantity: 2 }]);
  await owner.goto("/checkout");
  await expect(owner.getByRole("heading", { name: "Caja", level: 1 })).toBeVisible();
  await owner.getByRole("button", { name: "Añadir montaje para estos neumáticos" }).click();
  await expect(owner.getByTestId("service-line").first()).toBeVisible();
  await owner.getByLabel(/Nombre del cliente/).fill("Lucía Diccionario");
  await owner.getByLabel("Matrícula").fill("1234 DIC");
  found.push(...(await englishOn(owner)));
  await owner.getByRole("button", { name: "Completar venta" }).click();
  const dialog = owner.getByRole("dialog");
  await expect(dialog.getByTestId("invoice-title")).toBeVisible();
  found.push(...(await englishOn(owner)));
  const invoice = (await dialog.getByRole("link", { name: "Abrir página" }).getAttribute("href"))!;
  await dialog.getByRole("button", { name: "Cerrar" }).click();

  // The customer the sale made.
  await owner.goto(`/customers?q=${encodeURIComponent("Lucía Diccionario")}`);
  const customer = await owner
    .locator("main a[href^='/customers/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!).find((h) => /^\/customers\/\d+$/.test(h)) ?? null);
  expect(customer, "the sale's customer").not.toBeNull();

  // The inventory's tyre: its edit dialog and its label.
  await owner.goto("/inventory");
  const card = owner.getByTestId("tyre-card").first();
  await card.getByRole("button", { name: /^Editar / }).click();
  await expect(owner.getByRole("dialog")).toBeVisible();
  found.push(...(await englishOn(owner)));
  await owner.keyboard.press("Escape");

  const daily = [
    "/dashboard",
    "/inventory",
    `/inventory/${TYRE.id}/label`,
    "/checkout",
    "/invoices",
    invoice,
    "/reservations",
    "/agenda",
    "/customers",
    customer!,
    "/end-of-day",
    "/quotes",
    "/follow-ups",
    "/reminders",
    "/requests",
    "/account",
  ];
  await walk(owner, [...daily, "/audit", "/settings", "/invoices/records", "/services", "/staff", "/mail"], found);
  await walk(counter, daily, found);
  await owner.context().close();
  await counter.context().close();

  expect(found, "English words on the Spanish back-office").toEqual([]);
});
