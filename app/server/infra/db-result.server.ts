// What a raw query or a failed write returns, read the same way on PGlite and PostgreSQL.

/** The rows of a `db.execute(sql...)` result: node-postgres and PGlite return `{ rows }`; an array is taken as it is. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The unique-index violation (SQLSTATE 23505) behind an error, with the index it names; null for any other error. */
export function uniqueViolation(e: unknown): { constraint?: string; message?: string } | null {
  const err = e as {
    cause?: { code?: string; constraint?: string; message?: string };
    code?: string;
    constraint?: string;
    message?: string;
  };
  const c = err?.cause ?? err;
  return c?.code === "23505" ? { constraint: c.constraint, message: c.message } : null;
}
