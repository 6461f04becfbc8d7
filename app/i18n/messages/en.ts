import type { Messages } from "./es";
import common from "./en/common";
import info from "./en/info";
import store from "./en/store";

const en = { ...common, ...store, ...info } satisfies Messages;
export default en;
