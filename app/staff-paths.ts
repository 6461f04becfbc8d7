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
  | "agenda";

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

/** Staff screens (English). Every loader and action first calls requirePermission with the screen's permission. */
export const STAFF_ROUTES = [
  {
    id: "dashboard",
    path: "/dashboard",
    file: "routes/staff/dashboard.tsx",
    permission: "dashboard",
    menu: { label: "dashboard", icon: "dashboard" },
  },
  {
    id: "inventory",
    path: "/inventory",
    file: "routes/staff/inventory.tsx",
    permission: "inventory",
    menu: { label: "inventory", icon: "inventory" },
  },
  { id: "inventoryExport", path: "/inventory/export.csv", file: "routes/staff/inventory-export.ts", permission: "exports" },
  /** Bulk reprice of the tyres under the inventory's filter (reached from the inventory). */
  { id: "inventoryReprice", path: "/inventory/reprice", file: "routes/staff/inventory-reprice.tsx", permission: "reprice" },
  /** A tyre's photos (the inventory's edit dialog): list, add, delete, reorder, choose the cover. */
  { id: "tyrePhotos", path: "/inventory/:id/photos", file: "routes/staff/tyre-photos.ts", permission: "inventory" },
  {
    id: "checkout",
    path: "/checkout",
    file: "routes/staff/checkout.tsx",
    permission: "sell",
    menu: { label: "checkout", icon: "checkout" },
  },
  {
    id: "invoices",
    path: "/invoices",
    file: "routes/staff/invoices.tsx",
    permission: "invoices",
    menu: { label: "invoices", icon: "invoices" },
  },
  { id: "invoice", path: "/invoices/:id", file: "routes/staff/invoice.tsx", permission: "invoices" },
  { id: "invoicesExport", path: "/invoices/export.csv", file: "routes/staff/invoices-export.ts", permission: "exports" },
  /** The till's end of day (cierre de caja): the day's money by payment method, the cash counted, closed once. */
  {
    id: "endOfDay",
    path: "/end-of-day",
    file: "routes/staff/end-of-day.tsx",
    permission: "endOfDay",
    menu: { label: "endOfDay", icon: "invoices", more: true },
  },
  /** VERI*FACTU: sending to the tax agency (settings, certificate) and each record's answer. */
  {
    id: "verifactu",
    path: "/invoices/records",
    file: "routes/staff/verifactu.tsx",
    permission: "verifactu",
    menu: { label: "verifactu", icon: "invoices", more: true },
  },
  /** The billing software's responsible declaration (docs/declaracion-responsable.md), linked from /invoices. */
  { id: "declaration", path: "/invoices/declaration", file: "routes/staff/declaration.tsx", permission: "invoices" },
  {
    id: "reservations",
    path: "/reservations",
    file: "routes/staff/reservations.tsx",
    permission: "reservations",
    menu: { label: "reservations", icon: "reservations" },
  },
  /** Fitting appointments: the day by lift, the week, book for a phone customer, move, end, sell. */
  {
    id: "agenda",
    path: "/agenda",
    file: "routes/staff/agenda.tsx",
    permission: "appointments",
    menu: { label: "agenda", icon: "agenda", more: true },
  },
  /** "We can get it": sizes customers asked for that were not in stock; marked answered or closed. */
  {
    id: "requests",
    path: "/requests",
    file: "routes/staff/requests.tsx",
    permission: "stockRequests",
    menu: { label: "requests", icon: "mail", more: true },
  },
  /** Customers and their vehicles: search, a customer's page with history, edit, merge, export, erase. */
  {
    id: "customers",
    path: "/customers",
    file: "routes/staff/customers.tsx",
    permission: "customers",
    menu: { label: "customers", icon: "customers", more: true },
  },
  /** The known customer for a plate or phone typed at the checkout (JSON). */
  { id: "customerLookup", path: "/customers/lookup", file: "routes/staff/customer-lookup.ts", permission: "customers" },
  { id: "customer", path: "/customers/:id", file: "routes/staff/customer.tsx", permission: "customers" },
  /** A customer's data as a file to hand them. */
  { id: "customerExport", path: "/customers/:id/export.json", file: "routes/staff/customer-export.ts", permission: "customers" },
  {
    id: "import",
    path: "/import",
    file: "routes/staff/import.tsx",
    permission: "import",
    menu: { label: "import", icon: "import", more: true },
  },
  { id: "importTemplate", path: "/import/template.csv", file: "routes/staff/import-template.ts", permission: "import" },
  { id: "posts", path: "/posts", file: "routes/staff/posts.tsx", permission: "blog", menu: { label: "blog", icon: "blog", more: true } },
  { id: "postNew", path: "/posts/new", file: "routes/staff/post-edit.tsx", permission: "blog" },
  { id: "post", path: "/posts/:id", file: "routes/staff/post-edit.tsx", permission: "blog" },
  /** A backup of the shop's data, downloaded from the running server. */
  { id: "backup", path: "/backup", file: "routes/staff/backup.ts", permission: "backup" },
  /** The signed-in user's own account: password, sign out everywhere (reached from the header). */
  { id: "account", path: "/account", file: "routes/staff/account.tsx", permission: "account" },
  /** The workshop's services (fitting, balancing...) and the fitting package, sold at the till. */
  {
    id: "services",
    path: "/services",
    file: "routes/staff/services.tsx",
    permission: "services",
    menu: { label: "services", icon: "services", more: true },
  },
  {
    id: "settings",
    path: "/settings",
    file: "routes/staff/settings.tsx",
    permission: "settings",
    menu: { label: "settings", icon: "settings", more: true },
  },
  /** The owner's clean start: removes the demo tyres, reservations and posts (a form on the settings screen). */
  { id: "demoData", path: "/settings/demo-data", file: "routes/staff/demo-data.ts", permission: "settings" },
  /** Staff accounts: add, reset a password, deactivate, admin or not (admin only, like every screen). */
  { id: "staff", path: "/staff", file: "routes/staff/staff.tsx", permission: "staff", menu: { label: "staff", icon: "staff", more: true } },
  {
    id: "audit",
    path: "/audit",
    file: "routes/staff/audit.tsx",
    permission: "audit",
    menu: { label: "audit", icon: "audit", more: true },
  },
  /** Reservation e-mails the worker could not deliver: the mail server's answer, and send again. */
  { id: "mail", path: "/mail", file: "routes/staff/mail.tsx", permission: "mail", menu: { label: "mail", icon: "mail", more: true } },
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
  "menu" in r ? [{ to: r.path, ...r.menu, permission: r.permission }] : [],
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
