// The back-office texts of the invoices (/invoices, /invoices/:id), returns and the printed invoice. Spanish is the source; en/invoices.ts is typed against it.
const invoices = {};

export default invoices;
