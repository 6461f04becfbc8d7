import type { Messages } from "./es";
import appointments from "./en/appointments";
import common from "./en/common";
import info from "./en/info";
import store from "./en/store";

const en = { ...common, ...store, ...info, ...appointments } satisfies Messages;
export default en;
