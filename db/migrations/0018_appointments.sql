CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"job" text NOT NULL,
	"plate" text,
	"tyre_size" text,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"notes" text,
	"reservation_id" integer,
	"source" text DEFAULT 'online' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" IN ('booked', 'done', 'no-show', 'cancelled')),
	CONSTRAINT "appointments_job_valid" CHECK ("appointments"."job" IN ('fit2', 'fit4', 'puncture', 'balancing', 'alignment')),
	CONSTRAINT "appointments_source_valid" CHECK ("appointments"."source" IN ('online', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_day_idx" ON "appointments" USING btree ("day","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'booked' and "appointments"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_reservation_idx" ON "appointments" USING btree ("reservation_id");