// Tyre stock codes: "T" followed by five Crockford base-32 characters of a database sequence
// number, e.g. sequence 42 -> "T0001A". Short enough to chalk on a tyre, no I/L/O/U to misread,
// case-insensitive; 33 million codes before a sixth character is needed (it then simply grows).
// See docs/decisions/003-tyre-stock-codes.md.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const TYRE_ID_PATTERN = /^T[0-9A-HJKMNP-TV-Z]{5,}$/;

export function formatTyreId(sequence: number | bigint): string {
  let n = BigInt(sequence);
  if (n < 1n) throw new RangeError("Tyre sequence numbers start at 1");
  let out = "";
  while (n > 0n) {
    out = ALPHABET[Number(n % 32n)] + out;
    n /= 32n;
  }
  return `T${out.padStart(5, "0")}`;
}

/** Normalises what a person typed ("t0001a", "T-0001A", "TOOO1A") to the canonical code, or null. */
export function normaliseTyreId(input: string | null | undefined): string | null {
  if (!input) return null;
  const s = input.trim().toUpperCase().replace(/[\s-]/g, "").replace(/^T/, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  const id = `T${s}`;
  return s.length <= 12 && TYRE_ID_PATTERN.test(id) ? id : null;
}

export function isTyreId(value: string): boolean {
  return TYRE_ID_PATTERN.test(value);
}
