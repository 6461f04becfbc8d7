// The shop's database schema (PostgreSQL dialect, shared by PostgreSQL and embedded PGlite).
// Rules that must hold whatever the code does (no negative stock, no negative prices, valid
// enums) are enforced here too, not only in TypeScript.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { AUDIT_KINDS } from "../app/domain/audit";
import { RESERVATION_STATUSES } from "../app/domain/reservation-status";
import type { StoredDayFigures } from "../app/domain/end-of-day";
import type { StockRequestStatus } from "../app/domain/stock-request-status";
import type { DepositRule } from "../app/domain/reservation-deposit";
import type { RimPrices, ServiceUnit } from "../app/domain/services";
import type { AppointmentJob, AppointmentStatus } from "../app/domain/appointments";
import type { QuoteAnswer, QuoteChannel, QuoteLine } from "../app/domain/quote";
import type { PaymentMethod } from "../app/domain/invoice";
import type { DeclinedSource, DeclinedStatus } from "../app/domain/declined-work";
import type { ConsentChannel, ConsentSource, WithdrawnVia } from "../app/domain/consent";
import type { ReminderChannel, ReminderFacts, ReminderKind } from "../app/domain/reminders";
import type { MailAttachment } from "../app/mail/reservation-mail";
import type { StoredImage } from "../app/lib/stored-image";
import { PAIR_TYPES, TYRE_CONDITIONS, TYRE_STATUSES } from "../app/domain/tyre";
import type { EuClass, NoiseClass, Season } from "../app/domain/tyre-data";

// The tyre's values are listed once, in app/domain/tyre.ts (a module free of drizzle, so browser
// bundles can use them); changing a list there changes these enums and needs a migration.
export const tyreStatus = pgEnum("tyre_status", TYRE_STATUSES);
export const tyreCondition = pgEnum("tyre_condition", TYRE_CONDITIONS);
export const pairType = pgEnum("pair_type", PAIR_TYPES);
export const paymentMethod = pgEnum("payment_method", ["cash", "card", "transfer"]);
export const blogLanguage = pgEnum("blog_language", ["es", "en"]);
export const reservationSource = pgEnum("reservation_source", ["online", "staff"]);
export const reservationStatus = pgEnum("reservation_status", RESERVATION_STATUSES);
export const reservationCancelledBy = pgEnum("reservation_cancelled_by", ["staff", "customer"]);

/** Feeds the human-readable tyre stock codes (see app/domain/tyre-id.ts). */
export const tyreCodeSeq = pgSequence("tyre_code_seq", { startWith: 1, increment: 1 });

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "string" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * What the staff inventory search matches a word against: brand and model as one string. The
 * trigram index tyres_search_trgm_idx is built on exactly this expression and
 * app/server/inventory/inventory.server.ts filters on it, so PostgreSQL can match the two (decision 022);
 * changing it means a new migration for the index. The space keeps a word from spanning brand
 * and model: search words never contain whitespace.
 */
export function tyreSearchText(t: { brand: AnyColumn; model: AnyColumn }): SQL {
  return sql`${t.brand} || ' ' || coalesce(${t.model}, '')`;
}

