// What happens to a reservation's deposit when the reservation ends without a sale (cancelled by
// staff or the customer, or expired): returned to the customer or kept by the shop, as the shop's
// rule in the settings says (depositWhenEnded). The outcome is written on the reservation when it
// ends, so a later change of the rule never rewrites what staff were told. Imports nothing, so the
// schema and the browser bundles share it (money.ts imports nothing either).
import { formatEur, toCents } from "./money";

// A PostgreSQL check (db/schema.ts) lists these values: changing the list needs a migration.
export const DEPOSIT_RULES = ["return", "keep"] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

export function isDepositRule(v: unknown): v is DepositRule {
  return typeof v === "string" && (DEPOSIT_RULES as readonly string[]).includes(v);
}

/** How the settings screen offers the rule. */
export const DEPOSIT_RULE_LABELS: Readonly<Record<DepositRule, string>> = {
  return: "Returned to the customer",
  keep: "Kept by the shop",
};

/**
 * The outcome for the deposit of a reservation that ends without a sale: the shop's rule when
 * money was received, null when there is no deposit (nothing to return or keep).
 */
export function depositOutcome(depositCents: number, rule: DepositRule): DepositRule | null {
  if (!Number.isInteger(depositCents) || depositCents < 0) throw new RangeError(`Bad deposit: ${depositCents}`);
  return depositCents > 0 ? rule : null;
}

/** What the staff screen says about an ended reservation's deposit: "Deposit €30.00 to be returned to the customer". */
export function depositOutcomeText(amount: string, outcome: DepositRule): string {
  return outcome === "return" ? `Deposit ${amount} to be returned to the customer` : `Deposit ${amount} kept by the shop`;
}

/**
 * What the audit log records of an ended reservation's deposit: a note for the summary
 * ("; deposit €30.00 kept by the shop") and the fields (amount in cents, "return" or "keep").
 * Nothing without an outcome (no deposit was taken).
 */
export function depositAuditEntry(r: { depositAmountEur: string; depositOutcome: string | null }): {
  note: string;
  fields: { depositCents?: number; deposit?: DepositRule };
} {
  if (!isDepositRule(r.depositOutcome)) return { note: "", fields: {} };
  const cents = toCents(r.depositAmountEur);
  return {
    note: `; ${depositOutcomeText(formatEur(cents, "en"), r.depositOutcome).replace(/^D/, "d")}`,
    fields: { depositCents: cents, deposit: r.depositOutcome },
  };
}
