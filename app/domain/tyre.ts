// A tyre's vocabulary: its conditions, statuses and pair types, the staff screens' names for
// them, the name and the one-line description shown for a tyre and when it can be reserved. The
// database enums in db/schema.ts are built from these lists, so a value exists in one place. This
// module imports only the size label (which imports nothing): the schema, the server and the
// browser bundles all use it without pulling in drizzle.
import { sizeLabel } from "./tyre-size";

// Each list is a PostgreSQL enum: changing one needs a migration (npm run db:generate).
export const TYRE_CONDITIONS = ["new", "part-worn"] as const;
export const TYRE_STATUSES = ["available", "reserved", "sold"] as const;
export const PAIR_TYPES = ["single", "pair"] as const;

export type TyreCondition = (typeof TYRE_CONDITIONS)[number];
export type TyreStatus = (typeof TYRE_STATUSES)[number];
export type PairType = (typeof PAIR_TYPES)[number];

/** What describes a tyre wherever it is shown or stored: brand, model, size, load and speed, condition. */
export interface TyreDescription {
  brand: string;
  model: string | null;
  width: number;
  aspect: number;
  rim: number;
  loadIndex: string;
  speedRating: string;
  condition: TyreCondition;
}

/** A tyre on one line, as the e-mails list it: name, size, load index and speed rating. */
export function tyreLine(t: Omit<TyreDescription, "condition">): string {
  return `${tyreName(t)} ${sizeLabel(t)} ${t.loadIndex}${t.speedRating}`;
}

/** A tyre's description alone, taken from something that holds more (a stock row, a sale line, a form's values). */
export function tyreDescription<T extends TyreDescription>(t: T): Pick<T, keyof TyreDescription> {
  const { brand, model, width, aspect, rim, loadIndex, speedRating, condition } = t;
  return { brand, model, width, aspect, rim, loadIndex, speedRating, condition };
}

function oneOf<T extends string>(values: readonly T[]) {
  return (v: unknown): v is T => typeof v === "string" && (values as readonly string[]).includes(v);
}

export const isTyreCondition = oneOf(TYRE_CONDITIONS);
export const isTyreStatus = oneOf(TYRE_STATUSES);
export const isPairType = oneOf(PAIR_TYPES);

// Staff screens are English-only; the public pages name these in each language through the
// messages (m.condition, m.tyreDetail.status).
export const CONDITION_LABELS: Readonly<Record<TyreCondition, string>> = { new: "New", "part-worn": "Part-Worn" };
export const STATUS_LABELS: Readonly<Record<TyreStatus, string>> = { available: "Available", reserved: "Reserved", sold: "Sold" };
export const PAIR_TYPE_LABELS: Readonly<Record<PairType, string>> = { single: "Single", pair: "Pair" };

/** "Michelin Primacy 4", or just the brand when the model is unknown. */
export function tyreName(t: { brand: string; model?: string | null }): string {
  return t.model ? `${t.brand} ${t.model}` : t.brand;
}

/**
 * Only an available tyre with stock can be reserved. The database's twin of this rule, which
 * every public query uses, is `inStock` in app/server/storefront/storefront.server.ts.
 */
export function isReservable(t: { status: TyreStatus; quantity: number; heldQuantity?: number }): boolean {
  return t.status === "available" && unitsOnSale(t) > 0;
}

/**
 * The units a customer can still reserve or buy: the stock less the units active reservations
 * hold. Public reads already return this as `quantity` (heldQuantity absent); staff rows carry both.
 */
export function unitsOnSale(t: { quantity: number; heldQuantity?: number }): number {
  return Math.max(0, t.quantity - (t.heldQuantity ?? 0));
}
