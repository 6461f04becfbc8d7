import type followUps from "../es/followups";

const en: typeof followUps = {
  title: "Follow-ups",
  intro: "Work customers declined: oldest first, to call them back or make them a quote.",
  none: "No declined work to follow up.",
  declinedOn: (date: string, days: number) =>
    `Declined on ${date} (${days === 0 ? "today" : `${days} ${days === 1 ? "day" : "days"} ago`})`,
  tread: (mm: string) => `Tread ${mm} mm`,
  fromQuote: "From a quote",
  atTill: "Noted at the counter",
  unknownCustomer: "No customer record",
  makeQuote: "Make a quote",
  close: "Close",
  keep: "Keep it",
  closeTitle: "Close this follow-up?",
  closeBody: "It will leave the list. Use it when the customer had it done elsewhere or no longer has the vehicle.",
  call: "Call",
  whatsapp: "WhatsApp",
  note: {
    title: "Note declined work",
    intro: "What the customer did not want done today: it stays on their vehicle and on this list.",
    plate: "Plate",
    description: "What was declined",
    tread: "Tread (mm)",
    reason: "Reason (optional)",
    save: "Note it",
    saving: "Saving…",
  },
  form: {
    description: "Say what was declined (e.g. rear tyres)",
    descriptionTooLong: "The description must be at most 200 characters",
    tread: "Enter the tread in millimetres, like 2.5",
    reasonTooLong: "The reason must be at most 500 characters",
    plate: "Enter the plate as letters and digits (e.g. 1234 ABC)",
    plateOrCustomer: "Enter the vehicle's plate",
    badId: "Invalid follow-up",
  },
  refusals: {
    notFound: "That follow-up does not exist",
    ended: "That follow-up was already dealt with",
  },
  toasts: {
    noted: "Declined work noted",
    closed: "Follow-up closed",
    failed: "Could not save",
  },
  atCheckout: (n: number) => (n === 1 ? "1 declined job open on this vehicle" : `${n} declined jobs open on this vehicle`),
  noteAtCheckout: "Note declined work",
};

export default en;
