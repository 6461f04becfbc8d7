ALTER TABLE "sale_service_lines" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "discount_eur" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "sale_service_lines" ADD COLUMN "discount_eur" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_service_lines" ADD COLUMN "discount_reason" text;