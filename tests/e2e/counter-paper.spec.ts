// The counter's paper and messages: an invoice's 80 mm ticket (printed to a PDF one page 80 mm
// wide, holding the number, total and the seller's NIF), a tyre's rack label (its size, price and
// a QR that decodes to its public page) and the "ya está listo" WhatsApp link on a reservation
// card (wa.me with the customer's digits and the message), marked sent into the audit log.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { demoTyres } from "~db/seed/demo";
import { formatEur, toCents } from "~/domain/money";
import { readyMessage } from "~/domain/ready-message";
import { sizeLabel } from "~/domain/tyre-size";
import { formatTyreId } from "~/domain/tyre-id";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { baseURL } from "../../playwright.config";
import { demoBasketTyre, expect, loginAsAdmin, path as pagePath, seedBasket, test } from "./fixtures";

const DEMO = demoTyres(Array.from({ length: 60 }, (_, i) => formatTyreId(i + 1)));
const onSale = (from: number) => DEMO.slice(from).find((t) => t.status === "available" && t.condition === "new" && (t.quantity ?? 0) >= 2)!;
const SOLD_ON_TICKET = onSale(40);
const RESERVED = DEMO.slice(SOLD_ON_TICKET ? DEMO.indexOf(SOLD_ON_TICKET) + 1 : 41).find(
  (t) => t.status === "available" && (t.quantity ?? 0) >= 1,
)!;
const LABELLED = onSale(30);

/** The page boxes of a PDF, as [width, height] in points. */
function mediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)]
    .map((m) => m[1]!.trim().split(/\s+/).map(Number))
    .map((b) => [b[2]! - b[0]!, b[3]! - b[1]!]);
}

test("an invoice's ticket prints on one page 80 mm wide with its number, total and NIF", async ({ page }) => {
  await loginAsAdmin(page);
  await seedBasket(page, [{ tyre: demoBasketTyre(SOLD_ON_TICKET.id), quantity: 1 }]);
  await page.goto("/checkout");
  await page.getByLabel(/Customer Name/).fill("Marta Ticket");
  await page.getByRole("button", { name: "Complete Sale" }).click();
  await expect(page.getByText("Sale completed successfully!")).toBeVisible();
  const dialog = page.getByRole("dialog");
  const number = (await dialog.getByTestId("invoice-number").textContent())!.trim();
  const total = (await dialog.getByTestId("invoice-grand-total").textContent())!.trim();
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/invoices");
  await page.goto((await page.getByRole("link", { name: `View invoice ${number}` }).getAttribute("href"))!);
  await page.getByRole("link", { name: "Print ticket" }).click();
  await expect(page).toHaveURL(/\?ticket=1$/);
  const ticket = page.getByTestId("invoice-ticket");
  await expect(ticket.getByTestId("ticket-number")).toHaveText(number);
  await expect(ticket.getByTestId("ticket-total")).toHaveText(total);
  await expect(ticket.getByTestId("ticket-seller")).toContainText(`NIF: ${DEFAULT_SHOP_SETTINGS.nif}`);
  await expect(ticket.getByTestId("ticket-verifactu")).toContainText("VERI*FACTU");
  await expect(ticket.getByTestId("ticket-line")).toHaveCount(1);

  await page.emulateMedia({ media: "print" });
  // Printed, the ticket alone: the menus, the buttons and the page's header are hidden.
  await expect(page.getByRole("link", { name: "Back to the invoice" })).toBeHidden();
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).toContain(number);
  expect(text).toContain(total);
  expect(text).toContain(DEFAULT_SHOP_SETTINGS.nif);
  await page.emulateMedia({ media: null });
  const pdf = await page.pdf({ width: "80mm", printBackground: true });
  const boxes = mediaBoxes(pdf);
  expect(boxes, "one page").toHaveLength(1);
  // 80 mm = 226.77 pt (Chromium rounds to its own units).
  expect(Math.abs(boxes[0]![0]! - (80 / 25.4) * 72)).toBeLessThan(1);
  // The ticket's own page size (the print CSS) is 80 mm wide too, not the invoice's A4.
  const own = mediaBoxes(await page.pdf({ preferCSSPageSize: true }));
  expect(Math.abs(own[0]![0]! - (80 / 25.4) * 72)).toBeLessThan(1);
});

