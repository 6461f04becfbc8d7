CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"tax_id" text,
	"address" text,
	"notes" text,
	"contact_consent" boolean DEFAULT false NOT NULL,
	"phone_key" text,
	"email_key" text,
	"tax_key" text,
	"merged_into_id" integer,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"make" text,
	"model" text,
	"last_tyre_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_known";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_id_customers_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tax_key_idx" ON "customers" USING btree ("tax_key");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key_idx" ON "vehicles" USING btree ("plate_key");--> statement-breakpoint
CREATE INDEX "vehicles_customer_idx" ON "vehicles" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_known" CHECK ("kind" IN ('settings', 'staff', 'price', 'stock', 'invoice', 'reservation', 'security', 'blog', 'customer'));--> statement-breakpoint
-- The owner is the admin of before: every admin account becomes an owner.
UPDATE "user" SET "role" = 'owner' WHERE "role" = 'admin';
