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

/** The invoice page: record a return (issues a rectifying invoice). */
export const INVOICE_INTENT = {
  return: "return",
} as const;
