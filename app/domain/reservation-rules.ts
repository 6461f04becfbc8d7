// The reservation form's field limits, which the page needs too (maxLength), kept apart from the
// zod form schema so that pages which only show a tyre do not ship the validation library. Whether
// a tyre can be reserved at all is isReservable in app/domain/tyre.ts.

export const RESERVATION_LIMITS = { name: 100, phone: 30, email: 254, vehicleReg: 15, notes: 1000, quantity: 2 } as const;

/** The most units one reservation may hold (the form offers 1 to the units on sale, up to this). */
export const MAX_RESERVATION_QUANTITY = 12;

/** The units the form offers first: a pair when the tyre is sold in pairs and two are on sale, else one. */
export function defaultReservationQuantity(t: { quantity: number; pairType?: string }): number {
  return t.pairType === "pair" && t.quantity >= 2 ? 2 : 1;
}

/**
 * What an online reservation records as paid: nothing. The visitor pays the shop's deposit
 * (the depositCents setting) at the counter when the tyre is fitted; see
 * docs/decisions/010-reservation-deposit.md.
 */
export const ONLINE_DEPOSIT_CENTS = 0;
