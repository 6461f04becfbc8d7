// The back-office texts of the customers and their vehicles (/customers, /customers/:id). Spanish is the source; en/customers.ts is typed against it.
const customers = {};

export default customers;
