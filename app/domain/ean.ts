// EAN-13, the barcode on a new tyre's label: 13 digits, the last a check digit (weights 1 and 3
// from the left, the total a multiple of 10). A tyre may carry one; no two tyres share one.
import type { Reason } from "~/lib/reason";

/** Whether `code` is 13 digits with a correct check digit. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/** What was typed or scanned, spaces and dashes dropped ("8 412345 678905" -> "8412345678905"). */
export function eanDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Why a value is not an EAN-13: the words are the staff catalogue's (inventory.fieldErrors.ean). */
export interface EanMessages {
  digits: string;
  checkDigit: string;
}

/** Why a value is not a valid EAN-13, or null when it is one. */
export function eanProblem(code: string): Reason<EanMessages> | null {
  if (!/^\d{13}$/.test(code)) return { key: "digits" };
  return isEan13(code) ? null : { key: "checkDigit" };
}

/** Whether a search text looks like a scanned barcode (13 digits, maybe with spaces). */
export function looksLikeEan(input: string): boolean {
  return /^\d{13}$/.test(eanDigits(input.trim()));
}
