CREATE TYPE "public"."reservation_cancelled_by" AS ENUM('staff', 'customer');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('active', 'collected', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_attempts_nonnegative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "status" "reservation_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_by" "reservation_cancelled_by";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "deposit_eur" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reservations_hold_until_idx" ON "reservations" USING btree ("hold_until") WHERE "reservations"."status" = 'active';--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deposit_within_total" CHECK ("sales"."deposit_eur" >= 0 AND "sales"."deposit_eur" <= "sales"."grand_total_eur");--> statement-breakpoint
-- Reservations made before holds existed: an online one is held for three days from now (the
-- customer was promised nothing shorter), one taken at the counter stays until staff end it.
UPDATE "reservations" SET "hold_until" = now() + interval '3 days' WHERE "source" = 'online';