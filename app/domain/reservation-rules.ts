// Reservation rules the browser needs too, kept apart from the zod form schema so that pages which
// only show a tyre do not ship the validation library.

export const RESERVATION_LIMITS = { name: 100, phone: 30, email: 254, vehicleReg: 15, notes: 1000 } as const;

/** Only an available tyre with stock can be reserved. */
export function isReservable(t: { status: string; quantity: number }): boolean {
  return t.status === "available" && t.quantity > 0;
}
