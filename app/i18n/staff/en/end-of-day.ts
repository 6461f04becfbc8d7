import type endOfDay from "../es/end-of-day";

const en = {} satisfies typeof endOfDay;

export default en;
