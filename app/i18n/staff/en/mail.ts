import type mail from "../es/mail";

const en = {} satisfies typeof mail;

export default en;
