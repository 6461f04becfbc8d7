import type store from "../es/store";

const en = {} satisfies typeof store;
export default en;
