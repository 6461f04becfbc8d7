// The shop's numbered series (invoices "", "F", "R"; quotes "P"): one row per series and calendar
// year in invoice_counters holding the last number handed out. Taking a number locks that row until
// the transaction ends, so numbers go out one at a time, and a rolled-back transaction gives its
// number back: no gaps, even when two tills or two counters take one at the same moment.
import { sql } from "drizzle-orm";
import { rowsOf } from "./db-result.server";
import type { Tx } from "./db.server";

/** The next number of `series` in `year` (1 for the year's first), its counter row locked until commit. */
export async function nextInSeries(tx: Tx, series: string, year: number): Promise<number> {
  const counter = await tx.execute<{ last_number: number }>(sql`
    INSERT INTO invoice_counters (series, year, last_number) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`);
  const seq = Number(rowsOf<{ last_number: number }>(counter)[0]?.last_number);
  if (!Number.isInteger(seq) || seq < 1) throw new Error(`Could not take the next number of series "${series}"`);
  return seq;
}
