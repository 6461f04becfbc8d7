import { DEPOSIT_RULE_LABELS } from "~/domain/reservation-deposit";
import { CONDITION_LABELS } from "~/domain/tyre";
import type reservations from "../es/reservations";

const plural = (n: number) => `${n} ${n === 1 ? "reservation" : "reservations"}`;

const en = {
  title: "Reservations",
  activeCount: (n: number) => `${n} active ${n === 1 ? "reservation" : "reservations"}`,
  statusNav: "Reservation status",
  statuses: { active: "Active", collected: "Collected", cancelled: "Cancelled", expired: "Expired" },
  noActiveBefore: "No active reservations. Reserve a tyre from the ",
  inventoryLink: "inventory",
  noActiveAfter: ".",
  noneWithStatus: (status: string) => `No ${status.toLowerCase()} reservations.`,
  selectAll: "Select all",
  cancelSelected: (n: number) => `Cancel selected (${n})`,
  selectOne: (client: string, tyreId: string) => `Select the reservation for ${client} (tyre ${tyreId})`,
  reservedAt: (when: string, online: boolean) => `Reserved ${when} · ${online ? "online" : "at the shop"}`,
  conditions: CONDITION_LABELS,
  unitsHeld: (n: number) => `${n} ${n === 1 ? "unit" : "units"} held`,
  moreOnSale: (n: number) => ` · ${n} more on sale`,
  vehicle: (reg: string) => `Vehicle: ${reg}`,
  fitOn: (day: string) => `Fit on ${day}`,
  fittingAt: (when: string) => `Fitting appointment: ${when}`,
  depositReceived: (amount: string) => `Deposit received: ${amount}`,
  depositOutcome: {
    return: (amount: string) => `Deposit ${amount} to be returned to the customer`,
    keep: (amount: string) => `Deposit ${amount} kept by the shop`,
  },
  depositRules: DEPOSIT_RULE_LABELS,
  sell: "Sell",
  extend: (days: number) => `Extend ${days} ${days === 1 ? "day" : "days"}`,
  cancel: "Cancel reservation",
  ready: {
    link: "WhatsApp: it's ready",
    linkLabel: (name: string) => `Open WhatsApp with the "it's ready" message for ${name}`,
    markSent: "Mark sent",
    markSentLabel: (name: string) => `Mark the "it's ready" message to ${name} as sent`,
    marked: "Message marked as sent (kept in the audit log).",
    failed: "Could not mark the message as sent",
    invalid: "Invalid message",
    notFound: "That record no longer exists",
  },
  hold: {
    until: (when: string, left: string) => `Held until ${when} · ${left}`,
    noEnd: "Held until staff end it (no expiry)",
    collected: (when: string) => `Collected ${when}`,
    cancelled: (byCustomer: boolean, when: string) => `Cancelled ${byCustomer ? "by the customer" : "by staff"} ${when}`,
    expired: (when: string) => `Expired ${when}`,
    invoice: "invoice",
  },
  expires: {
    days: (n: number) => `${n} days`,
    hours: (n: number) => `${n} hours`,
    minutes: (n: number) => `${n} minutes`,
    in: (unit: string) => `expires in ${unit}`,
    ago: (unit: string) => `expired ${unit} ago`,
  },
  shared: {
    note: (byPhone: boolean, others: number) =>
      `Same ${byPhone ? "phone" : "address"} as ${others} other online ${others === 1 ? "hold" : "holds"}`,
    cancelAll: (n: number) => `Cancel all ${n}`,
  },
  confirm: {
    titleOne: "Cancel this reservation?",
    titleMany: (n: number) => `Cancel ${plural(n)}?`,
    bodyOne: (client: string, units: number, tyreId: string) =>
      `The reservation for ${client} is marked cancelled and its ${units} ${units === 1 ? "unit" : "units"} of tyre ${tyreId} go back on sale.`,
    bodyMany: (n: number, rule: string) =>
      `The ${plural(n)} you selected are marked cancelled and their units go back on sale. Deposits: ${rule.toLowerCase()}.`,
    keepOne: "Keep reservation",
    keepMany: "Keep them",
    yesOne: "Yes, cancel it",
    yesMany: "Yes, cancel them",
    withFitting: (when: string) => `Also cancel its fitting appointment (${when})`,
    withFittings: (n: number) => `Also cancel their ${n === 1 ? "fitting appointment" : `${n} fitting appointments`}`,
  },
  toasts: {
    cancelled: "Reservation cancelled",
    cancelledMany: (n: number) => `${plural(n)} cancelled`,
    noneCancelled: "No reservations cancelled",
    heldUntil: (when: string) => `Held until ${when}`,
    notFoundCount: (n: number) => `${n} not found`,
    alreadyEnded: (n: number, status: "active" | "collected" | "cancelled" | "expired") => `${n} already ${status}`,
    failedCancelMany: "Failed to cancel reservations",
    failedCancel: "Failed to cancel reservation",
    failedExtend: "Failed to extend reservation",
    atMost: (n: number) => `at most ${n} at a time`,
    noneSelected: "none selected",
    invalidRequest: "invalid request",
    unknownAction: "Unknown action",
  },
  refusals: {
    notFound: "Reservation not found",
    ended: (status: "active" | "collected" | "cancelled" | "expired") => `Reservation already ${status}`,
    noEnd: "This reservation is held until staff end it: it has no end to extend",
  },
} satisfies typeof reservations;

export default en;
