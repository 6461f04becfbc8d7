import type reminders from "../es/reminders";

const en = {
  title: "To contact",
  intro:
    "Reminders to call or write on WhatsApp to customers who agreed to be contacted. Opening the link is not contacting: mark it done once you have spoken or written.",
  build: "Build today's list",
  building: "Building…",
  emailedToday: (n: number) => (n === 1 ? "1 reminder went by e-mail today." : `${n} reminders went by e-mail today.`),
  none: "Nobody to contact now.",
  kinds: {
    "declined-work": "Declined work",
    "tyre-age": "Five-year-old tyres",
    itv: "ITV",
    season: "Season change",
  },
  tyreAge: (dot: string) => `DOT ${dot}`,
  itv: (date: string) => `ITV on ${date}`,
  seasons: { autumn: "Autumn: winter tyres", spring: "Spring: change the winter tyres" },
  since: (day: string) => `Since ${day}`,
  language: { es: "Speaks Spanish", en: "Speaks English" },
  call: "Call",
  whatsapp: "WhatsApp",
  whatsappTo: (name: string) => `Write on WhatsApp to ${name}`,
  callTo: (name: string) => `Call ${name}`,
  markDone: "Done",
  markDoneFor: (name: string) => `Mark done: ${name}`,
  marking: "Saving…",
  toasts: {
    built: (emailed: number, listed: number) => `List built: ${emailed} by e-mail, ${listed} to call or write`,
    done: "Marked done",
    failedBuild: "Failed to build the list",
    failedDone: "Failed to mark it done",
    unknownAction: "Unknown action",
  },
  refusals: {
    notWaiting: "That reminder is already done, or no longer waiting",
  },
} satisfies typeof reminders;

export default en;
