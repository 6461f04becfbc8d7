import type settings from "../es/settings";

const en = {} satisfies typeof settings;

export default en;
