CREATE TABLE "tyre_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tyre_id" text NOT NULL,
	"position" integer NOT NULL,
	"image" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tyre_photos_position_nonnegative" CHECK ("tyre_photos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tyre_photos" ADD CONSTRAINT "tyre_photos_tyre_id_tyres_id_fk" FOREIGN KEY ("tyre_id") REFERENCES "public"."tyres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_photos_tyre_position_idx" ON "tyre_photos" USING btree ("tyre_id","position");