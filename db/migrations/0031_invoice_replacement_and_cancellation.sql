CREATE TABLE "invoice_cancellations" (
	"sale_id" integer PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "invoice_cancellations_reason" CHECK (length(trim("invoice_cancellations"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_replacements" (
	"replaced_sale_id" integer PRIMARY KEY NOT NULL,
	"replacing_sale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_replacements_not_itself" CHECK ("invoice_replacements"."replaced_sale_id" <> "invoice_replacements"."replacing_sale_id")
);
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_invoice_type";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_full_has_recipient";--> statement-breakpoint
DROP INDEX "invoice_records_sale_idx";--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "record_kind" text DEFAULT 'alta' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "replaced_invoices" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_replacements" ADD CONSTRAINT "invoice_replacements_replaced_sale_id_sales_id_fk" FOREIGN KEY ("replaced_sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_replacements" ADD CONSTRAINT "invoice_replacements_replacing_sale_id_sales_id_fk" FOREIGN KEY ("replacing_sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_replacements_replacing_idx" ON "invoice_replacements" USING btree ("replacing_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_sale_kind_idx" ON "invoice_records" USING btree ("sale_id","record_kind");--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_kind" CHECK ("invoice_records"."record_kind" IN ('alta', 'anulacion'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_invoice_type" CHECK ("sales"."invoice_type" IN ('F1', 'F2', 'F3', 'R1', 'R5'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_full_has_recipient" CHECK ("sales"."invoice_type" NOT IN ('F1', 'F3') OR ("sales"."customer_tax_id" IS NOT NULL AND "sales"."customer_address" IS NOT NULL));--> statement-breakpoint
-- A replacement and a cancellation are part of the invoices they name: never edited or deleted.
CREATE TRIGGER invoice_replacements_immutable BEFORE UPDATE OR DELETE ON invoice_replacements FOR EACH ROW EXECUTE FUNCTION sales_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_replacements_no_truncate BEFORE TRUNCATE ON invoice_replacements FOR EACH STATEMENT EXECUTE FUNCTION sales_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_cancellations_immutable BEFORE UPDATE OR DELETE ON invoice_cancellations FOR EACH ROW EXECUTE FUNCTION sales_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_cancellations_no_truncate BEFORE TRUNCATE ON invoice_cancellations FOR EACH STATEMENT EXECUTE FUNCTION sales_refuse_change();
