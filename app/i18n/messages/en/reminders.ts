import type reminders from "../es/reminders";

const en = {
  reminderMail: {
    subject: {
      "declined-work": (shop: string) => `${shop}: shall we look at what was left?`,
      "tyre-age": (shop: string) => `${shop}: your tyres turn five`,
      itv: (shop: string) => `${shop}: your ITV is coming up`,
      autumn: (shop: string) => `${shop}: autumn is here, time for winter tyres`,
      spring: (shop: string) => `${shop}: spring is here, time to change tyres`,
    },
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    declinedWork: (what: string, plate: string | null) =>
      `When you came to the workshop we saw this${plate ? ` on ${plate}` : ""} and it was left for later: ${what}. Shall we look at it?`,
    tyreAge: (plate: string | null, dot: string, year: string) =>
      `The tyres we fitted${plate ? ` on ${plate}` : ""} were made in ${year} (DOT ${dot}) and are now five years old. Rubber ages even with tread left: we'll check them for free.`,
    itv: (plate: string | null, date: string) =>
      `The ITV${plate ? ` of ${plate}` : ""} is due on ${date}. Tyres are among the first things they check: come by before and we'll check them for free.`,
    autumn:
      "The cold is coming: if you use winter tyres, now is a good time to fit them; if they are all-season, we'll check their tread and pressure.",
    spring:
      "The warm weather is here: if you have winter tyres on, now is a good time to change them; if they are all-season, we'll check their tread and pressure.",
    book: "Book an appointment here:",
    call: (phone: string) => `Or call us on ${phone}.`,
    signature: "Best regards,",
    why: (shop: string) => `You are receiving this because you agreed to reminders from ${shop}.`,
    unsubscribe: "If you'd rather not receive them, unsubscribe here:",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe",
    title: "Stop receiving reminders",
    text: "We'll stop sending you reminders by e-mail. You can ask for them again at the shop whenever you like.",
    phone: "Don't call me or write to me on WhatsApp either",
    confirm: "Unsubscribe me",
    submitting: "One moment...",
    doneTitle: "You're unsubscribed",
    doneText: "We won't send you any more reminders by e-mail.",
    donePhone: "We won't call you or write to you on WhatsApp either.",
    alreadyTitle: "You're already unsubscribed",
    alreadyText: "We don't send you reminders. If you'd like them again, tell the shop.",
    invalidTitle: "Invalid link",
    invalidText: "This unsubscribe link is not valid. If you'd rather not receive reminders, call us or write to us on WhatsApp.",
    failed: "We couldn't unsubscribe you. Please try again or call us.",
    home: "Back to the shop",
  },
} satisfies typeof reminders;
export default en;
