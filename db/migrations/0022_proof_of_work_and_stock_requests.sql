CREATE TABLE "proofs_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"notes" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "stock_requests_quantity_range" CHECK ("stock_requests"."quantity" BETWEEN 1 AND 20),
	CONSTRAINT "stock_requests_status_valid" CHECK ("stock_requests"."status" IN ('new', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "proofs_spent_expires_at_idx" ON "proofs_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stock_requests_status_idx" ON "stock_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stock_requests_client_key_idx" ON "stock_requests" USING btree ("client_key","created_at");