export const tyres = pgTable(
  "tyres",
  {
    id: text("id").primaryKey(),
    brand: text("brand").notNull(),
    model: text("model"),
    width: integer("width").notNull(),
    aspect: integer("aspect").notNull(),
    rim: integer("rim").notNull(),
    loadIndex: text("load_index").notNull(),
    speedRating: text("speed_rating").notNull(),
    condition: tyreCondition("condition").notNull().default("new"),
    pairType: pairType("pair_type").notNull().default("single"),
    quantity: integer("quantity").notNull().default(1),
    /** Units held by active reservations (the sum of their quantities): quantity - held is on sale. */
    heldQuantity: integer("held_quantity").notNull().default(0),
    status: tyreStatus("status").notNull().default("available"),
    unitPriceEur: money("unit_price_eur").notNull(),
    disposalFeeEurPerTyre: money("disposal_fee_eur_per_tyre").notNull().default("2.40"),
    // Derived, never written by the application: (unit + fee) x quantity.
    lineTotalEur: numeric("line_total_eur", { precision: 12, scale: 2, mode: "string" }).generatedAlwaysAs(
      sql`(unit_price_eur + disposal_fee_eur_per_tyre) * quantity`,
    ),
    location: text("location"),
    notes: text("notes"),
    imageUrl: text("image_url"),
    treadDepthMm: numeric("tread_depth_mm", { precision: 3, scale: 1, mode: "string" }),
    dotCode: text("dot_code"),
    // What buyers compare (decision 027): season and sidewall marks for every tyre, the EU label
    // for new tyres, the UNE 69051 inspection document for part-worn ones. Values are the lists
    // of app/domain/tyre-data.ts.
    season: text("season").$type<Season>(),
    runFlat: boolean("run_flat").notNull().default(false),
    reinforced: boolean("reinforced").notNull().default(false),
    mudSnow: boolean("mud_snow").notNull().default(false),
    threePmsf: boolean("three_pmsf").notNull().default(false),
    fuelClass: text("fuel_class").$type<EuClass>(),
    wetGripClass: text("wet_grip_class").$type<EuClass>(),
    noiseDb: integer("noise_db"),
    noiseClass: text("noise_class").$type<NoiseClass>(),
    eprel: text("eprel"),
    inspectionRef: text("inspection_ref"),
    inspectionBy: text("inspection_by"),
    /** EAN-13 barcode of the label (check digit verified), unique among tyres that have one. */
    ean: text("ean"),
    /** What the shop paid per unit (optional); the reprice's margin rule builds on it. */
    costEur: money("cost_eur"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tyres_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("tyres_ean_digits", sql`${t.ean} IS NULL OR ${t.ean} ~ '^[0-9]{13}$'`),
    check("tyres_cost_nonnegative", sql`${t.costEur} IS NULL OR ${t.costEur} >= 0`),
    uniqueIndex("tyres_ean_unique")
      .on(t.ean)
      .where(sql`${t.ean} IS NOT NULL`),
    check("tyres_held_within_quantity", sql`${t.heldQuantity} >= 0 AND ${t.heldQuantity} <= ${t.quantity}`),
    check("tyres_unit_price_nonnegative", sql`${t.unitPriceEur} >= 0`),
    check("tyres_disposal_fee_nonnegative", sql`${t.disposalFeeEurPerTyre} >= 0`),
    check("tyres_size_positive", sql`${t.width} > 0 AND ${t.aspect} > 0 AND ${t.rim} > 0`),
    check("tyres_tread_depth_range", sql`${t.treadDepthMm} IS NULL OR (${t.treadDepthMm} >= 0 AND ${t.treadDepthMm} <= 30)`),
    check("tyres_dot_code_format", sql`${t.dotCode} IS NULL OR ${t.dotCode} ~ '^(0[1-9]|[1-4][0-9]|5[0-3])[0-9]{2}$'`),
    check("tyres_season_valid", sql`${t.season} IS NULL OR ${t.season} IN ('summer', 'winter', 'all-season')`),
    check("tyres_fuel_class_valid", sql`${t.fuelClass} IS NULL OR ${t.fuelClass} IN ('A', 'B', 'C', 'D', 'E')`),
    check("tyres_wet_grip_class_valid", sql`${t.wetGripClass} IS NULL OR ${t.wetGripClass} IN ('A', 'B', 'C', 'D', 'E')`),
    check("tyres_noise_db_range", sql`${t.noiseDb} IS NULL OR (${t.noiseDb} >= 50 AND ${t.noiseDb} <= 90)`),
    check("tyres_noise_class_valid", sql`${t.noiseClass} IS NULL OR ${t.noiseClass} IN ('A', 'B', 'C')`),
    check("tyres_eprel_digits", sql`${t.eprel} IS NULL OR ${t.eprel} ~ '^[0-9]{1,12}$'`),
    check(
      "tyres_eu_label_new_only",
      sql`${t.condition} = 'new' OR (${t.fuelClass} IS NULL AND ${t.wetGripClass} IS NULL AND ${t.noiseDb} IS NULL AND ${t.noiseClass} IS NULL AND ${t.eprel} IS NULL)`,
    ),
    check(
      "tyres_inspection_part_worn_only",
      sql`${t.condition} = 'part-worn' OR (${t.inspectionRef} IS NULL AND ${t.inspectionBy} IS NULL)`,
    ),
    check(
      "tyres_inspection_length",
      sql`(${t.inspectionRef} IS NULL OR length(${t.inspectionRef}) <= 60) AND (${t.inspectionBy} IS NULL OR length(${t.inspectionBy}) <= 120)`,
    ),
    // Public listing: in-stock tyres filtered by size, ordered by brand then id (keyset-friendly).
    // The WHERE clause of these three partial indexes is the migration's text and must say the
    // same as `inStock` in app/server/storefront/storefront.server.ts, the predicate every public query uses:
    // PostgreSQL only uses a partial index for a query whose condition implies the index's. Change
    // both together (and add a migration).
    index("tyres_listing_size_idx")
      .on(t.width, t.aspect, t.rim, t.brand, t.id)
      .where(sql`${t.status} = 'available' AND ${t.quantity} > 0`),
    index("tyres_listing_brand_idx")
      .on(sql`lower(${t.brand})`, t.id)
      .where(sql`${t.status} = 'available' AND ${t.quantity} > 0`),
    index("tyres_listing_order_idx")
      .on(t.brand, t.id)
      .where(sql`${t.status} = 'available' AND ${t.quantity} > 0`),
    index("tyres_status_idx").on(t.status),
    index("tyres_rim_idx").on(t.rim),
    index("tyres_created_at_idx").on(t.createdAt),
    // Staff inventory text search (decision 022); pg_trgm is created by migration 0002.
    index("tyres_search_trgm_idx").using("gin", sql`(${tyreSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * A customer the shop knows: created or matched (by normalised phone, e-mail, tax id or plate)
 * when a sale or a reservation is made (app/server/customers/customers.server.ts). The keys are the
 * normalised forms the matching compares; each belongs to one live record at most. A record
 * merged into another, or erased, keeps its row (sales and reservations still point at it) but
 * loses its keys.
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    taxId: text("tax_id"),
    address: text("address"),
    notes: text("notes"),
    /** The phone's international digits, the e-mail lower-cased, the tax id without spaces in capitals. */
    phoneKey: text("phone_key"),
    emailKey: text("email_key"),
    taxKey: text("tax_key"),
    /** Merged into another record: everything of it now belongs to that one. */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => customers.id, { onDelete: "restrict" }),
    /** Personal data erased (the row is anonymised; invoices keep their own copy). */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customers_phone_key_idx").on(t.phoneKey),
    uniqueIndex("customers_email_key_idx").on(t.emailKey),
    uniqueIndex("customers_tax_key_idx").on(t.taxKey),
    index("customers_name_idx").on(sql`lower(${t.name})`),
  ],
);

/** A customer's vehicle, known by its plate (one row per plate: a car sold to someone else moves). */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    plate: text("plate").notNull(),
    /** The plate without spaces or hyphens, in capitals ("1234 abc" = "1234ABC"). */
    plateKey: text("plate_key").notNull(),
    make: text("make"),
    model: text("model"),
    /** The size of the tyres last fitted on it ("205/55 R16"). */
    lastTyreSize: text("last_tyre_size"),
    /** The date its next ITV (the roadworthiness test) is due, as staff entered it: its reminder goes a month before. */
    itvDueOn: date("itv_due_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("vehicles_plate_key_idx").on(t.plateKey), index("vehicles_customer_idx").on(t.customerId)],
);

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    tyreId: text("tyre_id")
      .notNull()
      .references(() => tyres.id, { onDelete: "restrict" }),
    clientName: text("client_name").notNull(),
    contactNumber: text("contact_number"),
    email: text("email"),
    vehicleReg: text("vehicle_reg"),
    depositAmountEur: money("deposit_amount_eur").notNull().default("0.00"),
    /** How the deposit was paid at the counter (the end of day counts it under that method); null: cash, as before methods were kept. */
    depositMethod: text("deposit_method").$type<PaymentMethod>(),
    /** How many units of the tyre it holds (Sell puts that many in the basket). */
    quantity: integer("quantity").notNull().default(1),
    /** Ended without a sale: its deposit is returned or kept (the shop's rule then); null = no deposit or not ended so. */
    depositOutcome: text("deposit_outcome").$type<DepositRule>(),
    dateToFit: date("date_to_fit", { mode: "string" }),
    reservationDate: timestamp("reservation_date", { withTimezone: true }).notNull().defaultNow(),
    notes: text("notes"),
    source: reservationSource("source").notNull().default("online"),
    /** Rows are never deleted: a reservation ends collected, cancelled or expired (with the time). */
    status: reservationStatus("status").notNull().default("active"),
    /** When an active hold lapses (the expiry job then frees the tyre); null = held until staff end it. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: reservationCancelledBy("cancelled_by"),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** The sale that collected it. */
    saleId: integer("sale_id").references(() => sales.id, { onDelete: "restrict" }),
    /**
     * An online hold's client, normalised (app/domain/reservation-limits.ts): the address (IPv4, or
     * the IPv6 /64), the phone's digits, the e-mail lower-cased. Active online holds are counted by
     * them; staff reservations leave them empty.
     */
    clientKey: text("client_key"),
    phoneKey: text("phone_key"),
    emailKey: text("email_key"),
    /** The customer record it was matched to or created for (null: made before customers were kept). */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    /**
     * An online reservation's form key, hashed (SHA-256, base64url): the random key the form the
     * browser was shown carries. A form sent twice from that browser finds its reservation by it
     * and is shown its confirmation with the cancel link; nobody else is. Null for staff ones.
     */
    formKeyHash: text("form_key_hash"),
    /** The accepted quote whose tyres it holds. */
    quoteId: integer("quote_id").references((): AnyPgColumn => quotes.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_customer_idx").on(t.customerId),
    check("reservations_deposit_nonnegative", sql`${t.depositAmountEur} >= 0`),
    check("reservations_quantity_positive", sql`${t.quantity} > 0`),
    check("reservations_deposit_method_valid", sql`${t.depositMethod} IS NULL OR ${t.depositMethod} IN ('cash', 'card', 'transfer')`),
    check("reservations_deposit_outcome_valid", sql`${t.depositOutcome} IS NULL OR ${t.depositOutcome} IN ('return', 'keep')`),
    // Active online holds per client, per phone, per e-mail (the cap counts them as it reserves).
    index("reservations_active_client_idx")
      .on(t.clientKey)
      .where(sql`${t.status} = 'active' and ${t.clientKey} is not null`),
    index("reservations_active_phone_idx")
      .on(t.phoneKey)
      .where(sql`${t.status} = 'active' and ${t.phoneKey} is not null`),
    index("reservations_active_email_idx")
      .on(t.emailKey)
      .where(sql`${t.status} = 'active' and ${t.emailKey} is not null`),
    index("reservations_tyre_idx").on(t.tyreId),
    index("reservations_created_at_idx").on(t.createdAt),
    index("reservations_status_idx").on(t.status, t.createdAt),
    // What the expiry job scans: active holds by end.
    index("reservations_hold_until_idx")
      .on(t.holdUntil)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * One row per series and calendar year: the last number issued in it. Series "" is the
 * simplified invoices (2026-000123), "F" the full invoices (F2026-000001), "R" the rectifying
 * invoices (R2026-000001), "P" the quotes (P-2026-0001), "Z" the closed days' Z reports (Z-2026-0001, by the year of the
 * day closed); each is numbered from 1 every year,
 * without gaps (app/server/infra/series-counter.server.ts).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull().default(""),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const sales = pgTable(
  "sales",
  {
    id: serial("id").primaryKey(),
    invoiceNumber: text("invoice_number").notNull(),
    /** "" simplified, "F" full, "R" rectifying (see invoiceCounters). */
    invoiceSeries: text("invoice_series").notNull().default(""),
    invoiceYear: integer("invoice_year").notNull(),
    invoiceSeq: integer("invoice_seq").notNull(),
    /**
     * VERI*FACTU type: F2 simplified, F1 full, F3 full in place of simplified ones (invoiceReplacements
     * names them), R1 rectifying a full invoice, R5 rectifying a simplified one.
     */
    invoiceType: text("invoice_type").notNull().default("F2"),
    invoiceDate: timestamp("invoice_date", { withTimezone: true }).notNull().defaultNow(),
    customerName: text("customer_name").notNull(),
    /** The recipient's NIF/CIF/NIE and address: set on full invoices (and their rectifying invoices). */
    customerTaxId: text("customer_tax_id"),
    customerAddress: text("customer_address"),
    /** A rectifying invoice: the invoice it rectifies, its number and date as issued, and why. */
    rectifiesSaleId: integer("rectifies_sale_id").references((): AnyPgColumn => sales.id, { onDelete: "restrict" }),
    rectifiesInvoiceNumber: text("rectifies_invoice_number"),
    rectifiesInvoiceDate: timestamp("rectifies_invoice_date", { withTimezone: true }),
    rectificationReason: text("rectification_reason"),
    vehicleReg: text("vehicle_reg"),
    paymentMethod: paymentMethod("payment_method").notNull().default("cash"),
    subtotalEur: money("subtotal_eur").notNull(),
    totalDisposalEur: money("total_disposal_eur").notNull(),
    grandTotalEur: money("grand_total_eur").notNull(),
    notes: text("notes"),
    /** Deposit the customer paid on account when reserving (a sale through a reservation); the rest is due. */
    depositEur: money("deposit_eur").notNull().default("0.00"),
    // The seller as the invoice names it and the IVA rate it was issued with, copied from the shop
    // settings when the sale is made: a later change of the settings never changes an issued invoice.
    sellerName: text("seller_name").notNull(),
    sellerLegalName: text("seller_legal_name").notNull(),
    sellerNif: text("seller_nif").notNull(),
    sellerAddress: text("seller_address").notNull(),
    sellerPhone: text("seller_phone").notNull(),
    sellerEmail: text("seller_email").notNull(),
    vatRatePercent: integer("vat_rate_percent").notNull(),
    /** Who issued it: the e-mail of the member of staff signed in (null: issued by the server itself). The Z counts each one's sales. */
    soldBy: text("sold_by"),
    /** The customer record (null: a walk-in sale with nothing to know them by). The invoice's own copy stays above. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sales_customer_idx").on(t.customerId),
    check("sales_deposit_within_total", sql`${t.depositEur} >= 0 AND (${t.depositEur} = 0 OR ${t.depositEur} <= ${t.grandTotalEur})`),
    uniqueIndex("sales_invoice_number_idx").on(t.invoiceNumber),
    uniqueIndex("sales_invoice_series_year_seq_idx").on(t.invoiceSeries, t.invoiceYear, t.invoiceSeq),
    index("sales_invoice_date_idx").on(t.invoiceDate),
    index("sales_rectifies_idx").on(t.rectifiesSaleId),
    // Invoices carry positive amounts; rectifying invoices (by differences) carry negative ones.
    check(
      "sales_amounts_sign",
      sql`CASE WHEN ${t.invoiceType} IN ('R1', 'R5') THEN ${t.subtotalEur} <= 0 AND ${t.totalDisposalEur} <= 0 AND ${t.grandTotalEur} <= 0 ELSE ${t.subtotalEur} >= 0 AND ${t.totalDisposalEur} >= 0 AND ${t.grandTotalEur} >= 0 END`,
    ),
    check("sales_invoice_type", sql`${t.invoiceType} IN ('F1', 'F2', 'F3', 'R1', 'R5')`),
    check(
      "sales_rectifies_when_rectifying",
      sql`(${t.invoiceType} IN ('R1', 'R5')) = (${t.rectifiesSaleId} IS NOT NULL AND ${t.rectifiesInvoiceNumber} IS NOT NULL AND ${t.rectifiesInvoiceDate} IS NOT NULL AND ${t.rectificationReason} IS NOT NULL)`,
    ),
    check(
      "sales_full_has_recipient",
      sql`${t.invoiceType} NOT IN ('F1', 'F3') OR (${t.customerTaxId} IS NOT NULL AND ${t.customerAddress} IS NOT NULL)`,
    ),
    check("sales_vat_rate_range", sql`${t.vatRatePercent} >= 0 AND ${t.vatRatePercent} <= 100`),
  ],
);

/**
 * A simplified invoice replaced by a full one (VERI*FACTU F3, decision 106): one row per replaced
 * invoice, naming the F3 that replaces it. The replaced invoice keeps its number and its row; its
 * money is counted once, on it. Append-only, like the invoices (a trigger refuses UPDATE, DELETE
 * and TRUNCATE); the primary key lets an invoice be replaced once.
 */
export const invoiceReplacements = pgTable(
  "invoice_replacements",
  {
    replacedSaleId: integer("replaced_sale_id")
      .primaryKey()
      .references(() => sales.id, { onDelete: "restrict" }),
    replacingSaleId: integer("replacing_sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_replacements_replacing_idx").on(t.replacingSaleId),
    check("invoice_replacements_not_itself", sql`${t.replacedSaleId} <> ${t.replacingSaleId}`),
  ],
);

/**
 * An invoice cancelled because it was issued in error (anulación, decision 106): who, when and
 * why. The invoice keeps its number and its row; its money leaves the day it was issued and its
 * tyres go back on sale; its RegistroAnulacion is an invoice record of kind "anulacion".
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); an invoice is cancelled once.
 */
export const invoiceCancellations = pgTable(
  "invoice_cancellations",
  {
    saleId: integer("sale_id")
      .primaryKey()
      .references(() => sales.id, { onDelete: "restrict" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
    /** The e-mail of the owner who cancelled it. */
    cancelledBy: text("cancelled_by").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [check("invoice_cancellations_reason", sql`length(trim(${t.reason})) > 0`)],
);

/**
 * A sale as the till sent it, by the key the browser gives each basket it sends: the same basket
 * sent again (an answer lost on the shop's Wi-Fi, then Complete Sale pressed again) finds the sale
 * the first sending made instead of selling it twice. Written first in the sale's transaction (a
 * second sending with the key waits on it there), and given its sale before that transaction
 * commits; a refused sale leaves no row, so its basket can be sent again.
 */
export const saleSubmissions = pgTable("sale_submissions", {
  key: text("key").primaryKey(),
  saleId: integer("sale_id").references(() => sales.id, { onDelete: "restrict" }),
  createdAt: createdAt(),
});

export const saleItems = pgTable(
  "sale_items",
  {
    id: serial("id").primaryKey(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    tyreId: text("tyre_id")
      .notNull()
      .references(() => tyres.id, { onDelete: "restrict" }),
    width: integer("width").notNull(),
    aspect: integer("aspect").notNull(),
    rim: integer("rim").notNull(),
    loadIndex: text("load_index").notNull(),
    speedRating: text("speed_rating").notNull(),
    brand: text("brand").notNull(),
    model: text("model"),
    condition: tyreCondition("condition").notNull(),
    /** A part-worn tyre's UNE 69051 inspection document and its issuer, as they were when it was sold. */
    inspectionRef: text("inspection_ref"),
    inspectionBy: text("inspection_by"),
    quantity: integer("quantity").notNull(),
    unitPriceEur: money("unit_price_eur").notNull(),
    disposalFeeEurPerTyre: money("disposal_fee_eur_per_tyre").notNull(),
    lineTotalEur: money("line_total_eur").notNull(),
    /** On a rectifying invoice: the line of the rectified invoice it returns (its quantity is negative). */
    rectifiesItemId: integer("rectifies_item_id").references((): AnyPgColumn => saleItems.id, { onDelete: "restrict" }),
    /**
     * On a rectifying invoice's line: whether the returned units went back on sale (true) or were
     * kept off sale as defective, for the supplier's claim (false). Null on a sold line.
     */
    backOnSale: boolean("back_on_sale"),
    /**
     * The discount given on this line at the till, IVA included (0: none): the line's total is
     * (unit + fee) x quantity - discount. On a returned line it is the returned units' share,
     * negative like its quantity.
     */
    discountEur: money("discount_eur").notNull().default("0"),
    /** Why the discount was given (the clerk's words), or null when there is none. */
    discountReason: text("discount_reason"),
  },
  (t) => [
    // Sold lines count up; returned lines (on a rectifying invoice) count down and name the line they return.
    check(
      "sale_items_quantity_sign",
      sql`(${t.quantity} > 0 AND ${t.rectifiesItemId} IS NULL) OR (${t.quantity} < 0 AND ${t.rectifiesItemId} IS NOT NULL)`,
    ),
    check(
      "sale_items_amounts_sign",
      sql`${t.unitPriceEur} >= 0 AND ${t.disposalFeeEurPerTyre} >= 0 AND (CASE WHEN ${t.quantity} < 0 THEN ${t.lineTotalEur} <= 0 ELSE ${t.lineTotalEur} >= 0 END)`,
    ),
    index("sale_items_sale_idx").on(t.saleId),
    index("sale_items_rectifies_idx").on(t.rectifiesItemId),
    index("sale_items_tyre_idx").on(t.tyreId),
  ],
);

/**
 * The workshop's services (fitting, balancing, valves, repairs), priced IVA included: one price
 * (`price_eur`) per job or per tyre, or per tyre by rim (`rim_prices_cents`: {"16": 1200}; a rim
 * without a price is not offered). Retired services leave the till but stay on past invoices,
 * which copy the name and price they were sold at (app/domain/services.ts).
 */
export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    unit: text("unit").$type<ServiceUnit>().notNull(),
    priceEur: money("price_eur"),
    rimPricesCents: jsonb("rim_prices_cents").$type<RimPrices>(),
    /** Part of the fitting package: "add fitting for these tyres" and the fitted price on the site. */
    inPackage: boolean("in_package").notNull().default(false),
    position: integer("position").notNull().default(0),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("services_code_idx").on(sql`lower(${t.code})`),
    check("services_unit", sql`${t.unit} IN ('job', 'tyre')`),
    check(
      "services_one_price",
      sql`(${t.priceEur} IS NOT NULL AND ${t.priceEur} > 0 AND ${t.rimPricesCents} IS NULL) OR (${t.priceEur} IS NULL AND ${t.rimPricesCents} IS NOT NULL AND ${t.unit} = 'tyre')`,
    ),
  ],
);

/**
 * An invoice's service lines (fitting, balancing...), printed apart from its tyres and without
 * the end-of-life fee. The name, code and price are copies made at the sale: a later change or
 * retirement of the service never changes an issued invoice. A rectifying invoice's line returns
 * one of the rectified invoice's lines (`rectifies_line_id`, negative quantity).
 */
export const saleServiceLines = pgTable(
  "sale_service_lines",
  {
    id: serial("id").primaryKey(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    /** Null on a free line: a part or a job typed at the till (description and price), not from the catalogue. */
    serviceId: integer("service_id").references(() => services.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    unit: text("unit").$type<ServiceUnit>().notNull(),
    /** The rim the price was taken for (a service priced by rim), else null. */
    rim: integer("rim"),
    /** Fitting of a tyre sold on the same invoice (counts with the goods for the simplified-invoice limit). */
    forTyreId: text("for_tyre_id"),
    quantity: integer("quantity").notNull(),
    unitPriceEur: money("unit_price_eur").notNull(),
    lineTotalEur: money("line_total_eur").notNull(),
    rectifiesLineId: integer("rectifies_line_id").references((): AnyPgColumn => saleServiceLines.id, { onDelete: "restrict" }),
    /** The discount given on this line (as on a tyre line): total = unit x quantity - discount. */
    discountEur: money("discount_eur").notNull().default("0"),
    discountReason: text("discount_reason"),
  },
  (t) => [
    check(
      "sale_service_lines_quantity_sign",
      sql`(${t.quantity} > 0 AND ${t.rectifiesLineId} IS NULL) OR (${t.quantity} < 0 AND ${t.rectifiesLineId} IS NOT NULL)`,
    ),
    check(
      "sale_service_lines_amounts_sign",
      sql`${t.unitPriceEur} > 0 AND (CASE WHEN ${t.quantity} < 0 THEN ${t.lineTotalEur} < 0 ELSE ${t.lineTotalEur} > 0 END)`,
    ),
    index("sale_service_lines_sale_idx").on(t.saleId),
    index("sale_service_lines_rectifies_idx").on(t.rectifiesLineId),
  ],
);

/**
 * The till's end of day ("cierre de caja"): one row per shop day once it is closed. The figures
 * are a copy made when the day is closed (app/domain/end-of-day.ts computes them from the day's
 * invoices and deposits), with the opening float, the cash counted and the difference. A day is
 * closed once: the primary key refuses a second row, and closing again needs the owner to reopen
 * it (`reopened_at`), which keeps the row and its last figures until it is closed again.
 */

/**
 * A closed day (its Z) as it stands now: its number, its latest revision's figures, and whether the
 * owner has reopened it. Every closing is kept whole in dayClosingRevisions (docs/decisions/104-numbered-z.md).
 */
export const dayClosings = pgTable(
  "day_closings",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    /** The Z number, given at the first closing and kept by every revision: Z-<zYear>-<zSeq, 4 digits>. */
    zYear: integer("z_year").notNull(),
    zSeq: integer("z_seq").notNull(),
    zNumber: text("z_number").notNull(),
    /** The latest closing's revision (1 the first closing, 2 after a reopening and a second closing...). */
    revision: integer("revision").notNull().default(1),
    openingFloatEur: money("opening_float_eur").notNull(),
    expectedCashEur: money("expected_cash_eur").notNull(),
    countedCashEur: money("counted_cash_eur").notNull(),
    differenceEur: money("difference_eur").notNull(),
    /** The card terminal's own total for the day, typed at closing (null: none typed). */
    cardTerminalEur: money("card_terminal_eur"),
    /** The day's figures as they were when it was closed (DayFigures). */
    figures: jsonb("figures").$type<StoredDayFigures>().notNull(),
    notes: text("notes"),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    closedBy: text("closed_by").notNull(),
    /** Set while the owner has reopened the day; closing it again clears it. */
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenedBy: text("reopened_by"),
    reopenReason: text("reopen_reason"),
  },
  (t) => [
    check("day_closings_money_sign", sql`${t.openingFloatEur} >= 0 AND ${t.countedCashEur} >= 0`),
    check("day_closings_difference", sql`${t.differenceEur} = ${t.countedCashEur} - ${t.expectedCashEur}`),
    check("day_closings_card_terminal_sign", sql`${t.cardTerminalEur} IS NULL OR ${t.cardTerminalEur} >= 0`),
    check("day_closings_revision_positive", sql`${t.revision} >= 1 AND ${t.zSeq} >= 1`),
    uniqueIndex("day_closings_z_year_seq_idx").on(t.zYear, t.zSeq),
    uniqueIndex("day_closings_z_number_idx").on(t.zNumber),
  ],
);

/**
 * Every closing of a day, frozen: revision 1 the first closing, 2 the closing after the owner
 * reopened it, and so on, all under the day's one Z number. A Z is reprinted from here, never
 * recomputed. Only the reopening fields of a revision are ever set after it is written.
 */
export const dayClosingRevisions = pgTable(
  "day_closing_revisions",
  {
    day: date("day", { mode: "string" })
      .notNull()
      .references(() => dayClosings.day, { onDelete: "restrict" }),
    revision: integer("revision").notNull(),
    zNumber: text("z_number").notNull(),
    openingFloatEur: money("opening_float_eur").notNull(),
    expectedCashEur: money("expected_cash_eur").notNull(),
    countedCashEur: money("counted_cash_eur").notNull(),
    differenceEur: money("difference_eur").notNull(),
    cardTerminalEur: money("card_terminal_eur"),
    figures: jsonb("figures").$type<StoredDayFigures>().notNull(),
    notes: text("notes"),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    closedBy: text("closed_by").notNull(),
    /** Set when the owner reopened the day after this closing, with the reason they gave. */
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenedBy: text("reopened_by"),
    reopenReason: text("reopen_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.revision] }),
    check("day_closing_revisions_revision_positive", sql`${t.revision} >= 1`),
    check("day_closing_revisions_difference", sql`${t.differenceEur} = ${t.countedCashEur} - ${t.expectedCashEur}`),
    index("day_closing_revisions_closed_at_idx").on(t.closedAt),
  ],
);

/**
 * VERI*FACTU invoice records: one per issued invoice, chained by SHA-256 hash. Append-only
 * (a PostgreSQL trigger refuses UPDATE and DELETE; see the migration).
 */
export const invoiceRecords = pgTable(
  "invoice_records",
  {
    id: serial("id").primaryKey(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    issuerNif: text("issuer_nif").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    issueDate: text("issue_date").notNull(), // dd-mm-yyyy as hashed
    invoiceType: text("invoice_type").notNull().default("F2"),
    /**
     * "alta" the record of an issued invoice; "anulacion" the record of its cancellation, which
     * names the invoice as issued (its type and totals copied, outside its fingerprint).
     */
    recordKind: text("record_kind").notNull().default("alta"),
    /** An F3 record: the simplified invoices it replaces, as issued (FacturasSustituidas: number, dd-mm-yyyy). */
    replacedInvoices: jsonb("replaced_invoices").$type<{ invoiceNumber: string; issueDate: string }[]>(),
    /** Rectifying records (R1, R5): "I" (by differences) and the rectified invoice as issued. */
    rectificationType: text("rectification_type"),
    rectifiedInvoiceNumber: text("rectified_invoice_number"),
    rectifiedIssueDate: text("rectified_issue_date"), // dd-mm-yyyy
    /** Full invoices (and their rectifying ones): the recipient. */
    recipientNif: text("recipient_nif"),
    recipientName: text("recipient_name"),
    totalTaxEur: money("total_tax_eur").notNull(),
    totalAmountEur: money("total_amount_eur").notNull(),
    previousHash: text("previous_hash"),
    generatedAt: text("generated_at").notNull(), // yyyy-mm-ddThh:mm:ss+hh:mm as hashed
    hash: text("hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoice_records_sale_kind_idx").on(t.saleId, t.recordKind),
    uniqueIndex("invoice_records_hash_idx").on(t.hash),
    check("invoice_records_kind", sql`${t.recordKind} IN ('alta', 'anulacion')`),
  ],
);

/** Head of the VERI*FACTU chain; locked together with the invoice counter. */
export const invoiceChainHead = pgTable("invoice_chain_head", {
  id: integer("id").primaryKey().default(1),
  lastRecordId: integer("last_record_id"),
  lastHash: text("last_hash"),
});

/**
 * VERI*FACTU sending (docs/decisions/041-verifactu-sending.md): one row per invoice record to send
 * to the tax agency, written in the invoice's transaction (appendInvoiceRecord). Workers claim due
 * rows with FOR UPDATE SKIP LOCKED; each row keeps the agency's answer for its record: accepted
 * (with the submission's CSV), accepted with errors, or rejected (code and text). Transient
 * failures stay pending with the error and the next attempt.
 */
export const verifactuSubmissions = pgTable(
  "verifactu_submissions",
  {
    id: serial("id").primaryKey(),
    recordId: integer("record_id")
      .notNull()
      .references(() => invoiceRecords.id, { onDelete: "restrict" }),
    /** pending | accepted | accepted_with_errors | rejected */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Due time; while a worker sends it, the end of that worker's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last transient failure (network, 5xx, timeout, an answer that is not the agency's). */
    lastError: text("last_error"),
    /** Send as a correction (subsanación) of an earlier rejected submission. */
    afterRejection: boolean("after_rejection").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The agency's secure verification code (CSV) of the submission that carried the record. */
    csv: text("csv"),
    errorCode: text("error_code"),
    errorText: text("error_text"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verifactu_submissions_record_idx").on(t.recordId),
    index("verifactu_submissions_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("verifactu_submissions_status", sql`${t.status} IN ('pending', 'accepted', 'accepted_with_errors', 'rejected')`),
    check("verifactu_submissions_attempts_nonnegative", sql`${t.attempts} >= 0`),
  ],
);

/**
 * The owner's VERI*FACTU choices (one row, id 1) and the sender's pacing: nothing is sent while
 * `sending_enabled` is false; `send_not_before` is the agency's waiting time between submissions
 * (and a worker's lease while it sends). The certificate itself and its password are files under
 * DATA_DIR/verifactu, never in the database (nor in its backups); only what it says is kept here.
 */
export const verifactuSettings = pgTable(
  "verifactu_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** company (VERI*FACTU from 2027-01-01) | self_employed (from 2027-07-01) */
    taxpayerKind: text("taxpayer_kind").notNull().default("company"),
    sendingEnabled: boolean("sending_enabled").notNull().default(false),
    /** test | production: the agency's endpoint */
    environment: text("environment").notNull().default("test"),
    certificateSubject: text("certificate_subject"),
    certificateNif: text("certificate_nif"),
    certificateExpiresAt: timestamp("certificate_expires_at", { withTimezone: true }),
    sendNotBefore: timestamp("send_not_before", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("verifactu_settings_one_row", sql`${t.id} = 1`),
    check("verifactu_settings_taxpayer_kind", sql`${t.taxpayerKind} IN ('company', 'self_employed')`),
    check("verifactu_settings_environment", sql`${t.environment} IN ('test', 'production')`),
  ],
);

/** Feeds the translation groups of blog posts (topic_index): a new pair of translations gets the next one. */
export const blogTopicSeq = pgSequence("blog_posts_topic_seq", { startWith: 1, increment: 1 });

/**
 * A tyre's photos (at most six, docs/decisions/026-tyre-photos.md), in the order the public
 * gallery shows them: `position` 0, 1, 2... without gaps, and the photo at position 0 is the
 * cover (the listing card, Open Graph). Choosing another cover moves it to the front. Each row
 * keeps its stored variants under UPLOADS_DIR/tyres (app/server/infra/images.server.ts); the files are
 * deleted with the row (app/server/inventory/tyre-photos.server.ts), and the rows go with their tyre.
 */
export const tyrePhotos = pgTable(
  "tyre_photos",
  {
    id: serial("id").primaryKey(),
    tyreId: text("tyre_id")
      .notNull()
      .references(() => tyres.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One photo per place; also serves "the photos of these tyres" and "their covers" (position 0).
    // A reorder moves the rows out of 0-5 and back in, under the tyre's row lock.
    uniqueIndex("tyre_photos_tyre_position_idx").on(t.tyreId, t.position),
    check("tyre_photos_position_nonnegative", sql`${t.position} >= 0`),
  ],
);

/**
 * Blog posts. `markdown` is what the editor writes; `content` is its HTML, sanitised, written with
 * it (and sanitised again when shown). `published_at` NULL is a draft, a future one is scheduled:
 * neither is public. Posts sharing a `topic_index` translate each other: at most one per language.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    language: blogLanguage("language").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    markdown: text("markdown").notNull().default(""),
    content: text("content").notNull(),
    metaDescription: text("meta_description"),
    imageUrl: text("image_url"),
    /** The uploaded cover: its variants under UPLOADS_DIR (app/server/infra/images.server.ts). */
    coverImage: jsonb("cover_image").$type<StoredImage>(),
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    topicIndex: integer("topic_index"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_language_slug_idx").on(t.language, t.slug),
    index("blog_posts_language_published_idx").on(t.language, t.publishedAt),
    uniqueIndex("blog_posts_topic_language_idx").on(t.topicIndex, t.language),
    check("blog_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 160`),
  ],
);

/**
 * Sign-in attempt counters per address, per account from one address and per account, in a fixed
 * window (rules in app/domain/login-rate-limit.ts), in the database so they survive restarts.
 * `failures` counts every attempt of the window; a successful one is given back.
 */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Online reservation counters per client IP, phone and e-mail in a fixed window (rules in
 * app/domain/reservation-limits.ts). Phone and e-mail keys are hashes, never the contact data.
 */
export const reservationAttempts = pgTable(
  "reservation_attempts",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    index("reservation_attempts_window_start_idx").on(t.windowStart),
    check("reservation_attempts_count_positive", sql`${t.count} > 0`),
  ],
);

