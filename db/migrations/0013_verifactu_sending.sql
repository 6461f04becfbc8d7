CREATE TABLE "verifactu_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"taxpayer_kind" text DEFAULT 'company' NOT NULL,
	"sending_enabled" boolean DEFAULT false NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"certificate_subject" text,
	"certificate_nif" text,
	"certificate_expires_at" timestamp with time zone,
	"send_not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifactu_settings_one_row" CHECK ("verifactu_settings"."id" = 1),
	CONSTRAINT "verifactu_settings_taxpayer_kind" CHECK ("verifactu_settings"."taxpayer_kind" IN ('company', 'self_employed')),
	CONSTRAINT "verifactu_settings_environment" CHECK ("verifactu_settings"."environment" IN ('test', 'production'))
);
--> statement-breakpoint
CREATE TABLE "verifactu_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"after_rejection" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"csv" text,
	"error_code" text,
	"error_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifactu_submissions_status" CHECK ("verifactu_submissions"."status" IN ('pending', 'accepted', 'accepted_with_errors', 'rejected')),
	CONSTRAINT "verifactu_submissions_attempts_nonnegative" CHECK ("verifactu_submissions"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "verifactu_submissions" ADD CONSTRAINT "verifactu_submissions_record_id_invoice_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."invoice_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_submissions_record_idx" ON "verifactu_submissions" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "verifactu_submissions_due_idx" ON "verifactu_submissions" USING btree ("next_attempt_at") WHERE "verifactu_submissions"."status" = 'pending';--> statement-breakpoint
-- The owner's choices start with sending off; every record issued before this migration is queued.
INSERT INTO "verifactu_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "verifactu_submissions" ("record_id") SELECT "id" FROM "invoice_records" ORDER BY "id" ON CONFLICT DO NOTHING;