test("a tyre's rack label shows its size and price and a QR that opens its public page", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto(`/inventory?q=${LABELLED.id}`);
  await page.getByRole("link", { name: `Rack label of ${LABELLED.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/${LABELLED.id}/label$`));
  const label = page.getByTestId("tyre-label");
  await expect(label.getByTestId("label-size")).toContainText(sizeLabel(LABELLED));
  await expect(label.getByTestId("label-price")).toHaveText(formatEur(toCents(LABELLED.unitPriceEur), "es"));
  await expect(label.getByTestId("label-code")).toHaveText(LABELLED.id);
  const png = PNG.sync.read(await label.getByTestId("label-qr").screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`${baseURL}/neumatico/${LABELLED.id}`);
  // It prints on an A6 page (105 × 148 mm).
  const a6 = mediaBoxes(await page.pdf({ preferCSSPageSize: true }));
  expect(a6).toHaveLength(1);
  expect(a6[0]!.map((pt) => Math.round((pt / 72) * 25.4))).toEqual([105, 148]);
  // The URL opens the tyre's public page.
  const pageResponse = await page.request.get(decoded!.data);
  expect(pageResponse.status()).toBe(200);
  expect(await pageResponse.text()).toContain(LABELLED.id);
});

test("a reservation card links to WhatsApp with the ready message, and marking it sent is audited", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto(`/inventory?q=${RESERVED.id}`);
  await page.getByRole("button", { name: `Reserve ${RESERVED.id}` }).click();
  const reserve = page.getByRole("dialog", { name: "Reserve Tyre" });
  await reserve.getByLabel("Client name *").fill("Rosa Lista Martín");
  await reserve.getByLabel("Contact number").fill("600 111 333");
  await reserve.getByRole("button", { name: "Reserve" }).click();
  await expect(page.getByText("Tyre reserved successfully")).toBeVisible();

  await page.goto("/reservations");
  const card = page.getByTestId("reservation-card").filter({ hasText: "Rosa Lista Martín" });
  const link = card.getByTestId("ready-message-link");
  const message = readyMessage({ kind: "reservation", name: "Rosa Lista Martín", shopName: DEFAULT_SHOP_SETTINGS.name });
  expect(message).toBe(`Hola Rosa, tus neumáticos ya están listos en ${DEFAULT_SHOP_SETTINGS.name}.`);
  await expect(link).toHaveAttribute("href", `https://wa.me/34600111333?text=${encodeURIComponent(message)}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await card.getByRole("button", { name: /^Mark the "it's ready" message to Rosa Lista Martín as sent$/ }).click();
  await expect(page.getByText("Message marked as sent (kept in the audit log).")).toBeVisible();
  await page.goto("/audit");
  await expect(page.getByText(/Ready message marked sent for reservation #\d+/).first()).toBeVisible();
});

test("a request asked in English gets the ready message in English, naming its size", async ({ page }) => {
  await page.goto(pagePath("stockRequest", "en", {}, "size=205/55R16"));
  const form = page.getByTestId("stock-request");
  await form.getByLabel("Name *").fill("Kate Ready");
  await form.getByLabel("Phone *").fill("600 444 666");
  await form.getByRole("button", { name: "Ask for this size" }).click();
  await expect(page.getByTestId("request-done")).toBeVisible();

  await loginAsAdmin(page);
  await page.goto("/requests");
  const card = page.locator("li", { hasText: "Kate Ready" }).first();
  const message = readyMessage({
    kind: "request",
    name: "Kate Ready",
    shopName: DEFAULT_SHOP_SETTINGS.name,
    size: "205/55 R16",
    locale: "en",
  });
  expect(message).toBe(`Hello Kate, we now have your 205/55 R16 tyres at ${DEFAULT_SHOP_SETTINGS.name}.`);
  await expect(card.getByTestId("ready-message-link")).toHaveAttribute(
    "href",
    `https://wa.me/34600444666?text=${encodeURIComponent(message)}`,
  );
  // Closed, the request offers no message.
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card.getByTestId("request-state")).toHaveText("Closed");
  await expect(card.getByTestId("ready-message-link")).toHaveCount(0);
});
