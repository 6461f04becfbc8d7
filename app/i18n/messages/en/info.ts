import type info from "../es/info";

const en = {} satisfies typeof info;
export default en;
