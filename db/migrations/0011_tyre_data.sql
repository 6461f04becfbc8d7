ALTER TABLE "sale_items" ADD COLUMN "inspection_ref" text;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "inspection_by" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "season" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "run_flat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "reinforced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "mud_snow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "three_pmsf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "fuel_class" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "wet_grip_class" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "noise_db" integer;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "noise_class" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "eprel" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "inspection_ref" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "inspection_by" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_season_valid" CHECK ("tyres"."season" IS NULL OR "tyres"."season" IN ('summer', 'winter', 'all-season'));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_fuel_class_valid" CHECK ("tyres"."fuel_class" IS NULL OR "tyres"."fuel_class" IN ('A', 'B', 'C', 'D', 'E'));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_wet_grip_class_valid" CHECK ("tyres"."wet_grip_class" IS NULL OR "tyres"."wet_grip_class" IN ('A', 'B', 'C', 'D', 'E'));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_noise_db_range" CHECK ("tyres"."noise_db" IS NULL OR ("tyres"."noise_db" >= 50 AND "tyres"."noise_db" <= 90));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_noise_class_valid" CHECK ("tyres"."noise_class" IS NULL OR "tyres"."noise_class" IN ('A', 'B', 'C'));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_eprel_digits" CHECK ("tyres"."eprel" IS NULL OR "tyres"."eprel" ~ '^[0-9]{1,12}$');--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_eu_label_new_only" CHECK ("tyres"."condition" = 'new' OR ("tyres"."fuel_class" IS NULL AND "tyres"."wet_grip_class" IS NULL AND "tyres"."noise_db" IS NULL AND "tyres"."noise_class" IS NULL AND "tyres"."eprel" IS NULL));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_inspection_part_worn_only" CHECK ("tyres"."condition" = 'part-worn' OR ("tyres"."inspection_ref" IS NULL AND "tyres"."inspection_by" IS NULL));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_inspection_length" CHECK (("tyres"."inspection_ref" IS NULL OR length("tyres"."inspection_ref") <= 60) AND ("tyres"."inspection_by" IS NULL OR length("tyres"."inspection_by") <= 120));