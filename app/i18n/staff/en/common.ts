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
  identity: {
    wrongPassword: "The password is not right",
    wrongCode: "That code is not right: type the one the app shows now",
    usedCode: "That code was used already: wait for the next one",
    enterCode: "Enter the 6-digit code from the app",
    tooManyChecks: "Too many wrong passwords or codes. Please wait 15 minutes and try again.",
  },
  image: {
    empty: "The file is empty (0 bytes).",
    notAnImage: "The file is not a JPEG, PNG or WebP image.",
    tooLarge: (mb: number, maxMb: number) => `The image is ${mb} MB; at most ${maxMb} MB is accepted.`,
    unreadable: (format: string) => `The ${format} image cannot be read (damaged file?).`,
    tooManyPixels: (width: number, height: number, megapixels: number, maxMegapixels: number) =>
      `The image is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels (${megapixels} megapixels); at most ${maxMegapixels} megapixels is accepted.`,
  },
} satisfies typeof common;

export default en;
