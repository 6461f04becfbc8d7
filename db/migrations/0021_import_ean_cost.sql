CREATE TABLE "import_mappings" (
	"supplier" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "cost_eur" numeric(10, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "tyres_ean_unique" ON "tyres" USING btree ("ean") WHERE "tyres"."ean" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_ean_digits" CHECK ("tyres"."ean" IS NULL OR "tyres"."ean" ~ '^[0-9]{13}$');--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_cost_nonnegative" CHECK ("tyres"."cost_eur" IS NULL OR "tyres"."cost_eur" >= 0);