// The back-office's path table: every staff path once. app/routes.ts registers the staff routes
// from it, and everything else that must know a staff path reads it: both admin menus (the staff
// layout's and the public header's), the links between staff screens, robots.txt, the page cache
// (which never stores a staff page), the <html lang> of staff pages (the account's language) and
// the page an admin lands on after signing in. Browser-safe: no server code and no React, so menus
// can import it.

import { can, type Permission, type StaffRole } from "./domain/permissions";
import type { StaffMenuKey } from "./i18n/staff";

export type StaffMenuIcon =
  | "dashboard"
  | "inventory"
  | "checkout"
  | "invoices"
  | "reservations"
  | "import"
  | "blog"
  | "settings"
  | "audit"
  | "staff"
  | "mail"
  | "services"
  | "customers"
  | "agenda"
  | "quotes";

export interface StaffRoute {
  /** Route ids are `staff.${id}`; staffPath(id) builds the path. */
  id: string;
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /**
   * Listed in both admin menus, in table order; `label` is the key of its text in the staff
   * catalogue's `menu` (app/i18n/staff/es/common.ts). `more`: occasional work and the shop's administration (import, settings, audit log...), which the staff layout
   * groups under "More" so the counter's daily screens keep their room on a phone's bottom bar.
   */
  menu?: { label: StaffMenuKey; icon: StaffMenuIcon; more?: true };
  /** What the signed-in role must be allowed to open the screen (app/domain/permissions.ts). */
  permission?: Permission;
}

/** Signing in and out: outside the admin layout, since a visitor must reach them. */
export const SIGN_IN_ROUTES = [
  { id: "login", path: "/login", file: "routes/staff/login.tsx" },
  { id: "logout", path: "/logout", file: "routes/staff/logout.ts" },
] as const satisfies readonly StaffRoute[];

/**
 * A staff screen's entry: its id, path, route module under routes/staff/, the permission its
 * loader and action require and, when it is listed in the menus, its menu entry.
 */
function screen<const Id extends string, const P extends Permission>(
  id: Id,
  path: string,
  module: string,
  permission: P,
  menu?: NonNullable<StaffRoute["menu"]>,
): StaffRoute & { id: Id; permission: P } {
  return { id, path, file: `routes/staff/${module}`, permission, ...(menu && { menu }) };
}

