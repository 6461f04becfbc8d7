CREATE TABLE "day_closing_revisions" (
	"day" date NOT NULL,
	"revision" integer NOT NULL,
	"z_number" text NOT NULL,
	"opening_float_eur" numeric(10, 2) NOT NULL,
	"expected_cash_eur" numeric(10, 2) NOT NULL,
	"counted_cash_eur" numeric(10, 2) NOT NULL,
	"difference_eur" numeric(10, 2) NOT NULL,
	"card_terminal_eur" numeric(10, 2),
	"figures" jsonb NOT NULL,
	"notes" text,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" text NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" text,
	"reopen_reason" text,
	CONSTRAINT "day_closing_revisions_day_revision_pk" PRIMARY KEY("day","revision"),
	CONSTRAINT "day_closing_revisions_revision_positive" CHECK ("day_closing_revisions"."revision" >= 1),
	CONSTRAINT "day_closing_revisions_difference" CHECK ("day_closing_revisions"."difference_eur" = "day_closing_revisions"."counted_cash_eur" - "day_closing_revisions"."expected_cash_eur")
);
--> statement-breakpoint
CREATE TABLE "z_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_closings" ADD COLUMN "z_year" integer;--> statement-breakpoint
ALTER TABLE "day_closings" ADD COLUMN "z_seq" integer;--> statement-breakpoint
ALTER TABLE "day_closings" ADD COLUMN "z_number" text;--> statement-breakpoint
ALTER TABLE "day_closings" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "day_closings" ADD COLUMN "card_terminal_eur" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "day_closings" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "sold_by" text;--> statement-breakpoint
-- Days closed before the numbered Z get their numbers in day order within each year, and their
-- closing becomes revision 1, so every closed day has a printable Z.
UPDATE "day_closings" AS d SET "z_year" = n."z_year", "z_seq" = n."z_seq", "z_number" = 'Z-' || n."z_year" || '-' || lpad(n."z_seq"::text, 4, '0')
FROM (
	SELECT "day", extract(year FROM "day")::integer AS "z_year",
		(row_number() OVER (PARTITION BY extract(year FROM "day") ORDER BY "day"))::integer AS "z_seq"
	FROM "day_closings"
) AS n
WHERE d."day" = n."day";--> statement-breakpoint
ALTER TABLE "day_closings" ALTER COLUMN "z_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "day_closings" ALTER COLUMN "z_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "day_closings" ALTER COLUMN "z_number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "z_counters" ("year", "last_number") SELECT "z_year", max("z_seq") FROM "day_closings" GROUP BY "z_year";--> statement-breakpoint
INSERT INTO "day_closing_revisions" ("day", "revision", "z_number", "opening_float_eur", "expected_cash_eur", "counted_cash_eur", "difference_eur", "figures", "notes", "closed_at", "closed_by", "reopened_at", "reopened_by")
SELECT "day", 1, "z_number", "opening_float_eur", "expected_cash_eur", "counted_cash_eur", "difference_eur", "figures", "notes", "closed_at", "closed_by", "reopened_at", "reopened_by" FROM "day_closings";--> statement-breakpoint
-- Who issued each invoice so far, from the audit entry written in the invoice's own transaction
-- (staff only: the server's own sales keep null). Invoices refuse changes, so their trigger is
-- paused for this one backfill of a column that is no part of the invoice.
ALTER TABLE "sales" DISABLE TRIGGER "sales_immutable";--> statement-breakpoint
UPDATE "sales" AS s SET "sold_by" = a."actor"
FROM "audit_log" AS a
WHERE a."subject" = s."invoice_number" AND a."action" IN ('invoice.issue', 'invoice.rectify') AND a."actor_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ENABLE TRIGGER "sales_immutable";--> statement-breakpoint
ALTER TABLE "day_closing_revisions" ADD CONSTRAINT "day_closing_revisions_day_day_closings_day_fk" FOREIGN KEY ("day") REFERENCES "public"."day_closings"("day") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_closing_revisions_closed_at_idx" ON "day_closing_revisions" USING btree ("closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "day_closings_z_year_seq_idx" ON "day_closings" USING btree ("z_year","z_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "day_closings_z_number_idx" ON "day_closings" USING btree ("z_number");--> statement-breakpoint
ALTER TABLE "day_closings" ADD CONSTRAINT "day_closings_card_terminal_sign" CHECK ("day_closings"."card_terminal_eur" IS NULL OR "day_closings"."card_terminal_eur" >= 0);--> statement-breakpoint
ALTER TABLE "day_closings" ADD CONSTRAINT "day_closings_revision_positive" CHECK ("day_closings"."revision" >= 1 AND "day_closings"."z_seq" >= 1);