CREATE TABLE "day_closings" (
	"day" date PRIMARY KEY NOT NULL,
	"opening_float_eur" numeric(10, 2) NOT NULL,
	"expected_cash_eur" numeric(10, 2) NOT NULL,
	"counted_cash_eur" numeric(10, 2) NOT NULL,
	"difference_eur" numeric(10, 2) NOT NULL,
	"figures" jsonb NOT NULL,
	"notes" text,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" text NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" text,
	CONSTRAINT "day_closings_money_sign" CHECK ("day_closings"."opening_float_eur" >= 0 AND "day_closings"."counted_cash_eur" >= 0),
	CONSTRAINT "day_closings_difference" CHECK ("day_closings"."difference_eur" = "day_closings"."counted_cash_eur" - "day_closings"."expected_cash_eur")
);
