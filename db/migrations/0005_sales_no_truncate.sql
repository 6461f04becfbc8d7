-- Issued invoices and their lines are never edited or deleted, and TRUNCATE (which row triggers do
-- not see) is refused too, as it already is for invoice_records.
CREATE TRIGGER sales_no_truncate BEFORE TRUNCATE ON sales FOR EACH STATEMENT EXECUTE FUNCTION sales_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sale_items_no_truncate BEFORE TRUNCATE ON sale_items FOR EACH STATEMENT EXECUTE FUNCTION sales_refuse_change();
