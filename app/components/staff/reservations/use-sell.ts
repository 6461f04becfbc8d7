// Sell from a reservation: the reserved tyre into the basket, the customer's details to the
// checkout, which collects the reservation with the sale.
import { useNavigate } from "react-router";
import { unitsOnSale } from "~/domain/tyre";
import { useBasket, useSaleReservation } from "~/lib-ui/basket-store";
import { staffPath } from "~/staff-paths";
import type { ReservationCardData } from "./types";

export function useSellReservation() {
  const basket = useBasket();
  const saleReservation = useSaleReservation();
  const navigate = useNavigate();
  return (r: ReservationCardData) => {
    // The units it holds, and at most the units on sale besides (the clerk may sell more).
    basket.add({ ...r.tyre, quantity: unitsOnSale(r.tyre) + r.units }, r.units);
    saleReservation.set({
      reservationId: r.id,
      tyreId: r.tyre.id,
      clientName: r.clientName,
      contactNumber: r.contactNumber,
      email: r.email,
      vehicleReg: r.vehicleReg,
      quantity: r.units,
      depositCents: r.depositCents,
    });
    void navigate(staffPath("checkout"));
  };
}
