// EAN-13, the barcode on a new tyre's label: 13 digits, the last a check digit (weights 1 and 3
// from the left, the total a multiple of 10). A tyre may carry one; no two tyres share one.

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

/** Why a value is not an EAN-13 (English; Spanish in the staff catalogue). */
export const EAN_MESSAGES = { digits: "EAN must be 13 digits", checkDigit: "EAN check digit is wrong" };

/** The message for a value that is not a valid EAN-13, or null when it is one. */
export function eanProblem(code: string, m: typeof EAN_MESSAGES = EAN_MESSAGES): string | null {
  if (!/^\d{13}$/.test(code)) return m.digits;
  return isEan13(code) ? null : m.checkDigit;
}

/** Whether a search text looks like a scanned barcode (13 digits, maybe with spaces). */
export function looksLikeEan(input: string): boolean {
  return /^\d{13}$/.test(eanDigits(input.trim()));
}
