// At the checkout: the reservation this sale collects, with the customer's contact details and
// the deposit already received (the invoice deducts it).
import { CalendarCheck, X } from "lucide-react";
import type { SaleReservation } from "~/domain/basket";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";

/** The reservation this sale collects, with the customer's contact details. */
export function SellingReservation({ reservation: r, onUnlink }: { reservation: SaleReservation; onUnlink: () => void }) {
  const t = useStaffText().checkout.reservation;
  const locale = useStaffLocale();
  return (
    <section
      aria-label={t.label}
      className="rounded-lg border border-brand-600 bg-brand-50 p-4 text-sm shadow-sm"
      data-testid="selling-reservation"
    >
      <input type="hidden" name="reservationId" value={r.reservationId} />
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarCheck aria-hidden className="h-4 w-4 text-brand-700" /> {t.title(r.reservationId, r.tyreId)}
        </p>
        <button type="button" onClick={onUnlink} className="-m-2 p-2 text-slate-600 hover:text-slate-900" aria-label={t.unlink}>
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <p className="mt-1">{r.clientName}</p>
      {r.contactNumber && <p>{t.phone(r.contactNumber)}</p>}
      {r.email && <p className="break-all">{t.email(r.email)}</p>}
      {r.vehicleReg && <p>{t.vehicle(r.vehicleReg)}</p>}
      <p>
        {t.held(r.quantity)} <span data-testid="selling-deposit">{formatEur(r.depositCents, locale)}</span>
      </p>
      <p className="mt-1 text-slate-600">{t.collected}</p>
    </section>
  );
}
