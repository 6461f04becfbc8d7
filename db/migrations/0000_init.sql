CREATE TYPE "public"."blog_language" AS ENUM('es', 'en');--> statement-breakpoint
CREATE TYPE "public"."pair_type" AS ENUM('single', 'pair');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'card', 'transfer');--> statement-breakpoint
CREATE TYPE "public"."reservation_source" AS ENUM('online', 'staff');--> statement-breakpoint
CREATE TYPE "public"."tyre_condition" AS ENUM('new', 'part-worn');--> statement-breakpoint
CREATE TYPE "public"."tyre_status" AS ENUM('available', 'reserved', 'sold');--> statement-breakpoint
CREATE SEQUENCE "public"."tyre_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp,
	"refresh_token_expires_at" timestamp,
	"scope" text,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" "blog_language" NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"meta_description" text,
	"image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"topic_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_chain_head" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_record_id" integer,
	"last_hash" text
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"issuer_nif" text NOT NULL,
	"invoice_number" text NOT NULL,
	"issue_date" text NOT NULL,
	"invoice_type" text DEFAULT 'F2' NOT NULL,
	"total_tax_eur" numeric(10, 2) NOT NULL,
	"total_amount_eur" numeric(10, 2) NOT NULL,
	"previous_hash" text,
	"generated_at" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tyre_id" text NOT NULL,
	"client_name" text NOT NULL,
	"contact_number" text,
	"email" text,
	"vehicle_reg" text,
	"deposit_amount_eur" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"date_to_fit" date,
	"reservation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"source" "reservation_source" DEFAULT 'online' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_deposit_nonnegative" CHECK ("reservations"."deposit_amount_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"tyre_id" text NOT NULL,
	"width" integer NOT NULL,
	"aspect" integer NOT NULL,
	"rim" integer NOT NULL,
	"load_index" text NOT NULL,
	"speed_rating" text NOT NULL,
	"brand" text NOT NULL,
	"model" text,
	"condition" "tyre_condition" NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_eur" numeric(10, 2) NOT NULL,
	"disposal_fee_eur_per_tyre" numeric(10, 2) NOT NULL,
	"line_total_eur" numeric(10, 2) NOT NULL,
	CONSTRAINT "sale_items_quantity_positive" CHECK ("sale_items"."quantity" > 0),
	CONSTRAINT "sale_items_amounts_nonnegative" CHECK ("sale_items"."unit_price_eur" >= 0 AND "sale_items"."disposal_fee_eur_per_tyre" >= 0 AND "sale_items"."line_total_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_year" integer NOT NULL,
	"invoice_seq" integer NOT NULL,
	"invoice_date" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_name" text NOT NULL,
	"vehicle_reg" text,
	"payment_method" "payment_method" DEFAULT 'cash' NOT NULL,
	"subtotal_eur" numeric(10, 2) NOT NULL,
	"total_disposal_eur" numeric(10, 2) NOT NULL,
	"grand_total_eur" numeric(10, 2) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amounts_nonnegative" CHECK ("sales"."subtotal_eur" >= 0 AND "sales"."total_disposal_eur" >= 0 AND "sales"."grand_total_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "tyres" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text,
	"width" integer NOT NULL,
	"aspect" integer NOT NULL,
	"rim" integer NOT NULL,
	"load_index" text NOT NULL,
	"speed_rating" text NOT NULL,
	"condition" "tyre_condition" DEFAULT 'new' NOT NULL,
	"pair_type" "pair_type" DEFAULT 'single' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" "tyre_status" DEFAULT 'available' NOT NULL,
	"unit_price_eur" numeric(10, 2) NOT NULL,
	"disposal_fee_eur_per_tyre" numeric(10, 2) DEFAULT '2.40' NOT NULL,
	"line_total_eur" numeric(12, 2) GENERATED ALWAYS AS ((unit_price_eur + disposal_fee_eur_per_tyre) * quantity) STORED,
	"location" text,
	"notes" text,
	"image_url" text,
	"tread_depth_mm" numeric(3, 1),
	"dot_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tyres_quantity_nonnegative" CHECK ("tyres"."quantity" >= 0),
	CONSTRAINT "tyres_unit_price_nonnegative" CHECK ("tyres"."unit_price_eur" >= 0),
	CONSTRAINT "tyres_disposal_fee_nonnegative" CHECK ("tyres"."disposal_fee_eur_per_tyre" >= 0),
	CONSTRAINT "tyres_size_positive" CHECK ("tyres"."width" > 0 AND "tyres"."aspect" > 0 AND "tyres"."rim" > 0),
	CONSTRAINT "tyres_tread_depth_range" CHECK ("tyres"."tread_depth_mm" IS NULL OR ("tyres"."tread_depth_mm" >= 0 AND "tyres"."tread_depth_mm" <= 30)),
	CONSTRAINT "tyres_dot_code_format" CHECK ("tyres"."dot_code" IS NULL OR "tyres"."dot_code" ~ '^(0[1-9]|[1-4][0-9]|5[0-3])[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tyre_id_tyres_id_fk" FOREIGN KEY ("tyre_id") REFERENCES "public"."tyres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_tyre_id_tyres_id_fk" FOREIGN KEY ("tyre_id") REFERENCES "public"."tyres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_language_slug_idx" ON "blog_posts" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_language_published_idx" ON "blog_posts" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_topic_idx" ON "blog_posts" USING btree ("topic_index");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_sale_idx" ON "invoice_records" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_hash_idx" ON "invoice_records" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "reservations_tyre_idx" ON "reservations" USING btree ("tyre_id");--> statement-breakpoint
CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_items_tyre_idx" ON "sale_items" USING btree ("tyre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_number_idx" ON "sales" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_year_seq_idx" ON "sales" USING btree ("invoice_year","invoice_seq");--> statement-breakpoint
CREATE INDEX "sales_invoice_date_idx" ON "sales" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tyres_listing_size_idx" ON "tyres" USING btree ("width","aspect","rim","brand","id") WHERE "tyres"."status" = 'available' AND "tyres"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "tyres_listing_brand_idx" ON "tyres" USING btree (lower("brand"),"id") WHERE "tyres"."status" = 'available' AND "tyres"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "tyres_listing_order_idx" ON "tyres" USING btree ("brand","id") WHERE "tyres"."status" = 'available' AND "tyres"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "tyres_status_idx" ON "tyres" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tyres_rim_idx" ON "tyres" USING btree ("rim");--> statement-breakpoint
CREATE INDEX "tyres_created_at_idx" ON "tyres" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");