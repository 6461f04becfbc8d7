// The `intent` values of staff screens whose action handles several forms: the form posts one of
// these in its `intent` field and the action switches on the same constant.

export const INVENTORY_INTENT = {
  add: "add",
  edit: "edit",
  duplicate: "duplicate",
  status: "status",
  reserve: "reserve",
} as const;
export type InventoryIntent = (typeof INVENTORY_INTENT)[keyof typeof INVENTORY_INTENT];

/** A tyre's photos (/inventory/:id/photos). */
export const TYRE_PHOTOS_INTENT = {
  add: "photo-add",
  delete: "photo-delete",
  /** With `move`: earlier, later or cover. */
  move: "photo-move",
} as const;

export const RESERVATIONS_INTENT = {
  cancel: "cancel",
  /** Several reservations at once: the form repeats its `id` field. */
  cancelSelected: "cancel-selected",
  /** Adds the hold days to an active reservation's hold. */
  extend: "extend",
} as const;

export const POSTS_INTENT = {
  save: "save",
  /** Renders the Markdown for the editor's preview; stores nothing. */
  preview: "preview",
  delete: "delete",
} as const;

/**
 * The invoice page: record a return (issues a rectifying invoice), e-mail it to the customer, issue
 * a full invoice in place of simplified ones, cancel it (the owner's).
 */
export const INVOICE_INTENT = {
  return: "return",
  email: "email",
  replace: "replace",
  cancel: "cancel",
} as const;

export const STAFF_INTENT = {
  add: "add",
  /** Sets a new password an admin chose and signs the user out everywhere. */
  resetPassword: "reset-password",
  deactivate: "deactivate",
  reactivate: "reactivate",
  /** Gives an account the owner or counter role, or takes its role away. */
  setRole: "set-role",
  /** A lost phone: removes the user's authenticator app and backup codes and signs them out everywhere. */
  twoFactorOff: "two-factor-off",
} as const;

export const ACCOUNT_INTENT = {
  /** The password change (also what a form without an intent does). */
  password: "password",
  /** Checks the password and creates the authenticator app's secret and the backup codes. */
  twoFactorStart: "two-factor-start",
  /** A first code from the app turns two-factor sign-in on. */
  twoFactorConfirm: "two-factor-confirm",
  twoFactorDisable: "two-factor-disable",
  /** The back-office's language of this account. */
  language: "language",
  /** The account's own name and sign-in e-mail (the password again for the e-mail). */
  profile: "profile",
} as const;

/** The service catalogue (/services): add or edit (with `id`), retire, bring back. */
export const SERVICES_INTENT = {
  save: "save",
  retire: "retire",
  restore: "restore",
} as const;

/** The VERI*FACTU screen (/invoices/records). */
export const VERIFACTU_INTENT = {
  settings: "verifactu-settings",
  /** Multipart: the PKCS#12 file and its password. */
  certificate: "verifactu-certificate",
  resend: "verifactu-resend",
} as const;

/** The agenda (/agenda): book for a phone customer, move, and end (cancelled, done, no-show). */
export const AGENDA_INTENT = {
  book: "book",
  move: "move",
  cancel: "cancel",
  done: "done",
  noShow: "no-show",
} as const;

/** The CSV import: preview a file, then apply the preview. */
export const IMPORT_INTENT = {
  preview: "preview",
  apply: "apply",
} as const;

/** The end of day: close the day's till, or (the owner) reopen a closed day. */
export const END_OF_DAY_INTENT = {
  close: "close",
  reopen: "reopen",
} as const;

/** Bulk reprice: preview the rule on the filter's tyres, then apply it. */
export const REPRICE_INTENT = {
  preview: "preview",
  apply: "apply",
} as const;

/** A customer's page. */
export const CUSTOMER_INTENT = {
  save: "save",
  vehicle: "vehicle",
  /** Folds this record into another (the one to keep). */
  merge: "merge",
  /** Owner only: anonymises the record and its vehicles. */
  erase: "erase",
  /** The consent to be contacted, per channel. */
  consent: "consent",
  /** A vehicle's next ITV date. */
  itv: "itv",
} as const;

/** "To contact": build today's reminders now; mark a phone reminder done. */
export const REMINDER_INTENT = {
  build: "build",
  done: "done",
} as const;
