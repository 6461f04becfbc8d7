import type requests from "../es/requests";

const en = {
  title: "Requests",
  noneWaiting: "No request is waiting for an answer.",
  waiting: (n: number) => `${n} waiting for an answer.`,
  intro: "Customers ask here for sizes we have not in stock; call them back with a price and a date.",
  empty: "No requests yet.",
  list: "Requests",
  statuses: { new: "New", answered: "Answered", closed: "Closed" },
  asked: (when: string, language: string) => `Asked ${when} · ${language}`,
  languages: { es: "Spanish", en: "English" },
  markAnswered: "Mark answered",
  close: "Close",
  backToNew: "Back to new",
  label: (id: number, size: string, name: string) => `#${id} ${size} for ${name}`,
  nowStatus: (label: string, status: string) => `Request ${label} is now ${status.toLowerCase()}`,
  alreadyStatus: (label: string, status: string) => `Request ${label} was already ${status.toLowerCase()}`,
  failed: "Failed to mark the request",
  /** The refusal of a request that is gone. */
  gone: "That request does not exist",
  /** The status form's messages. */
  form: { unknown: "Unknown request", chooseStatus: "Choose new, answered or closed" },
} satisfies typeof requests;

export default en;
