import { JOB_LABELS } from "~/domain/appointments";
import { CONDITION_LABELS } from "~/domain/tyre";
import type mail from "../es/mail";

const en = {
  title: "E-mail",
  summaryNoServer: "No e-mail has reached anyone: there is no mail server.",
  summaryAllSent: "Every e-mail has gone out.",
  summary: (failed: number, retrying: number, attempts: number) =>
    `${failed} failed, ${retrying} being retried. A message that fails is tried again with growing delays, the last a day apart, and given up after ${attempts} attempts.`,
  nothingWaiting: "Nothing waiting: customers and the shop got every message.",
  nothingToRetry: "Nothing waiting to be retried.",
  listLabel: "E-mail not delivered",
  failed: "Failed",
  retrying: "Retrying",
  queued: (when: string) => `Queued ${when}`,
  queuedAgain: (when: string | null) => `queued again, goes out ${when}`,
  attempts: (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`,
  gaveUp: (when: string | null) => `gave up ${when}`,
  nextTry: (when: string | null) => `next try ${when}`,
  queuing: "Queuing…",
  sendAgain: "Send again",
  failedResend: "Failed to send again",
  resent: (to: string) => `Queued again: the e-mail to ${to} goes out within a minute`,
  resend: {
    unknown: "Unknown message",
    notFailed: "That message is not a failed one (already sent, queued again or unknown)",
  },
  notSetUp: {
    title: "E-mail is not set up: messages are saved as files and nobody received them.",
    where: "They are in ",
    howBefore: ". To send them, set ",
    howMiddle: " to the shop's mail server (for example ",
    howAfter: ", from your e-mail provider) and restart the shop; see the README, \u201cE-mail\u201d.",
    /** What a counter account reads instead of the technical part (the folder, SMTP_URL). */
    forCounter: "The owner can set it up in the shop's configuration.",
  },
  shop: {
    newReservation: {
      subject: (tyreId: string, size: string, client: string) => `New reservation: ${tyreId} ${size} for ${client}`,
      intro: (id: number) => `New online reservation #${id}.`,
      customer: "Customer",
      phone: "Phone",
      email: "E-mail",
      vehicleReg: "Vehicle registration",
      tyre: (id: string, name: string) => `Tyre ${id}: ${name}`,
      units: "Units",
      size: "Size",
      condition: "Condition",
      conditions: CONDITION_LABELS,
      price: (amount: string) => `Price: ${amount} per tyre`,
      notes: "Notes",
      heldUntil: (when: string) => `Held until ${when}.`,
      all: "All reservations",
    },
    ended: {
      subjectExpired: (tyreId: string, client: string) => `Reservation expired: ${tyreId} for ${client}`,
      subjectCancelled: (tyreId: string, client: string) => `Reservation cancelled: ${tyreId} for ${client}`,
      line: (id: number, client: string, tyre: string, expired: boolean, available: boolean) =>
        `Reservation #${id} for ${client} (tyre ${tyre}) ${expired ? "expired" : "was cancelled by the customer"}; ${available ? "the tyre is available again" : "the tyre was not reserved any more"}.`,
    },
    appointment: {
      verbs: { new: "New appointment", moved: "Appointment moved", cancelled: "Appointment cancelled" },
      jobs: JOB_LABELS,
      subject: (verb: string, when: string, customer: string) => `${verb}: ${when} for ${customer}`,
      customer: "Customer",
      phone: "Phone",
      email: "E-mail",
      plate: "Plate",
      agenda: "Agenda",
    },
  },
} satisfies typeof mail;

export default en;
