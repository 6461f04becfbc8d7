import type invoices from "../es/invoices";

const en = {} satisfies typeof invoices;

export default en;
