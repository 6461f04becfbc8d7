ALTER TABLE "appointments" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "form_key_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id");--> statement-breakpoint
-- Existing appointments get their customer record as a booking now finds it: the record of the
-- reservation it was booked with; otherwise the record its phone (as its international digits,
-- the phone rule's one normalisation: "+34 600…", "0034 600…" and "600…" are one number), its
-- e-mail (trimmed, lower-cased) or its plate (no spaces or hyphens, in capitals) points at, when
-- exactly one record is pointed at. Details that point at two records link the appointment to none.
WITH typed AS (
  SELECT a.id, r.customer_id AS by_reservation,
    regexp_replace(a.phone, '^\s+|\s+$', '', 'g') AS phone,
    lower(regexp_replace(coalesce(a.email, ''), '^\s+|\s+$', '', 'g')) AS email,
    upper(regexp_replace(coalesce(a.plate, ''), '[\s-]', '', 'g')) AS plate
  FROM appointments a LEFT JOIN reservations r ON r.id = a.reservation_id
), keyed AS (
  SELECT t.id, t.by_reservation, t.email, t.plate,
    CASE
      WHEN t.phone !~ '^\+?[0-9\s().-]+$' THEN NULL
      WHEN t.phone LIKE '+%' THEN regexp_replace(t.phone, '\D', '', 'g')
      WHEN regexp_replace(t.phone, '\D', '', 'g') LIKE '00%' THEN substr(regexp_replace(t.phone, '\D', '', 'g'), 3)
      WHEN length(regexp_replace(t.phone, '\D', '', 'g')) = 9 THEN '34' || regexp_replace(t.phone, '\D', '', 'g')
    END AS phone_digits
  FROM typed t
), pointed AS (
  SELECT k.id, k.by_reservation, m.customer_id
  FROM keyed k
  LEFT JOIN LATERAL (
    SELECT c.id AS customer_id FROM customers c WHERE c.phone_key = k.phone_digits
    UNION SELECT c.id FROM customers c WHERE k.email <> '' AND c.email_key = k.email
    UNION SELECT v.customer_id FROM vehicles v WHERE k.plate <> '' AND v.plate_key = k.plate
  ) m ON true
), chosen AS (
  SELECT id, coalesce(max(by_reservation), CASE WHEN count(DISTINCT customer_id) = 1 THEN max(customer_id) END) AS customer_id
  FROM pointed GROUP BY id
)
UPDATE "appointments" a SET "customer_id" = chosen.customer_id
FROM chosen WHERE chosen.id = a.id AND chosen.customer_id IS NOT NULL;