/**
 * The transactional outbox: an e-mail is written here in the same transaction as the event it
 * reports, and the mail worker (app/server/mail/mail-worker.server.ts) sends it after commit, retrying
 * with backoff. `dedupe_key` keeps one event from queueing the same message twice.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    dedupeKey: text("dedupe_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Due time; while a worker sends it, the end of that worker's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the last retry failed: the message is kept, no longer tried. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** Files sent with the message (an appointment's .ics, an invoice as printable HTML): name, type and the content as text. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key_idx").on(t.dedupeKey),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    check("outbox_attempts_nonnegative", sql`${t.attempts} >= 0`),
  ],
);

/**
 * The shop's settings (docs/decisions/080-shop-settings.md): ONE row holding a JSON document that
 * app/domain/shop-settings.ts validates on every save and every read. `version` goes up by one on
 * each save, so a form saved over a newer version is refused instead of undoing someone's change.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey().default(1),
    data: jsonb("data").notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** E-mail of the member of staff who saved last (null: the first values). */
    updatedBy: text("updated_by"),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`), check("shop_settings_version_positive", sql`${t.version} >= 1`)],
);

/**
 * Who changed what and when (docs/decisions/081-audit-log.md). Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (see the migration). `actor` is the e-mail of the member of staff
 * (kept as text, so the entry outlives the account) or "customer" / "system".
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    /** What happened, e.g. "settings.update", "tyre.price", "invoice.issue". */
    action: text("action").notNull(),
    actorId: text("actor_id"),
    actor: text("actor").notNull(),
    /** What it happened to: a tyre id, an invoice number, a reservation number, an e-mail. */
    subject: text("subject"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    check("audit_log_kind_known", sql.raw(`"kind" IN (${AUDIT_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    index("audit_log_kind_idx").on(t.kind, t.id),
  ],
);

