import type reservations from "../es/reservations";

const en = {} satisfies typeof reservations;

export default en;
