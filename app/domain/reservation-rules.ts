// The reservation form's field limits, which the page needs too (maxLength), kept apart from the
// zod form schema so that pages which only show a tyre do not ship the validation library. Whether
// a tyre can be reserved at all is isReservable in app/domain/tyre.ts.

export const RESERVATION_LIMITS = { name: 100, phone: 30, email: 254, vehicleReg: 15, notes: 1000 } as const;

/**
 * What an online reservation records as paid: nothing. The visitor pays the shop's deposit
 * (the depositCents setting) at the counter when the tyre is fitted; see
 * docs/decisions/010-reservation-deposit.md.
 */
export const ONLINE_DEPOSIT_CENTS = 0;
