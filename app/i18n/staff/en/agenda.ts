import type agenda from "../es/agenda";

const en = {} satisfies typeof agenda;

export default en;