/** Small key/value settings generated at first start (e.g. the auth secret when none is configured). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---- better-auth tables (core schema + admin plugin fields) ----

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at").notNull().defaultNow(),
  updatedAt: timestamp("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires"),
  /** Set for an account whose password was printed or handed over (the demo admin): the first
   * sign-in must choose a new one before anything else. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  /** better-auth's two-factor plugin: set once a first code confirmed the authenticator app. */
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** When the user last completed a sign-in (after the code, with two-factor): shown on /staff. */
  lastSignInAt: timestamp("last_sign_in_at"),
  /** The back-office's language for this account ("es" or "en"); null until chosen on /account,
   * when the browser's Accept-Language decides (docs/decisions/091-staff-language.md). */
  language: text("language"),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at").notNull().defaultNow(),
    updatedAt: timestamp("updated_at")
      .notNull()
      .$onUpdate(() => new Date()),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at").notNull().defaultNow(),
    updatedAt: timestamp("updated_at")
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().defaultNow(),
    updatedAt: timestamp("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * better-auth's two-factor plugin: the TOTP secret and backup codes (both encrypted with the auth
 * secret) of one user; `verified` once a first code confirmed the setup.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until"),
    /** The time step (30 s) of the last code accepted: a code of that step or an earlier one is refused. */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), uniqueIndex("two_factor_user_id_idx").on(t.userId)],
);

