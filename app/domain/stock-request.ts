// "We can get it": a visitor asks for a size the shop has not in stock (no results, a sold tyre).
// The public form's schema (message keys, translated when rendered, as the reservation form's),
// the size's one normalisation, and the shop's e-mail about a new request. Browser-safe.
import { z } from "zod";
import { optionalText, textField } from "~/lib/form";
import { CONTACT_ERROR_KEYS, type ContactErrorKey, contactFields, rowIdField, unitsField } from "./field-rules";
import { STOCK_REQUEST_STATUSES } from "./stock-request-status";
import { parseSize, sizeLabel } from "./tyre-size";

export const STOCK_REQUEST_LIMITS = { size: 20, quantity: 2, name: 100, phone: 30, email: 254, notes: 1000 } as const;
export const MAX_REQUEST_QUANTITY = 8;

export type StockRequestErrorKey = "sizeInvalid" | "quantityInvalid" | ContactErrorKey | "notesTooLong";
export type StockRequestField = keyof typeof STOCK_REQUEST_LIMITS;

/** The size as the shop writes it ("205/55 R16"), or null when the text is no tyre size. */
export function normaliseRequestSize(text: string): string | null {
  const size = parseSize(text);
  if (!size || size.width < 100 || size.width > 400 || size.aspect < 20 || size.aspect > 95 || size.rim < 10 || size.rim > 24) return null;
  return sizeLabel(size);
}

/** The tyre size written somewhere in a text ("Pirelli P Zero 225/45 R17" -> "225/45 R17"), or null. */
export function sizeInText(text: string): string | null {
  const m = /(\d{3})\s*\/\s*(\d{2})\s*Z?R\s*(\d{2})/i.exec(text);
  return m ? normaliseRequestSize(`${m[1]}/${m[2]} R${m[3]}`) : null;
}

export const stockRequestSchema = z.object({
  size: textField().pipe(
    z
      .string()
      .max(STOCK_REQUEST_LIMITS.size, { message: "sizeInvalid" })
      .transform((s, ctx) => {
        const size = normaliseRequestSize(s);
        if (!size) ctx.addIssue({ code: "custom", message: "sizeInvalid" });
        return size ?? "";
      }),
  ),
  quantity: unitsField(4, MAX_REQUEST_QUANTITY, "quantityInvalid"),
  ...contactFields(STOCK_REQUEST_LIMITS, CONTACT_ERROR_KEYS),
  notes: optionalText(STOCK_REQUEST_LIMITS.notes, "notesTooLong"),
});
export type StockRequestInput = z.infer<typeof stockRequestSchema>;

/** Staff marking a request: the status form's messages are the staff catalogue's (requests.form). */
export interface StockRequestFormMessages {
  unknown: string;
  chooseStatus: string;
}

export const stockRequestStatusFormIn = (m: StockRequestFormMessages) =>
  z.object({ id: rowIdField(m.unknown), status: z.enum(STOCK_REQUEST_STATUSES, m.chooseStatus) });
