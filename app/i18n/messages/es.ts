// Spanish messages: the source of every public text. Each area lives in its own file under es/.
import appointments from "./es/appointments";
import common from "./es/common";
import info from "./es/info";
import invoiceMail from "./es/invoice-mail";
import quote from "./es/quote";
import reminders from "./es/reminders";
import quoteMail from "./es/quote-mail";
import store from "./es/store";

const es = { ...common, ...store, ...info, ...appointments, ...invoiceMail, ...quote, ...quoteMail, ...reminders };
export type Messages = typeof es;
export default es;
