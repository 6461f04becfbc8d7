// At the checkout: the reservation this sale collects, with the customer's contact details and
// the deposit already received (the invoice deducts it).
import { CalendarCheck, X } from "lucide-react";
import type { SaleReservation } from "~/domain/basket";
import { formatEur } from "~/domain/money";

export /** The reservation this sale collects, with the customer's contact details. */
function SellingReservation({ reservation: r, onUnlink }: { reservation: SaleReservation; onUnlink: () => void }) {
  return (
    <section
      aria-label="Reservation being sold"
      className="rounded-lg border border-brand-600 bg-brand-50 p-4 text-sm shadow-sm"
      data-testid="selling-reservation"
    >
      <input type="hidden" name="reservationId" value={r.reservationId} />
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarCheck aria-hidden className="h-4 w-4 text-brand-700" /> Reservation #{r.reservationId} · tyre {r.tyreId}
        </p>
        <button
          type="button"
          onClick={onUnlink}
          className="-m-2 p-2 text-slate-600 hover:text-slate-900"
          aria-label="Do not sell this reservation"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <p className="mt-1">{r.clientName}</p>
      {r.contactNumber && <p>Phone: {r.contactNumber}</p>}
      {r.email && <p className="break-all">E-mail: {r.email}</p>}
      {r.vehicleReg && <p>Vehicle: {r.vehicleReg}</p>}
      <p>
        {r.quantity} {r.quantity === 1 ? "unit" : "units"} held · Deposit received:{" "}
        <span data-testid="selling-deposit">{formatEur(r.depositCents, "en")}</span>
      </p>
      <p className="mt-1 text-slate-600">Completing the sale marks this reservation collected.</p>
    </section>
  );
}
