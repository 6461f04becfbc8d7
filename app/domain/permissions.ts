// Who may do what in the back-office: the two staff roles and the one table of what each may do.
// Every staff loader and action asks `requirePermission({ request, context }, permission)`; the staff path
// table gives each screen its permission, so both menus show only what the role may open. A shop
// that wants another split changes ROLE_PERMISSIONS, nothing else. Browser-safe.

/** The staff roles, as stored in the account's role. An account with any other role (or none) is not staff. */
export const STAFF_ROLES = ["owner", "counter"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", counter: "Counter" };

export const PERMISSIONS = [
  /** The own account (password, two-factor) and the dashboard's stock figures. */
  "account",
  "dashboard",
  /** Revenue figures: value sold and the stock's value. */
  "revenue",
  /** Inventory: search, add, edit, photos, status. */
  "inventory",
  /** Changing the prices of many tyres at once (bulk reprice), and cost prices. */
  "reprice",
  /** Basket and checkout. */
  "sell",
  /** Discounts at the till above the counter's limit (the settings'), and approving a counter's. */
  "sell.discount",
  /** Invoices: view, print, e-mail, returns, a full invoice in place of simplified ones; the billing software's declaration. */
  "invoices",
  /** Cancelling an invoice issued in error (anulación). */
  "invoices.cancel",
  "reservations",
  /** The till's end of day: see the day's figures and close it (once). */
  "endOfDay",
  /** Reopening a closed day. */
  "endOfDay.reopen",
  /** Quotes: make, change, send, record the customer's answer. */
  "quotes",
  /** Customers' requests for sizes the shop does not hold ("we can get it"). */
  "stockRequests",
  /** Fitting appointments: the agenda, book, move, cancel, done, no-show. */
  "appointments",
  /** Customers and vehicles: search, view, edit, merge, export a customer's data. */
  "customers",
  /** Erasing a customer's personal data. */
  "customers.erase",
  "settings",
  "services",
  "staff",
  "audit",
  "exports",
  "backup",
  "import",
  "blog",
  "mail",
  "verifactu",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The one table: what each role may do. The owner may do everything. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  counter: [
    "account",
    "dashboard",
    "inventory",
    "sell",
    "invoices",
    "reservations",
    "endOfDay",
    "appointments",
    "customers",
    "stockRequests",
    "quotes",
  ],
};

/** The staff role of a stored role value; null for an account that is not staff. "admin" is how roles were stored before owners existed. */
export function staffRoleOf(stored: string | null | undefined): StaffRole | null {
  if (stored === "owner" || stored === "admin") return "owner";
  if (stored === "counter") return "counter";
  return null;
}

/** Whether a role (null: not staff) may do something. */
export function can(role: StaffRole | null, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** What a counter user sees on an owner's page or gets back from an owner's action. */
export const ASK_THE_OWNER = "Only the owner can do this. Ask the owner.";
