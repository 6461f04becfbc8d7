-- Staff inventory text search (decision 022): a trigram GIN index on the brand + model search
-- text (tyreSearchText in db/schema.ts, used verbatim by app/server/inventory.server.ts), so
-- `... ILIKE '%word%'` is index-backed for words of 3+ characters. pg_trgm ships with PostgreSQL's
-- contrib (in Debian's postgresql package); PGlite must be opened with the extension loaded
-- (createPGlite in app/server/db.server.ts). Creating it needs a superuser or, since pg_trgm is a
-- trusted extension (PostgreSQL 13+), a role with CREATE on the database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "tyres_search_trgm_idx" ON "tyres" USING gin (("brand" || ' ' || coalesce("model", '')) gin_trgm_ops);
