import type importing from "../es/import";

const en = {} satisfies typeof importing;

export default en;
