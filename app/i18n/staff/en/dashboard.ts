import type dashboard from "../es/dashboard";

const en = {
  title: "Dashboard",
  subtitle: "Overview of your tyre inventory",
  activeReservations: (n: number) => `${n} active ${n === 1 ? "reservation" : "reservations"}`,
  endOfDay: "End of day",
  todayAppointments: (n: number) => `Today: ${n} ${n === 1 ? "appointment" : "appointments"}`,
  todaySales: (n: number, total: string) => `Today: ${n} ${n === 1 ? "invoice" : "invoices"}, ${total}`,
  newRequests: (n: number) => `${n} ${n === 1 ? "request" : "requests"} for sizes not in stock`,
  failedMail: (n: number) => `${n} ${n === 1 ? "e-mail" : "e-mails"} not delivered`,
  backupWarning: {
    failed: (day, error) => `The last backup (${day}) failed: ${error ?? "unknown error"}`,
    none: "No backup has been completed yet",
    old: (days, day) => `The last backup is ${days} days old (${day})`,
  },
  verifactu: {
    title: (daysLeft: string, date: string) => `VERI*FACTU: ${daysLeft} (required from ${date})`,
    open: "Open VERI*FACTU",
  },
  cards: {
    tyresInStock: "Total Tyres in Stock",
    tyresInStockHint: "Available tyres",
    stockValue: "Total Stock Value",
    stockValueHint: "Sold + remaining",
    valueSold: "Value Sold",
    valueSoldHint: (tyres: string, services: string) => `Tyres ${tyres} · services ${services}`,
    remaining: "Remaining Stock Value",
    remainingHint: "Available tyres, incl. disposal",
  },
  quotes: {
    title: "Quotes",
    open: "Open quotes",
    openHint: "Unanswered and still valid",
    accepted: "Accepted this month",
    worth: (eur: string) => `Worth ${eur}`,
    share: (percent: number, accepted: number, answered: number) => `${percent}% of those answered this month (${accepted} of ${answered})`,
    noneAnswered: "None answered this month",
    followUps: "Follow-ups waiting",
    followUpsHint: "Work customers declined, to call them about",
  },
  charts: {
    byCondition: "Stock by Condition",
    byRim: "Stock by Rim Size",
    loading: "Loading chart",
    tyres: (n: string) => `${n} tyres`,
    quantity: "Quantity",
    empty: "No tyres in stock",
  },
} satisfies typeof dashboard;

export default en;
