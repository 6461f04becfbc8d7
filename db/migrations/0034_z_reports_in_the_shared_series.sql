-- The Z reports' numbers join the shop's other numbered series (invoice_counters, series "Z"):
-- one counter table and one way to take a number. The counts move as they are.
INSERT INTO "invoice_counters" ("series", "year", "last_number") SELECT 'Z', "year", "last_number" FROM "z_counters" ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = GREATEST("invoice_counters"."last_number", EXCLUDED."last_number");--> statement-breakpoint
DROP TABLE "z_counters" CASCADE;
