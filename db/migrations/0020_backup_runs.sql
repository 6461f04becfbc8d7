CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_day_idx" ON "backup_runs" USING btree ("day");