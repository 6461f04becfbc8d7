// The audit log's vocabulary: who changed what and when, kept by the database and never edited
// (a trigger refuses UPDATE, DELETE and TRUNCATE). Kinds are what /audit filters by. Browser-safe.

// The database checks the kind against this list (db/schema.ts): adding one needs a migration.
export const AUDIT_KINDS = [
  "settings",
  "staff",
  "price",
  "stock",
  "invoice",
  "reservation",
  "security",
  "blog",
  "customer",
  "quote",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(v: unknown): v is AuditKind {
  return typeof v === "string" && (AUDIT_KINDS as readonly string[]).includes(v);
}

/** Who did it: a signed-in member of staff (id and e-mail), or a named non-person ("customer", "system"). */
export interface AuditActor {
  id: string | null;
  label: string;
}

/** Changes made by the server itself (a job, a command line), not by a person signed in. */
export const SYSTEM_ACTOR: AuditActor = { id: null, label: "system" };
/** A customer through a link they were e-mailed (cancelling their reservation). */
export const CUSTOMER_ACTOR: AuditActor = { id: null, label: "customer" };

/**
 * How an audit entry names a customer: by their record's id (" for customer #12"), never by name,
 * phone, e-mail or plate, so the append-only log keeps nothing an erasure must remove; nothing
 * when there is no record (a walk-in sale).
 */
export function forCustomer(id: number | null | undefined): string {
  return id ? ` for customer #${id}` : "";
}

/** The fields whose values differ between two records, with each side's values. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
