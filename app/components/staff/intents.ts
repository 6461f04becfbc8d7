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
} as const;