/** A supplier's CSV headers mapped to the import's columns, remembered per supplier name (lower case). */
export const importMappings = pgTable("import_mappings", {
  supplier: text("supplier").primaryKey(),
  /** Our column -> the supplier's header. */
  mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * An import as previewed (what each row will add or change and what the tyre held when
 * previewed), kept until it is applied (then deleted) or replaced by a newer preview.
 */
export const importPreviews = pgTable("import_previews", {
  id: text("id").primaryKey(),
  /** The plan as JSON text (written and read whole, never queried: text skips jsonb's parsing). */
  plan: text("plan").notNull(),
  createdAt: createdAt(),
});
/**
 * Proof-of-work solutions already accepted (the challenge's signature), kept until the challenge
 * expires: a solution is good for one form, never replayed.
 */
export const proofsSpent = pgTable(
  "proofs_spent",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("proofs_spent_expires_at_idx").on(t.expiresAt)],
);

/** "We can get it": a visitor asks for a size the shop has not in stock; staff answer and close it. */
export const stockRequests = pgTable(
  "stock_requests",
  {
    id: serial("id").primaryKey(),
    /** The size as the shop writes it ("205/55 R16"). */
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    notes: text("notes"),
    /** The page's language: the shop answers in it. */
    locale: text("locale").notNull(),
    status: text("status").$type<StockRequestStatus>().notNull().default("new"),
    /** The client's address, normalised as for reservations: the limits and the proof of work count by it. */
    clientKey: text("client_key"),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("stock_requests_status_idx").on(t.status, t.createdAt),
    index("stock_requests_client_key_idx").on(t.clientKey, t.createdAt),
    check("stock_requests_quantity_range", sql`${t.quantity} BETWEEN 1 AND 20`),
    check("stock_requests_status_valid", sql`${t.status} IN ('new', 'answered', 'closed')`),
  ],
);

/**
 * The scheduled backups: one row per shop day, inserted by the process that takes that day's run
 * (the unique day makes a second process skip it), then its outcome: the file and its size, or the
 * error. The dashboard warns from the latest row.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status", { enum: ["running", "ok", "failed"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
  },
  (t) => [uniqueIndex("backup_runs_day_idx").on(t.day), check("backup_runs_status_check", sql`${t.status} in ('running', 'ok', 'failed')`)],
);

export type TyreRow = typeof tyres.$inferSelect;
export type TyrePhotoRow = typeof tyrePhotos.$inferSelect;
export type NewTyreRow = typeof tyres.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;
export type InvoiceCancellationRow = typeof invoiceCancellations.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type SaleServiceLineRow = typeof saleServiceLines.$inferSelect;
export type VerifactuSubmissionRow = typeof verifactuSubmissions.$inferSelect;
export type VerifactuSettingsRow = typeof verifactuSettings.$inferSelect;

/**
 * Fitting appointments: a start and end in time (the job's minutes), the shop's day it falls on,
 * the job, the car and the customer, optionally the reservation whose tyres it fits. It takes a
 * lift while booked; the capacity rule (app/domain/appointments.ts) is checked with the booking
 * lock held. `changes` counts moves and cancellations: the customer's signed link names it, so a
 * link stops working once used. Rows are never deleted.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The shop's calendar day of the start (yyyy-mm-dd). */
    day: date("day", { mode: "string" }).notNull(),
    job: text("job").$type<AppointmentJob>().notNull(),
    plate: text("plate"),
    tyreSize: text("tyre_size"),
    customerName: text("customer_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    locale: text("locale").$type<"es" | "en">().notNull().default("es"),
    notes: text("notes"),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    source: text("source").$type<"online" | "staff">().notNull().default("online"),
    status: text("status").$type<AppointmentStatus>().notNull().default("booked"),
    changes: integer("changes").notNull().default(0),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * An online booking's client address (IPv6: its /64) and phone digits, normalised as the
     * reservation limits do (app/domain/reservation-limits.ts): what the cap on active online
     * bookings and the proof of work count. Staff bookings have none.
     */
    clientKey: text("client_key"),
    phoneKey: text("phone_key"),
    /** The customer record the booking was matched to or created for (null: nothing identified one). */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("appointments_customer_idx").on(t.customerId),
    check("appointments_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("appointments_status_valid", sql`${t.status} IN ('booked', 'done', 'no-show', 'cancelled')`),
    check("appointments_job_valid", sql`${t.job} IN ('fit2', 'fit4', 'puncture', 'balancing', 'alignment')`),
    check("appointments_source_valid", sql`${t.source} IN ('online', 'staff')`),
    index("appointments_day_idx").on(t.day, t.startsAt),
    // What the reminder job scans: booked appointments without a reminder, by start.
    index("appointments_reminder_due_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    index("appointments_reservation_idx").on(t.reservationId),
    index("appointments_booked_client_idx")
      .on(t.clientKey)
      .where(sql`${t.status} = 'booked' and ${t.clientKey} is not null`),
    index("appointments_booked_phone_idx")
      .on(t.phoneKey)
      .where(sql`${t.status} = 'booked' and ${t.phoneKey} is not null`),
    index("appointments_client_created_idx").on(t.clientKey, t.createdAt),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;
export type StockRequestRow = typeof stockRequests.$inferSelect;

/**
 * Quotes (presupuestos): what the counter offered a customer for a job. Numbered per year without
 * gaps (series "P" of invoice_counters: P-2026-0001); not an invoice, no tax record. The quote row
 * holds the newest revision's summary (its number, validity, total and answer); each revision's
 * priced lines are frozen in quote_revisions, and each answer in quote_answers.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    customerName: text("customer_name").notNull(),
    phone: text("phone"),
    email: text("email"),
    plate: text("plate"),
    /** The customer's language: the link, the print and the e-mail speak it. */
    locale: text("locale").$type<"es" | "en">().notNull().default("es"),
    /** The newest revision (1 when made; each change of the lines makes the next). */
    revision: integer("revision").notNull().default(1),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    totalEur: money("total_eur").notNull(),
    /** The newest revision's answer (null while open). */
    answer: text("answer").$type<QuoteAnswer>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The sale that sold it at the quoted prices (a quote is sold once). */
    saleId: integer("sale_id").references(() => sales.id, { onDelete: "restrict" }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_number_idx").on(t.number),
    uniqueIndex("quotes_year_seq_idx").on(t.year, t.seq),
    index("quotes_customer_idx").on(t.customerId),
    index("quotes_created_at_idx").on(t.createdAt),
    check("quotes_answer_valid", sql`${t.answer} IS NULL OR ${t.answer} IN ('accepted', 'declined')`),
    check("quotes_locale_valid", sql`${t.locale} IN ('es', 'en')`),
  ],
);

/** One revision of a quote, frozen once written: its priced lines, total, validity and note. */
export const quoteRevisions = pgTable(
  "quote_revisions",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    revision: integer("revision").notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    totalEur: money("total_eur").notNull(),
    vatRatePercent: integer("vat_rate_percent").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    note: text("note"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.revision] })],
);

