import type inventory from "../es/inventory";

const en = {} satisfies typeof inventory;

export default en;