/** Staff screens (English). Every loader and action first calls requirePermission with the screen's permission. */
export const STAFF_ROUTES = [
  screen("dashboard", "/dashboard", "dashboard.tsx", "dashboard", { label: "dashboard", icon: "dashboard" }),
  screen("inventory", "/inventory", "inventory.tsx", "inventory", { label: "inventory", icon: "inventory" }),
  screen("inventoryExport", "/inventory/export.csv", "inventory-export.ts", "exports"),
  /** Bulk reprice of the tyres under the inventory's filter (reached from the inventory). */
  screen("inventoryReprice", "/inventory/reprice", "inventory-reprice.tsx", "reprice"),
  /** A tyre's photos (the inventory's edit dialog): list, add, delete, reorder, choose the cover. */
  screen("tyrePhotos", "/inventory/:id/photos", "tyre-photos.ts", "inventory"),
  /** A tyre's printable rack label (A6 or a label sheet): size, prices, code and a QR to its public page. */
  screen("tyreLabel", "/inventory/:id/label", "tyre-label.tsx", "inventory"),
  screen("checkout", "/checkout", "checkout.tsx", "sell", { label: "checkout", icon: "checkout" }),
  screen("invoices", "/invoices", "invoices.tsx", "invoices", { label: "invoices", icon: "invoices" }),
  screen("invoice", "/invoices/:id", "invoice.tsx", "invoices"),
  screen("invoicesExport", "/invoices/export.csv", "invoices-export.ts", "exports"),
  /** The till's end of day (cierre de caja): the day's money by payment method, the cash counted, closed once. */
  screen("endOfDay", "/end-of-day", "end-of-day.tsx", "endOfDay", { label: "endOfDay", icon: "invoices", more: true }),
  /** A closed day's Z report, one revision of it, printable (A4 or a receipt printer). */
  screen("zReport", "/end-of-day/z/:day/:revision", "z-report.tsx", "endOfDay"),
  /** VERI*FACTU: sending to the tax agency (settings, certificate) and each record's answer. */
  screen("verifactu", "/invoices/records", "verifactu.tsx", "verifactu", { label: "verifactu", icon: "invoices", more: true }),
  /** The billing software's responsible declaration (docs/declaracion-responsable.md), linked from /invoices. */
  screen("declaration", "/invoices/declaration", "declaration.tsx", "invoices"),
  screen("reservations", "/reservations", "reservations.tsx", "reservations", { label: "reservations", icon: "reservations" }),
  /** "Ya está listo" marked sent (from a reservation, an appointment or a request): an audit entry only. */
  screen("readyMessage", "/reservations/ready-message", "ready-message.ts", "reservations"),
  /** Fitting appointments: the day by lift, the week, book for a phone customer, move, end, sell. A daily screen: in the main menu. */
  screen("agenda", "/agenda", "agenda.tsx", "appointments", { label: "agenda", icon: "agenda" }),
  /** Quotes (presupuestos): made for a customer, answered from their phone or recorded at the counter. */
  screen("quotes", "/quotes", "quotes.tsx", "quotes", { label: "quotes", icon: "quotes", more: true }),
  screen("quoteNew", "/quotes/new", "quote-edit.tsx", "quotes"),
  /** Declined work to follow up, oldest first: make a quote from it or close it; note declined work. */
  screen("followUps", "/follow-ups", "follow-ups.tsx", "quotes", { label: "followUps", icon: "quotes", more: true }),
  screen("quote", "/quotes/:id", "quote.tsx", "quotes"),
  /** A new revision of a quote (its lines priced again). */
  screen("quoteEdit", "/quotes/:id/edit", "quote-edit.tsx", "quotes"),
  /** "We can get it": sizes customers asked for that were not in stock; marked answered or closed. */
  screen("requests", "/requests", "requests.tsx", "stockRequests", { label: "requests", icon: "mail", more: true }),
  /** Customers and their vehicles: search, a customer's page with history, edit, merge, export, erase. */
  screen("customers", "/customers", "customers.tsx", "customers", { label: "customers", icon: "customers", more: true }),
  /** The known customer for a plate or phone typed at the checkout (JSON). */
  screen("customerLookup", "/customers/lookup", "customer-lookup.ts", "customers"),
  screen("customer", "/customers/:id", "customer.tsx", "customers"),
  /** A customer's data as a file to hand them. */
  screen("customerExport", "/customers/:id/export.json", "customer-export.ts", "customers"),
  /** Reminders to call or write on WhatsApp (customers who agreed to be contacted), marked done; today's build. */
  screen("reminders", "/reminders", "reminders.tsx", "customers", { label: "reminders", icon: "customers", more: true }),
  screen("import", "/import", "import.tsx", "import", { label: "import", icon: "import", more: true }),
  screen("importTemplate", "/import/template.csv", "import-template.ts", "import"),
  screen("posts", "/posts", "posts.tsx", "blog", { label: "blog", icon: "blog", more: true }),
  screen("postNew", "/posts/new", "post-edit.tsx", "blog"),
  screen("post", "/posts/:id", "post-edit.tsx", "blog"),
  /** A backup of the shop's data, downloaded from the running server. */
  screen("backup", "/backup", "backup.ts", "backup"),
  /** The signed-in user's own account: password, sign out everywhere (reached from the header). */
  screen("account", "/account", "account.tsx", "account"),
  /** The workshop's services (fitting, balancing...) and the fitting package, sold at the till. */
  screen("services", "/services", "services.tsx", "services", { label: "services", icon: "services", more: true }),
  screen("settings", "/settings", "settings.tsx", "settings", { label: "settings", icon: "settings", more: true }),
  /** The owner's clean start: removes the demo tyres, reservations and posts (a form on the settings screen). */
  screen("demoData", "/settings/demo-data", "demo-data.ts", "settings"),
  /** Staff accounts: add, reset a password, deactivate, admin or not (admin only, like every screen). */
  screen("staff", "/staff", "staff.tsx", "staff", { label: "staff", icon: "staff", more: true }),
  screen("audit", "/audit", "audit.tsx", "audit", { label: "audit", icon: "audit", more: true }),
  /** Reservation e-mails the worker could not deliver: the mail server's answer, and send again. */
  screen("mail", "/mail", "mail.tsx", "mail", { label: "mail", icon: "mail", more: true }),
] as const satisfies readonly (StaffRoute & { permission: Permission })[];

export type StaffRouteId = (typeof SIGN_IN_ROUTES)[number]["id"] | (typeof STAFF_ROUTES)[number]["id"];

const byId = new Map<string, StaffRoute>([...SIGN_IN_ROUTES, ...STAFF_ROUTES].map((r) => [r.id, r]));

/** A staff path: staffPath("invoice", { id: 42 }) -> "/invoices/42". */
export function staffPath(id: StaffRouteId, params: Record<string, string | number> = {}): string {
  return byId.get(id)!.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name];
    if (v == null) throw new Error(`staffPath(${id}): missing param ${name}`);
    return encodeURIComponent(String(v));
  });
}

export interface StaffMenuEntry {
  to: string;
  label: StaffMenuKey;
  icon: StaffMenuIcon;
  more?: true;
  permission: Permission;
}

/** The admin menu: the screens with a menu entry, in table order. */
export const STAFF_MENU: StaffMenuEntry[] = STAFF_ROUTES.flatMap((r) =>
  r.menu ? [{ to: r.path, ...r.menu, permission: r.permission }] : [],
);

/** The menu a role sees: only the screens it may open. */
export function staffMenuFor(role: StaffRole | null): StaffMenuEntry[] {
  return STAFF_MENU.filter((m) => can(role, m.permission));
}

/** Where an admin lands after signing in. */
export const STAFF_HOME = staffPath("dashboard");

const SEGMENTS = [...new Set([...SIGN_IN_ROUTES, ...STAFF_ROUTES].map((r) => r.path.split("/")[1]!))];

/** The first path segment of every staff path, as paths: /login, /logout, /dashboard, ... */
export const STAFF_PATH_PREFIXES = SEGMENTS.map((s) => `/${s}`);

/**
 * Whether a request path is the back-office's: a staff path, a path under one, or its data
 * request (/dashboard.data).
 */
export function isStaffPath(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return SEGMENTS.includes(first.split(".")[0]!);
}
