import type { Messages } from "./es";
import common from "./en/common";
import info from "./en/info";
import invoiceMail from "./en/invoice-mail";
import store from "./en/store";

const en = { ...common, ...store, ...info, ...invoiceMail } satisfies Messages;
export default en;
