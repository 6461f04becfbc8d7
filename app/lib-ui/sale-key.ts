// The till's sale key in the browser: stamped on the checkout form as it is sent, kept in
// localStorage with what was sent, so the same basket sent again (its answer lost, Complete Sale
// pressed again, even after a reload) carries the same key and the server sells it once. A
// completed sale forgets it. The rule is saleKeyFor (app/domain/checkout.ts).
import type { FormEvent } from "react";
import { SALE_KEY_FIELD, saleKeyFor } from "~/domain/checkout";
import { storageGet, storageSet } from "~/lib/browser-storage";

const STORAGE_KEY = "checkout-sale-key";
/**
 * What makes a sending the same sale: what is sold (tyres, services, free lines, the reservation
 * collected). The customer's fields are not: after a lost answer the clerk may type them again a
 * little differently, and it is still that sale (the answer shows the invoice it issued).
 */
const THE_SALE = ["lines", "services", "freeLines", "reservationId"];

/** 32 hex digits from the browser's random source (crypto.randomUUID needs HTTPS; a shop's LAN may not have it). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The checkout form's onSubmit: puts the sale's key in its hidden field before the form is read. */
export function stampSaleKey(event: FormEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  const field = form.elements.namedItem(SALE_KEY_FIELD);
  if (!(field instanceof HTMLInputElement)) return;
  const data = new FormData(form);
  const sent = THE_SALE.map((name) => [name, data.get(name) ?? ""]);
  // Storage disabled: a new key each time (nothing kept to send again).
  const { key, keep } = saleKeyFor(storageGet(STORAGE_KEY), JSON.stringify(sent), newKey);
  storageSet(STORAGE_KEY, keep);
  field.value = key;
}

/** After a completed sale: the next basket, even the same tyres for another customer, is another sale. */
export function forgetSaleKey() {
  storageSet(STORAGE_KEY, null);
}
