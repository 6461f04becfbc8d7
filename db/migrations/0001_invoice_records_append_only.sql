-- Invoice records are append-only (VERI*FACTU): refuse any UPDATE or DELETE.
CREATE OR REPLACE FUNCTION invoice_records_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'invoice_records is append-only: % refused', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoice_records_append_only
  BEFORE UPDATE OR DELETE ON invoice_records
  FOR EACH ROW EXECUTE FUNCTION invoice_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoice_records_no_truncate
  BEFORE TRUNCATE ON invoice_records
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_records_refuse_change();
--> statement-breakpoint
-- Issued invoices are never edited or deleted either.
CREATE OR REPLACE FUNCTION sales_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'issued invoices are never edited or deleted: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_immutable BEFORE UPDATE OR DELETE ON sales FOR EACH ROW EXECUTE FUNCTION sales_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sale_items_immutable BEFORE UPDATE OR DELETE ON sale_items FOR EACH ROW EXECUTE FUNCTION sales_refuse_change();
