-- Shop settings (one row, a JSON document validated by the application's schema; the first values
-- are written by the application after migrating, from app/config/shop.ts), the append-only audit
-- log, and the seller's details kept on each sale.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor" text NOT NULL,
	"subject" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_kind_known" CHECK ("kind" IN ('settings', 'staff', 'price', 'stock', 'invoice', 'reservation'))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_version_positive" CHECK ("shop_settings"."version" >= 1)
);
--> statement-breakpoint
-- Each sale keeps the seller's details and the IVA rate it was issued with. Invoices issued before
-- this migration were issued with the shop details then written in app/config/shop.ts: they get
-- exactly those values (ADD COLUMN with a default fills existing rows without an UPDATE, which the
-- sales trigger would refuse), then the defaults are dropped so every new sale must say its own.
ALTER TABLE "sales" ADD COLUMN "seller_name" text NOT NULL DEFAULT 'Neumáticos Almería Rural';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_legal_name" text NOT NULL DEFAULT 'Neumáticos Almería Rural S.L.';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_nif" text NOT NULL DEFAULT 'B04123456';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_address" text NOT NULL DEFAULT 'Carretera Provincial AL-3102, km 4, 04470 Laujar de Andarax, Almería';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_phone" text NOT NULL DEFAULT '+34 950 000 000';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_email" text NOT NULL DEFAULT 'info@neumaticosalmeriarural.es';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "vat_rate_percent" integer NOT NULL DEFAULT 21;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "seller_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "seller_legal_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "seller_nif" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "seller_address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "seller_phone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "seller_email" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "vat_rate_percent" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_vat_rate_range" CHECK ("sales"."vat_rate_percent" >= 0 AND "sales"."vat_rate_percent" <= 100);--> statement-breakpoint
-- The audit log is append-only: entries are never edited or deleted, TRUNCATE included.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
