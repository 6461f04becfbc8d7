import type checkout from "../es/checkout";

const en = {} satisfies typeof checkout;

export default en;
