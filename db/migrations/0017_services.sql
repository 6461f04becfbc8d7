CREATE TABLE "sale_service_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"rim" integer,
	"for_tyre_id" text,
	"quantity" integer NOT NULL,
	"unit_price_eur" numeric(10, 2) NOT NULL,
	"line_total_eur" numeric(10, 2) NOT NULL,
	"rectifies_line_id" integer,
	CONSTRAINT "sale_service_lines_quantity_sign" CHECK (("sale_service_lines"."quantity" > 0 AND "sale_service_lines"."rectifies_line_id" IS NULL) OR ("sale_service_lines"."quantity" < 0 AND "sale_service_lines"."rectifies_line_id" IS NOT NULL)),
	CONSTRAINT "sale_service_lines_amounts_sign" CHECK ("sale_service_lines"."unit_price_eur" > 0 AND (CASE WHEN "sale_service_lines"."quantity" < 0 THEN "sale_service_lines"."line_total_eur" < 0 ELSE "sale_service_lines"."line_total_eur" > 0 END))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"price_eur" numeric(10, 2),
	"rim_prices_cents" jsonb,
	"in_package" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_unit" CHECK ("services"."unit" IN ('job', 'tyre')),
	CONSTRAINT "services_one_price" CHECK (("services"."price_eur" IS NOT NULL AND "services"."price_eur" > 0 AND "services"."rim_prices_cents" IS NULL) OR ("services"."price_eur" IS NULL AND "services"."rim_prices_cents" IS NOT NULL AND "services"."unit" = 'tyre'))
);
--> statement-breakpoint
ALTER TABLE "sale_service_lines" ADD CONSTRAINT "sale_service_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_service_lines" ADD CONSTRAINT "sale_service_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_service_lines" ADD CONSTRAINT "sale_service_lines_rectifies_line_id_sale_service_lines_id_fk" FOREIGN KEY ("rectifies_line_id") REFERENCES "public"."sale_service_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_service_lines_sale_idx" ON "sale_service_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_service_lines_rectifies_idx" ON "sale_service_lines" USING btree ("rectifies_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_idx" ON "services" USING btree (lower("code"));--> statement-breakpoint
-- Invoice lines are never edited or deleted, as sale_items are.
CREATE TRIGGER sale_service_lines_immutable BEFORE UPDATE OR DELETE ON sale_service_lines FOR EACH ROW EXECUTE FUNCTION sales_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sale_service_lines_no_truncate BEFORE TRUNCATE ON sale_service_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_refuse_change();
--> statement-breakpoint
-- The usual services, priced IVA included (the owner changes them on /services). Fitting,
-- balancing and a new valve make the fitting package.
INSERT INTO "services" ("code", "name_es", "name_en", "unit", "price_eur", "rim_prices_cents", "in_package", "position") VALUES
  ('MONTAJE', 'Montaje', 'Fitting', 'tyre', NULL, '{"13":900,"14":1000,"15":1100,"16":1200,"17":1400,"18":1600,"19":1800,"20":2000,"21":2200}', true, 1),
  ('EQUILIBRADO', 'Equilibrado', 'Balancing', 'tyre', NULL, '{"13":400,"14":450,"15":500,"16":560,"17":650,"18":750,"19":850,"20":950,"21":1050}', true, 2),
  ('VALVULA', 'Válvula nueva', 'New valve', 'tyre', 2.00, NULL, true, 3),
  ('PINCHAZO', 'Reparación de pinchazo', 'Puncture repair', 'job', 15.00, NULL, false, 4),
  ('ALINEADO', 'Alineación de dirección', 'Wheel alignment', 'job', 45.00, NULL, false, 5),
  ('MONTAJE-CLIENTE', 'Montaje de neumático del cliente', 'Fitting of the customer''s own tyre', 'tyre', NULL, '{"13":1200,"14":1300,"15":1400,"16":1600,"17":1800,"18":2000,"19":2300,"20":2600,"21":2900}', false, 6),
  ('NITROGENO', 'Inflado con nitrógeno', 'Nitrogen inflation', 'tyre', 2.50, NULL, false, 7);
