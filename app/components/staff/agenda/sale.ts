// What "Sell" on an appointment carries to the checkout, worked out by the agenda's loader: the
// linked reservation's tyre (as Sell on the reservations screen does), the job's services from the
// till's catalogue, and the customer for the checkout's form.
import type { ReservationRow, TyreRow } from "~db/schema";
import { appointmentServiceLines, type MissingService } from "~/domain/appointment-sale";
import type { AppointmentJob } from "~/domain/appointments";
import type { BasketTyre, SaleReservation } from "~/domain/basket";
import { toCents } from "~/domain/money";
import type { Service, ServiceLineRequest } from "~/domain/services";
import { unitsOnSale } from "~/domain/tyre";
import { toBasketTyre, toInventoryTyre } from "../../../domain/inventory-tyre";

export interface AppointmentSale {
  /** The reserved tyre with the units it holds, or null (no reservation, or it has ended). */
  tyre: { tyre: BasketTyre; units: number } | null;
  reservation: SaleReservation | null;
  services: ServiceLineRequest[];
  /** The job's services that could not be added (not in the catalogue, retired, no price at the rim). */
  missing: MissingService[];
  customer: { name: string; phone: string; email: string | null; plate: string | null };
}

export function appointmentSale(
  a: { job: AppointmentJob; tyreSize: string | null; customerName: string; phone: string; email: string | null; plate: string | null },
  linked: { reservation: ReservationRow; tyre: TyreRow } | undefined,
  services: readonly Service[],
): AppointmentSale {
  const r = linked?.reservation;
  const t = linked?.tyre;
  const { lines, missing } = appointmentServiceLines(services, {
    job: a.job,
    tyreSize: a.tyreSize,
    reserved: r && t ? { tyreId: t.id, rim: t.rim, quantity: r.quantity } : null,
  });
  return {
    // The units it holds, and at most the units on sale besides (the clerk may sell more).
    tyre: r && t ? { tyre: { ...toBasketTyre(toInventoryTyre(t)), quantity: unitsOnSale(t) + r.quantity }, units: r.quantity } : null,
    reservation:
      r && t
        ? {
            reservationId: r.id,
            tyreId: t.id,
            clientName: r.clientName,
            contactNumber: r.contactNumber,
            email: r.email,
            vehicleReg: r.vehicleReg ?? a.plate,
            quantity: r.quantity,
            depositCents: toCents(r.depositAmountEur),
          }
        : null,
    services: lines,
    missing,
    customer: { name: a.customerName, phone: a.phone, email: a.email, plate: a.plate },
  };
}
