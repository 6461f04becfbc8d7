// Spanish tax identifiers (NIF of a person = DNI number, NIE of a foreign resident, CIF/NIF of a
// company) and their check character, as the tax agency computes it. Pure, browser-safe.

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CIF_LETTERS = "JABCDEFGHI";

/** Upper case without spaces, dots or dashes: " b-04.123 451 " -> "B04123451". */
export function normaliseTaxId(s: string): string {
  return s.toUpperCase().replace(/[\s.-]/g, "");
}

export type TaxIdCheck = "ok" | "format" | "check";

/**
 * Whether a normalised identifier is a well-formed NIF (12345678Z), NIE (X1234567L) or company
 * NIF/CIF (B04123451), and whether its check character is right.
 */
export function checkTaxId(id: string): TaxIdCheck {
  let m = /^(\d{8})([A-Z])$/.exec(id);
  if (m) return DNI_LETTERS[Number(m[1]) % 23] === m[2] ? "ok" : "check";
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (m) return DNI_LETTERS[Number(`${"XYZ".indexOf(m[1]!)}${m[2]}`) % 23] === m[3] ? "ok" : "check";
  m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!m) return "format";
  const [, kind, digits, control] = m as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled and their digits added.
    sum += i % 2 === 0 ? Math.floor((d * 2) / 10) + ((d * 2) % 10) : d;
  }
  const digit = (10 - (sum % 10)) % 10;
  const letter = CIF_LETTERS[digit]!;
  // Some kinds of entity always take a letter, some always a digit, the rest either.
  if ("PQRSNW".includes(kind)) return control === letter ? "ok" : "check";
  if ("ABEH".includes(kind)) return control === String(digit) ? "ok" : "check";
  return control === letter || control === String(digit) ? "ok" : "check";
}
