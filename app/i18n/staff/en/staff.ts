import type staff from "../es/staff";

const en = {} satisfies typeof staff;

export default en;
