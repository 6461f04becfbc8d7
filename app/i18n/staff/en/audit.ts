import type audit from "../es/audit";

const en = {} satisfies typeof audit;

export default en;
