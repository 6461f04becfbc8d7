// The back-office's message catalogue: Spanish (es/*) is the source, English (en/*) is typed
// against it, so both have the same keys. One file per area (common, login, account...).
import type { Locale } from "../../lib/locale";
import enAccount from "./en/account";
import enAudit from "./en/audit";
import enCommon from "./en/common";
import enLogin from "./en/login";
import enPosts from "./en/posts";
import enVerifactu from "./en/verifactu";
import esAccount from "./es/account";
import esAudit from "./es/audit";
import esCommon from "./es/common";
import esLogin from "./es/login";
import esPosts from "./es/posts";
import esVerifactu from "./es/verifactu";
import enInventory from "./en/inventory";
import esInventory from "./es/inventory";
import enImport from "./en/import";
import esImport from "./es/import";
import enReprice from "./en/reprice";
import esReprice from "./es/reprice";
import enRequests from "./en/requests";
import esRequests from "./es/requests";
import enCheckout from "./en/checkout";
import esCheckout from "./es/checkout";
import enServices from "./en/services";
import esServices from "./es/services";
import enInvoices from "./en/invoices";
import esInvoices from "./es/invoices";
import enEndOfDay from "./en/end-of-day";
import esEndOfDay from "./es/end-of-day";
import enDashboard from "./en/dashboard";
import esDashboard from "./es/dashboard";
import enReservations from "./en/reservations";
import esReservations from "./es/reservations";
import enAgenda from "./en/agenda";
import esAgenda from "./es/agenda";
import enCustomers from "./en/customers";
import esCustomers from "./es/customers";
import enMail from "./en/mail";
import esMail from "./es/mail";
import enStaff from "./en/staff";
import esStaff from "./es/staff";
import enSettings from "./en/settings";
import esSettings from "./es/settings";
import enQuotes from "./en/quotes";
import enFollowUps from "./en/followups";
import esFollowUps from "./es/followups";
import esQuotes from "./es/quotes";
import enReminders from "./en/reminders";
import esReminders from "./es/reminders";

const es = {
  ...esCommon,
  login: esLogin,
  account: esAccount,
  audit: esAudit,
  posts: esPosts,
  verifactu: esVerifactu,
  inventory: esInventory,
  importing: esImport,
  reprice: esReprice,
  requests: esRequests,
  checkout: esCheckout,
  services: esServices,
  invoices: esInvoices,
  endOfDay: esEndOfDay,
  dashboard: esDashboard,
  reservations: esReservations,
  agenda: esAgenda,
  customers: esCustomers,
  mail: esMail,
  staff: esStaff,
  settings: esSettings,
  quotes: esQuotes,
  followUps: esFollowUps,
  reminders: esReminders,
};
export type StaffMessages = typeof es;
const en = {
  ...enCommon,
  login: enLogin,
  account: enAccount,
  audit: enAudit,
  posts: enPosts,
  verifactu: enVerifactu,
  inventory: enInventory,
  importing: enImport,
  reprice: enReprice,
  requests: enRequests,
  checkout: enCheckout,
  services: enServices,
  invoices: enInvoices,
  endOfDay: enEndOfDay,
  dashboard: enDashboard,
  reservations: enReservations,
  agenda: enAgenda,
  customers: enCustomers,
  mail: enMail,
  staff: enStaff,
  settings: enSettings,
  quotes: enQuotes,
  followUps: enFollowUps,
  reminders: enReminders,
} satisfies StaffMessages;

const CATALOGUE: Record<Locale, StaffMessages> = { es, en };

export function staffMessages(locale: Locale): StaffMessages {
  return CATALOGUE[locale];
}

/** A key of the admin menu's labels (staff-paths.ts names its entries by these). */
export type StaffMenuKey = keyof StaffMessages["menu"];
