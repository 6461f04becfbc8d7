ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "email_key" text;--> statement-breakpoint
CREATE INDEX "reservations_active_client_idx" ON "reservations" USING btree ("client_key") WHERE "reservations"."status" = 'active' and "reservations"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "reservations_active_phone_idx" ON "reservations" USING btree ("phone_key") WHERE "reservations"."status" = 'active' and "reservations"."phone_key" is not null;--> statement-breakpoint
CREATE INDEX "reservations_active_email_idx" ON "reservations" USING btree ("email_key") WHERE "reservations"."status" = 'active' and "reservations"."email_key" is not null;--> statement-breakpoint
-- Holds already active count too: their phone and e-mail keys, normalised as the app does
-- (digits only, a leading 00 dropped, then a leading 34 of an 11-digit number; e-mail trimmed and
-- lower-cased). Their address was never stored.
UPDATE "reservations" SET
  "email_key" = nullif(lower(btrim("email")), ''),
  "phone_key" = nullif(
    (SELECT CASE WHEN length(d2) = 11 AND d2 LIKE '34%' THEN substr(d2, 3) ELSE d2 END
       FROM (SELECT CASE WHEN d LIKE '00%' THEN substr(d, 3) ELSE d END AS d2
               FROM (SELECT regexp_replace(coalesce("contact_number", ''), '\D', '', 'g') AS d) a) b),
    '')
WHERE "source" = 'online' AND "status" = 'active';
