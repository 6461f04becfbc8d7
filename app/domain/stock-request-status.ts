// A "we can get it" request's life: new until staff answer the customer, then answered, then
// closed (got it, or the customer no longer wants it). Imported by the database schema: no imports.
export const STOCK_REQUEST_STATUSES = ["new", "answered", "closed"] as const;
export type StockRequestStatus = (typeof STOCK_REQUEST_STATUSES)[number];
