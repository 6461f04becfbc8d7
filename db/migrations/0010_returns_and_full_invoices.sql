ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_quantity_positive";--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_amounts_nonnegative";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_amounts_nonnegative";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_deposit_within_total";--> statement-breakpoint
DROP INDEX "sales_invoice_year_seq_idx";--> statement-breakpoint
-- Each series ("" simplified, "F" full, "R" rectifying) numbers its own years: the counter key becomes (series, year).
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_pkey";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year");--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "rectification_type" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "rectified_invoice_number" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "rectified_issue_date" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_nif" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "rectifies_item_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "invoice_series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "invoice_type" text DEFAULT 'F2' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "customer_tax_id" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "customer_address" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "rectifies_sale_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "rectifies_invoice_number" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "rectifies_invoice_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "rectification_reason" text;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_rectifies_item_id_sale_items_id_fk" FOREIGN KEY ("rectifies_item_id") REFERENCES "public"."sale_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_rectifies_sale_id_sales_id_fk" FOREIGN KEY ("rectifies_sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_items_rectifies_idx" ON "sale_items" USING btree ("rectifies_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_series_year_seq_idx" ON "sales" USING btree ("invoice_series","invoice_year","invoice_seq");--> statement-breakpoint
CREATE INDEX "sales_rectifies_idx" ON "sales" USING btree ("rectifies_sale_id");--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_quantity_sign" CHECK (("sale_items"."quantity" > 0 AND "sale_items"."rectifies_item_id" IS NULL) OR ("sale_items"."quantity" < 0 AND "sale_items"."rectifies_item_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_amounts_sign" CHECK ("sale_items"."unit_price_eur" >= 0 AND "sale_items"."disposal_fee_eur_per_tyre" >= 0 AND (CASE WHEN "sale_items"."quantity" < 0 THEN "sale_items"."line_total_eur" <= 0 ELSE "sale_items"."line_total_eur" >= 0 END));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_amounts_sign" CHECK (CASE WHEN "sales"."invoice_type" IN ('R1', 'R5') THEN "sales"."subtotal_eur" <= 0 AND "sales"."total_disposal_eur" <= 0 AND "sales"."grand_total_eur" <= 0 ELSE "sales"."subtotal_eur" >= 0 AND "sales"."total_disposal_eur" >= 0 AND "sales"."grand_total_eur" >= 0 END);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_invoice_type" CHECK ("sales"."invoice_type" IN ('F1', 'F2', 'R1', 'R5'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_rectifies_when_rectifying" CHECK (("sales"."invoice_type" IN ('R1', 'R5')) = ("sales"."rectifies_sale_id" IS NOT NULL AND "sales"."rectifies_invoice_number" IS NOT NULL AND "sales"."rectifies_invoice_date" IS NOT NULL AND "sales"."rectification_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_full_has_recipient" CHECK ("sales"."invoice_type" <> 'F1' OR ("sales"."customer_tax_id" IS NOT NULL AND "sales"."customer_address" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deposit_within_total" CHECK ("sales"."deposit_eur" >= 0 AND ("sales"."deposit_eur" = 0 OR "sales"."deposit_eur" <= "sales"."grand_total_eur"));