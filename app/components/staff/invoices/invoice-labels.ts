// The words of a printed invoice (the A4 document and the 80 mm ticket): printed in Spanish; printed
// by an English-speaking account, each label is followed by its English (decision 093).
import { formatEur } from "~/domain/money";
import { staffMessages } from "~/i18n/staff";
import { useStaffLocale } from "~/lib-ui/use-staff-text";

export const eur = (cents: number) => formatEur(cents, "es");
const es = staffMessages("es").invoices.doc;
const en = staffMessages("en").invoices.doc;
export type Label = { [K in keyof typeof es]: (typeof es)[K] extends string ? K : never }[keyof typeof es];

export function useInvoiceLabels() {
  const english = useStaffLocale() === "en";
  const both = (s: string, e: string) => (english ? `${s} / ${e}` : s);
  /** The Spanish label, with its English after it for an English-speaking account. */
  const l = (k: Label) => both(es[k], en[k]);
  /** The texts of the reader's language (an accessible name is read, not printed). */
  const own = english ? en : es;
  return { english, both, l, own, es, en };
}
