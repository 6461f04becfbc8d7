CREATE TABLE "declined_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"vehicle_id" integer,
	"plate" text,
	"description" text NOT NULL,
	"tread_mm" numeric(3, 1),
	"reason" text,
	"source" text NOT NULL,
	"quote_id" integer,
	"declined_at" timestamp with time zone NOT NULL,
	"recorded_by" text,
	"status" text DEFAULT 'open' NOT NULL,
	"follow_up_quote_id" integer,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	CONSTRAINT "declined_work_source_valid" CHECK ("declined_work"."source" IN ('quote', 'till')),
	CONSTRAINT "declined_work_status_valid" CHECK ("declined_work"."status" IN ('open', 'quoted', 'closed')),
	CONSTRAINT "declined_work_tread_range" CHECK ("declined_work"."tread_mm" IS NULL OR ("declined_work"."tread_mm" >= 0 AND "declined_work"."tread_mm" <= 20))
);
--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_follow_up_quote_id_quotes_id_fk" FOREIGN KEY ("follow_up_quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declined_work_open_idx" ON "declined_work" USING btree ("declined_at") WHERE "declined_work"."status" = 'open';--> statement-breakpoint
CREATE INDEX "declined_work_vehicle_idx" ON "declined_work" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "declined_work_customer_idx" ON "declined_work" USING btree ("customer_id");