import type { Messages } from "./es";
import appointments from "./en/appointments";
import common from "./en/common";
import info from "./en/info";
import invoiceMail from "./en/invoice-mail";
import quote from "./en/quote";
import reminders from "./en/reminders";
import quoteMail from "./en/quote-mail";
import store from "./en/store";

const en = { ...common, ...store, ...info, ...appointments, ...invoiceMail, ...quote, ...quoteMail, ...reminders } satisfies Messages;
export default en;
