CREATE TABLE "reservation_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "reservation_attempts_count_positive" CHECK ("reservation_attempts"."count" > 0)
);
--> statement-breakpoint
CREATE INDEX "reservation_attempts_window_start_idx" ON "reservation_attempts" USING btree ("window_start");