import { JOB_LABELS } from "~/domain/appointments";
import { STAFF_APPOINTMENT_MESSAGES } from "~/domain/appointments";
import type agenda from "../es/agenda";

const en = {
  title: "Agenda",
  heading: (when: string) => `Agenda · ${when}`,
  weekOf: (day: string) => `Week of ${day}`,
  previous: "Previous",
  next: "Next",
  today: "Today",
  day: "Day",
  week: "Week",
  jobs: JOB_LABELS,
  statuses: { booked: "booked", done: "done", "no-show": "no-show", cancelled: "cancelled" },
  closed: "The shop is closed this day.",
  noAppointments: "No appointments.",
  lift: (n: number) => `Lift ${n}`,
  ended: "Ended",
  card: {
    noPlate: "no plate",
    reservation: (id: number) => `reservation #${id}`,
    reservedTyre: (units: number, tyre: string, id: string) => `${units} × ${tyre} (${id}) held`,
    done: "Done",
    noShow: "No-show",
    cancel: "Cancel",
    move: "Move",
    newDay: "New day",
    newTime: "New time",
    freeOnDay: (times: string) => `Free on the shown day: ${times}`,
    moveHere: "Move here",
    sell: "Sell",
    notAdded: (what: string) => `Not added (add it at the checkout): ${what}`,
    replaceTitle: "The basket holds another sale",
    replaceBody: (n: number) =>
      `The basket already holds ${n} ${n === 1 ? "line" : "lines"} not of this appointment. If you go on, they are removed and the basket holds the reserved tyre and the job's services.`,
    keepBasket: "Leave the basket as it is",
    replaceBasket: "Replace the basket",
    /** A job's service "Sell" could not add, named in the toast above. */
    missing: {
      fittingNoSize: "fitting (no tyre size)",
      fittingNoPackage: (rim: number) => `fitting (no R${rim} package)`,
      notInCatalogue: (code: string) => `${code} (not in the services list)`,
      noSize: (name: string) => `${name} (no tyre size)`,
    },
  },
  book: {
    title: "Book for a customer on the phone",
    job: "Job",
    time: "Time",
    noFreeTime: "No free time this day",
    name: "Customer name",
    phone: "Phone",
    plate: "Plate (optional)",
    email: "E-mail (optional)",
    submit: "Book",
  },
  messages: STAFF_APPOINTMENT_MESSAGES,
  toasts: {
    notBooked: (why: string) => `Not booked: ${why}`,
    booked: (name: string, time: string) => `Booked ${name} at ${time}`,
    notMoved: (why: string) => `Not moved: ${why}`,
    moved: (day: string, time: string) => `Moved to ${day} ${time}`,
    marked: (status: string) => `Appointment marked ${status}`,
    invalidRequest: "Invalid request",
    failed: "Failed to change the agenda",
  },
} satisfies typeof agenda;

export default en;
