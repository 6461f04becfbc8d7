ALTER TABLE "appointments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "phone_key" text;--> statement-breakpoint
CREATE INDEX "appointments_booked_client_idx" ON "appointments" USING btree ("client_key") WHERE "appointments"."status" = 'booked' and "appointments"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "appointments_booked_phone_idx" ON "appointments" USING btree ("phone_key") WHERE "appointments"."status" = 'booked' and "appointments"."phone_key" is not null;--> statement-breakpoint
CREATE INDEX "appointments_client_created_idx" ON "appointments" USING btree ("client_key","created_at");
