// CSV files the shop hands out (the accountant's invoice register, the stock export): UTF-8 with
// a byte order mark and ";" between cells, so Spanish Excel opens them as they are, with decimal
// commas. A text cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab
// or a carriage return) is neutralised with a leading apostrophe; the shop's CSV import drops
// that apostrophe again, so an exported file imports back unchanged.
import { type Cents, centsToDecimal } from "./money";

export const CSV_BOM = "\uFEFF";
const DELIMITER = ";";

/** A cell of text: neutralised when a spreadsheet would read it as a formula. */
export function textCell(value: string | null | undefined): string {
  const v = value ?? "";
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** An amount with a decimal comma: 1250 -> "12,50", -300 -> "-3,00" (a number, never neutralised). */
export function amountCell(cents: Cents): string {
  return centsToDecimal(cents).replace(".", ",");
}

function quoted(cell: string): string {
  return /[";\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The file: BOM, a header row and the rows, CRLF line ends. Cells are already made by the helpers above. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(quoted).join(DELIMITER)).join("\r\n") + "\r\n";
}

/** The response headers of a CSV download named `filename`. */
export function csvDownloadHeaders(filename: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  };
}
