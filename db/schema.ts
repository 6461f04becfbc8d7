// The shop's database schema (PostgreSQL dialect, shared by PostgreSQL and embedded PGlite).
// Rules that must hold whatever the code does (no negative stock, no negative prices, valid
// enums) are enforced here too, not only in TypeScript.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PAIR_TYPES, TYRE_CONDITIONS, TYRE_STATUSES } from "../app/domain/tyre";

// The tyre's values are listed once, in app/domain/tyre.ts (a module free of drizzle, so browser
// bundles can use them); changing a list there changes these enums and needs a migration.
export const tyreStatus = pgEnum("tyre_status", TYRE_STATUSES);
export const tyreCondition = pgEnum("tyre_condition", TYRE_CONDITIONS);
export const pairType = pgEnum("pair_type", PAIR_TYPES);
export const paymentMethod = pgEnum("payment_method", ["cash", "card", "transfer"]);
export const blogLanguage = pgEnum("blog_language", ["es", "en"]);
export const reservationSource = pgEnum("reservation_source", ["online", "staff"]);

/** Feeds the human-readable tyre stock codes (see app/domain/tyre-id.ts). */
export const tyreCodeSeq = pgSequence("tyre_code_seq", { startWith: 1, increment: 1 });

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "string" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * What the staff inventory search matches a word against: brand and model as one string. The
 * trigram index tyres_search_trgm_idx is built on exactly this expression and
 * app/server/inventory.server.ts filters on it, so PostgreSQL can match the two (decision 022);
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tyres_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("tyres_unit_price_nonnegative", sql`${t.unitPriceEur} >= 0`),
    check("tyres_disposal_fee_nonnegative", sql`${t.disposalFeeEurPerTyre} >= 0`),
    check("tyres_size_positive", sql`${t.width} > 0 AND ${t.aspect} > 0 AND ${t.rim} > 0`),
    check("tyres_tread_depth_range", sql`${t.treadDepthMm} IS NULL OR (${t.treadDepthMm} >= 0 AND ${t.treadDepthMm} <= 30)`),
    check("tyres_dot_code_format", sql`${t.dotCode} IS NULL OR ${t.dotCode} ~ '^(0[1-9]|[1-4][0-9]|5[0-3])[0-9]{2}$'`),
    // Public listing: in-stock tyres filtered by size, ordered by brand then id (keyset-friendly).
    // The WHERE clause of these three partial indexes is the migration's text and must say the
    // same as `inStock` in app/server/storefront.server.ts, the predicate every public query uses:
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
    dateToFit: date("date_to_fit", { mode: "string" }),
    reservationDate: timestamp("reservation_date", { withTimezone: true }).notNull().defaultNow(),
    notes: text("notes"),
    source: reservationSource("source").notNull().default("online"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reservations_deposit_nonnegative", sql`${t.depositAmountEur} >= 0`),
    index("reservations_tyre_idx").on(t.tyreId),
    index("reservations_created_at_idx").on(t.createdAt),
  ],
);

/** One row per calendar year: the last invoice number issued in that year's series. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

export const sales = pgTable(
  "sales",
  {
    id: serial("id").primaryKey(),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceYear: integer("invoice_year").notNull(),
    invoiceSeq: integer("invoice_seq").notNull(),
    invoiceDate: timestamp("invoice_date", { withTimezone: true }).notNull().defaultNow(),
    customerName: text("customer_name").notNull(),
    vehicleReg: text("vehicle_reg"),
    paymentMethod: paymentMethod("payment_method").notNull().default("cash"),
    subtotalEur: money("subtotal_eur").notNull(),
    totalDisposalEur: money("total_disposal_eur").notNull(),
    grandTotalEur: money("grand_total_eur").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sales_invoice_number_idx").on(t.invoiceNumber),
    uniqueIndex("sales_invoice_year_seq_idx").on(t.invoiceYear, t.invoiceSeq),
    index("sales_invoice_date_idx").on(t.invoiceDate),
    check("sales_amounts_nonnegative", sql`${t.subtotalEur} >= 0 AND ${t.totalDisposalEur} >= 0 AND ${t.grandTotalEur} >= 0`),
  ],
);

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
    quantity: integer("quantity").notNull(),
    unitPriceEur: money("unit_price_eur").notNull(),
    disposalFeeEurPerTyre: money("disposal_fee_eur_per_tyre").notNull(),
    lineTotalEur: money("line_total_eur").notNull(),
  },
  (t) => [
    check("sale_items_quantity_positive", sql`${t.quantity} > 0`),
    check("sale_items_amounts_nonnegative", sql`${t.unitPriceEur} >= 0 AND ${t.disposalFeeEurPerTyre} >= 0 AND ${t.lineTotalEur} >= 0`),
    index("sale_items_sale_idx").on(t.saleId),
    index("sale_items_tyre_idx").on(t.tyreId),
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
    totalTaxEur: money("total_tax_eur").notNull(),
    totalAmountEur: money("total_amount_eur").notNull(),
    previousHash: text("previous_hash"),
    generatedAt: text("generated_at").notNull(), // yyyy-mm-ddThh:mm:ss+hh:mm as hashed
    hash: text("hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_records_sale_idx").on(t.saleId), uniqueIndex("invoice_records_hash_idx").on(t.hash)],
);

/** Head of the VERI*FACTU chain; locked together with the invoice counter. */
export const invoiceChainHead = pgTable("invoice_chain_head", {
  id: integer("id").primaryKey().default(1),
  lastRecordId: integer("last_record_id"),
  lastHash: text("last_hash"),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    language: blogLanguage("language").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    metaDescription: text("meta_description"),
    imageUrl: text("image_url"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    topicIndex: integer("topic_index"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_language_slug_idx").on(t.language, t.slug),
    index("blog_posts_language_published_idx").on(t.language, t.publishedAt),
    index("blog_posts_topic_idx").on(t.topicIndex),
  ],
);

/** Failed sign-in counters per IP and per account, in the database so they survive restarts. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
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

export type TyreRow = typeof tyres.$inferSelect;
export type NewTyreRow = typeof tyres.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;
export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;
