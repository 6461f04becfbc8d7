import type customers from "../es/customers";

const en = {} satisfies typeof customers;

export default en;
