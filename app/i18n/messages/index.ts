import type { Locale } from "../../lib/locale";
import en from "./en";
import es, { type Messages } from "./es";

export type { Messages };
const MESSAGES: Record<Locale, Messages> = { es, en };

export function messages(locale: Locale): Messages {
  return MESSAGES[locale];
}
