import type dashboard from "../es/dashboard";

const en = {} satisfies typeof dashboard;

export default en;
