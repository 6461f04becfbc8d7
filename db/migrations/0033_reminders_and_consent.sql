CREATE TABLE "customer_consents" (
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"recorded_by" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	CONSTRAINT "customer_consents_customer_id_channel_pk" PRIMARY KEY("customer_id","channel"),
	CONSTRAINT "customer_consents_channel_valid" CHECK ("customer_consents"."channel" IN ('email', 'phone')),
	CONSTRAINT "customer_consents_source_valid" CHECK ("customer_consents"."source" IN ('counter', 'phone', 'written', 'reservation-form', 'migrated')),
	CONSTRAINT "customer_consents_withdrawal" CHECK (("customer_consents"."withdrawn_at" IS NULL AND "customer_consents"."withdrawn_via" IS NULL) OR ("customer_consents"."withdrawn_at" IS NOT NULL AND "customer_consents"."withdrawn_via" IN ('link', 'staff')))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"vehicle_id" integer,
	"declined_work_id" integer,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_on" date NOT NULL,
	"channel" text NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"emailed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" text,
	"dropped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_valid" CHECK ("reminders"."kind" IN ('declined-work', 'tyre-age', 'itv', 'season')),
	CONSTRAINT "reminders_channel_valid" CHECK ("reminders"."channel" IN ('email', 'phone')),
	CONSTRAINT "reminders_locale_valid" CHECK ("reminders"."locale" IN ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "itv_due_on" date;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_declined_work_id_declined_work_id_fk" FOREIGN KEY ("declined_work_id") REFERENCES "public"."declined_work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_idx" ON "reminders" USING btree ("customer_id","kind","subject","period");--> statement-breakpoint
CREATE INDEX "reminders_to_contact_idx" ON "reminders" USING btree ("due_on") WHERE "reminders"."channel" = 'phone' AND "reminders"."done_at" IS NULL AND "reminders"."dropped_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reminders_vehicle_idx" ON "reminders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "reminders_declined_work_idx" ON "reminders" USING btree ("declined_work_id");--> statement-breakpoint
-- The single consent ("Agreed to be contacted (offers, reminders)") becomes consent on both
-- channels, given when the record was last saved (the nearest date known), source "migrated"
-- (before consent per channel). Records merged into another or erased carry nothing: the merge
-- already moved a consent to the record kept, and erasing cleared it.
INSERT INTO "customer_consents" ("customer_id", "channel", "given_at", "source")
SELECT c."id", ch."channel", c."updated_at", 'migrated'
FROM "customers" c CROSS JOIN (VALUES ('email'), ('phone')) AS ch("channel")
WHERE c."contact_consent" AND c."merged_into_id" IS NULL AND c."erased_at" IS NULL;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "contact_consent";