ALTER TABLE "reservations" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_outcome" text;--> statement-breakpoint
ALTER TABLE "tyres" ADD COLUMN "held_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quantity_positive" CHECK ("reservations"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_outcome_valid" CHECK ("reservations"."deposit_outcome" IS NULL OR "reservations"."deposit_outcome" IN ('return', 'keep'));--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_held_within_quantity" CHECK ("tyres"."held_quantity" >= 0 AND "tyres"."held_quantity" <= "tyres"."quantity");--> statement-breakpoint
-- Until now an active reservation held its tyre's whole stock line: it keeps holding what it held.
UPDATE "reservations" SET "quantity" = GREATEST(1, "tyres"."quantity") FROM "tyres" WHERE "tyres"."id" = "reservations"."tyre_id" AND "reservations"."status" = 'active' AND "tyres"."status" = 'reserved';--> statement-breakpoint
UPDATE "tyres" SET "held_quantity" = "quantity" WHERE "status" = 'reserved';
