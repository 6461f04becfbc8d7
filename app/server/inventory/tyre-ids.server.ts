// Server-side generation of tyre stock codes from a database sequence (format: app/domain/tyre-id.ts).
import { sql } from "drizzle-orm";
import { formatTyreId } from "~/domain/tyre-id";
import type { Db, Tx } from "../infra/db.server";
import { rowsOf } from "../infra/db-result.server";

/** `count` fresh, unique stock codes in one round trip. */
export async function nextTyreIds(db: Db | Tx, count = 1): Promise<string[]> {
  if (count <= 0) return [];
  const res = await db.execute<{ n: string }>(sql`select nextval('tyre_code_seq')::text as n from generate_series(1, ${count})`);
  const rows = rowsOf<{ n: string }>(res);
  return rows.map((r) => formatTyreId(BigInt(r.n)));
}

export async function nextTyreId(db: Db | Tx): Promise<string> {
  return (await nextTyreIds(db, 1))[0]!;
}
