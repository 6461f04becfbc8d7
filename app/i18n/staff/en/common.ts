import { IDENTITY_MESSAGES } from "~/domain/staff-accounts";
import { IMAGE_REJECTION_MESSAGES } from "~/lib/stored-image";
import { SHARED_ERRORS } from "~/i18n/messages/en/common";
import type common from "../es/common";

const en = {
  menu: {
    dashboard: "Dashboard",
    inventory: "Inventory",
    checkout: "Checkout",
    invoices: "Invoices",
    verifactu: "VERI*FACTU",
    reservations: "Reservations",
    import: "Import",
    blog: "Blog",
    services: "Services",
    settings: "Settings",
    staff: "Staff",
    audit: "Audit log",
    mail: "E-mail",
    agenda: "Agenda",
    endOfDay: "End of day",
    requests: "Requests",
    customers: "Customers",
    quotes: "Quotes",
    followUps: "Follow-ups",
    reminders: "To contact",
  },
  layout: {
    adminMenu: "Admin menu",
    more: "More",
    account: "Account",
    logout: "Logout",
    cart: "Cart",
    cartCount: (n: number) => `Cart: ${n} ${n === 1 ? "item" : "items"}`,
  },
  /** The close button of a dialog (its accessible name). */
  close: "Close",
  print: "Print",
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  errors: {
    title: "Something went wrong",
    detail: "Please try again in a moment.",
    notFoundTitle: "Oops! Page not found",
    ...SHARED_ERRORS,
    forbiddenDetail: "This page is for the shop's staff only.",
    retryDetail: "Go back and try again.",
    backToDashboard: "Back to the dashboard",
    askOwnerTitle: "Ask the owner",
    askOwnerDetail: "Only the owner can open this page. Ask the owner to do it for you.",
  },
  languageNames: { es: "Español", en: "English" },
  identity: IDENTITY_MESSAGES,
  image: IMAGE_REJECTION_MESSAGES,
} satisfies typeof common;

export default en;
