CREATE TABLE "quote_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"answer" text NOT NULL,
	"channel" text NOT NULL,
	"reason" text,
	"recorded_by" text,
	"appointment_id" integer,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_answers_answer_valid" CHECK ("quote_answers"."answer" IN ('accepted', 'declined')),
	CONSTRAINT "quote_answers_channel_valid" CHECK ("quote_answers"."channel" IN ('link', 'in_person', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total_eur" numeric(10, 2) NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_revisions_quote_id_revision_pk" PRIMARY KEY("quote_id","revision")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"phone" text,
	"email" text,
	"plate" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"valid_until" date NOT NULL,
	"total_eur" numeric(10, 2) NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_answer_valid" CHECK ("quotes"."answer" IS NULL OR "quotes"."answer" IN ('accepted', 'declined')),
	CONSTRAINT "quotes_locale_valid" CHECK ("quotes"."locale" IN ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_known";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_answers_revision_idx" ON "quote_answers" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_year_seq_idx" ON "quotes" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_known" CHECK ("kind" IN ('settings', 'staff', 'price', 'stock', 'invoice', 'reservation', 'security', 'blog', 'customer', 'quote'));