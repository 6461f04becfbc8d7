import type audit from "../es/audit";

const en = {
  title: "Audit log",
  intro: "Who changed what and when, newest first. Entries are kept for good and never edited.",
  filterLabel: "Kind of change",
  all: "All",
  kinds: {
    settings: "Settings",
    staff: "Staff accounts",
    price: "Tyre prices",
    stock: "Stock",
    invoice: "Invoices",
    reservation: "Reservations",
    security: "Sign-ins and backups",
    blog: "Blog",
    customer: "Customers",
    quote: "Quotes",
  },
  loading: "Loading…",
  count: (n: number, kind: string | null) => `${n} ${n === 1 ? "entry" : "entries"}${kind ? ` of kind ${kind.toLowerCase()}` : ""}`,
  empty: "Nothing recorded yet.",
  beforeAndAfter: "Before and after",
  details: "Details",
  before: "Before: ",
  after: "After: ",
  none: "(none)",
  older: "Older entries",
  values: {
    noDates: "none",
    days: (n: number) => `${n} days`,
    required: "required",
    notRequired: "not required",
    upTo: (rim: number, price: string) => `up to R${rim} ${price}`,
    larger: (price: string) => `larger ${price}`,
    speedRating: (code: string, price: string) => `speed rating ${code} ${price}`,
  },
} satisfies typeof audit;

export default en;
