// The form that e-mails an issued invoice to the customer: the address and the message's language.
import { z } from "zod";
import { textField } from "~/lib/form";
import { isEmail, normaliseEmail } from "./field-rules";

/** The e-mail form's messages; the staff catalogue gives them in the account's language. */
export interface InvoiceMailFormMessages {
  toMissing: string;
  toTooLong: string;
  toInvalid: string;
  locale: string;
}

/** The e-mail form on the invoice page: the address and the language of the message. */
export function invoiceMailSchemaIn(m: InvoiceMailFormMessages) {
  return z.object({
    to: textField().pipe(z.string().min(1, m.toMissing).max(254, m.toTooLong)).refine(isEmail, m.toInvalid).transform(normaliseEmail),
    locale: z.enum(["es", "en"], m.locale),
  });
}
export type InvoiceMailInput = z.output<ReturnType<typeof invoiceMailSchemaIn>>;