/**
 * The answers to a quote: one per revision at most (the unique index keeps two tabs accepting at
 * once to one answer), with how it came (the customer's link, in person, by phone) and who
 * recorded it (null: the customer through the link).
 */
export const quoteAnswers = pgTable(
  "quote_answers",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    revision: integer("revision").notNull(),
    answer: text("answer").$type<QuoteAnswer>().notNull(),
    channel: text("channel").$type<QuoteChannel>().notNull(),
    reason: text("reason"),
    recordedBy: text("recorded_by"),
    /** The fitting time chosen with an acceptance (the appointment booked for it). */
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "restrict" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("quote_answers_revision_idx").on(t.quoteId, t.revision),
    check("quote_answers_answer_valid", sql`${t.answer} IN ('accepted', 'declined')`),
    check("quote_answers_channel_valid", sql`${t.channel} IN ('link', 'in_person', 'phone')`),
  ],
);

/**
 * Work a customer declined (a quote's tyres they said no to, or what the counter noted at the till:
 * "rear tyres 2.5 mm"), kept on the vehicle to follow up: the follow-ups list shows the open ones
 * oldest first, and making a quote from one, or closing it, ends it.
 */
export const declinedWork = pgTable(
  "declined_work",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "restrict" }),
    /** The plate as written when it was declined. */
    plate: text("plate"),
    description: text("description").notNull(),
    /** The tread measured, in millimetres (one decimal). */
    treadMm: numeric("tread_mm", { precision: 3, scale: 1 }),
    reason: text("reason"),
    /** Where it was declined: a quote's answer or the till. */
    source: text("source").$type<DeclinedSource>().notNull(),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "restrict" }),
    declinedAt: timestamp("declined_at", { withTimezone: true }).notNull(),
    recordedBy: text("recorded_by"),
    /** open: to follow up; quoted: a quote was made from it; closed: nothing more to do. */
    status: text("status").$type<DeclinedStatus>().notNull().default("open"),
    /** The quote made from it. */
    followUpQuoteId: integer("follow_up_quote_id").references(() => quotes.id, { onDelete: "restrict" }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: text("ended_by"),
  },
  (t) => [
    index("declined_work_open_idx")
      .on(t.declinedAt)
      .where(sql`${t.status} = 'open'`),
    index("declined_work_vehicle_idx").on(t.vehicleId),
    index("declined_work_customer_idx").on(t.customerId),
    check("declined_work_source_valid", sql`${t.source} IN ('quote', 'till')`),
    check("declined_work_status_valid", sql`${t.status} IN ('open', 'quoted', 'closed')`),
    check("declined_work_tread_range", sql`${t.treadMm} IS NULL OR (${t.treadMm} >= 0 AND ${t.treadMm} <= 20)`),
  ],
);

