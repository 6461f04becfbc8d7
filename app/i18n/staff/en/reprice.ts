import type reprice from "../es/reprice";

const en = {} satisfies typeof reprice;

export default en;
