// The shop's e-mail about a new stock request (English, like the back-office).
import type { ShopSettings } from "~/domain/shop-settings";
import type { StockRequestInput } from "~/domain/stock-request";
import { type MailMessage, render } from "./reservation-mail";

/** The shop's e-mail about a new request (English, like the back-office), plain text from the visitor. */
export function shopStockRequestMail(
  shop: Pick<ShopSettings, "email">,
  r: StockRequestInput & { id: number; locale: string },
  links: { requests: string },
): MailMessage {
  const paragraphs = [
    `New request #${r.id}: a customer asks for a size we have not in stock.`,
    [`Size: ${r.size}`, `Units: ${r.quantity}`].join("\n"),
    [
      `Customer: ${r.name}`,
      `Phone: ${r.phone}`,
      `E-mail: ${r.email ?? "-"}`,
      `Language: ${r.locale === "en" ? "English" : "Spanish"}`,
    ].join("\n"),
    ...(r.notes ? [`Notes: ${r.notes}`] : []),
    `All requests: ${links.requests}`,
  ];
  return {
    dedupeKey: `stock-request:${r.id}:shop-new`,
    to: shop.email,
    subject: `Request: ${r.quantity} x ${r.size} for ${r.name}`,
    ...render(paragraphs, links),
  };
}