/**
 * A customer's consent to be contacted, one row per channel (decision 108): e-mail, and phone
 * (calls and WhatsApp). No row: never given. Given: when, how and who recorded it; withdrawn (by
 * the customer's signed link or by staff): when and how, the row kept so the record shows it.
 * Giving it again after a withdrawal writes the new date and source and clears the withdrawal.
 */
export const customerConsents = pgTable(
  "customer_consents",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    channel: text("channel").$type<ConsentChannel>().notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    source: text("source").$type<ConsentSource>().notNull(),
    /** The staff member who recorded it (null: the customer, or the migration). */
    recordedBy: text("recorded_by"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnVia: text("withdrawn_via").$type<WithdrawnVia>(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.channel] }),
    check("customer_consents_channel_valid", sql`${t.channel} IN ('email', 'phone')`),
    check("customer_consents_source_valid", sql`${t.source} IN ('counter', 'phone', 'written', 'reservation-form', 'migrated')`),
    check(
      "customer_consents_withdrawal",
      sql`(${t.withdrawnAt} IS NULL AND ${t.withdrawnVia} IS NULL) OR (${t.withdrawnAt} IS NOT NULL AND ${t.withdrawnVia} IN ('link', 'staff'))`,
    ),
  ],
);

/**
 * Reminders that bring a customer back (decision 108), built once a day by the reminder job: one
 * row per customer, kind, subject and period (the unique index is the de-duplication, so two
 * server processes building the same day make one). An e-mail reminder is queued in the outbox in
 * the transaction that writes it; a phone reminder waits on the staff list "To contact" until
 * someone marks it done. Erasing a customer deletes their reminders.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    kind: text("kind").$type<ReminderKind>().notNull(),
    /** What it is about: "declined:<id>", "vehicle:<id>" or "customer". */
    subject: text("subject").notNull(),
    /** Which occurrence: the ITV date, the fitting's sale ("sale:<id>"), the season ("2026-10"), "once". */
    period: text("period").notNull(),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    declinedWorkId: integer("declined_work_id").references(() => declinedWork.id, { onDelete: "cascade" }),
    facts: jsonb("facts").$type<ReminderFacts>().notNull().default({}),
    /** The shop day it was built on. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    channel: text("channel").$type<ReminderChannel>().notNull(),
    locale: text("locale").$type<"es" | "en">().notNull().default("es"),
    /** When its e-mail was queued (the outbox sends it). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** A phone reminder staff marked done, and who. */
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: text("done_by"),
    /** Dropped without contact: the customer withdrew consent, or what it was about ended. */
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminders_once_idx").on(t.customerId, t.kind, t.subject, t.period),
    index("reminders_to_contact_idx")
      .on(t.dueOn)
      .where(sql`${t.channel} = 'phone' AND ${t.doneAt} IS NULL AND ${t.droppedAt} IS NULL`),
    index("reminders_vehicle_idx").on(t.vehicleId),
    index("reminders_declined_work_idx").on(t.declinedWorkId),
    check("reminders_kind_valid", sql`${t.kind} IN ('declined-work', 'tyre-age', 'itv', 'season')`),
    check("reminders_channel_valid", sql`${t.channel} IN ('email', 'phone')`),
    check("reminders_locale_valid", sql`${t.locale} IN ('es', 'en')`),
  ],
);

/**
 * A quote's photos (the worn tread, the sidewall cut), taken with the staff phone and stored as the
 * tyre photos are (resized, metadata stripped); shown on the quote's page and the customer's link.
 */
export const quotePhotos = pgTable(
  "quote_photos",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    image: jsonb("image").$type<StoredImage>().notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [index("quote_photos_quote_idx").on(t.quoteId)],
);
