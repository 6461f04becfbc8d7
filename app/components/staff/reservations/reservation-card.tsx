// One reservation's card: the client, when the hold ends (or how the reservation ended), the tyre
// and its units, the contact details, the deposit and, while active, Sell, Extend and Cancel.
import { CalendarDays, Car, Clock, Mail, Phone, ShoppingCart, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ReadyMessage } from "~/components/staff/shared/ready-message";
import { StatusBadge } from "~/components/staff/shared/status-badge";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { formatEur } from "~/domain/money";
import { tyreName, unitsOnSale } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";
import { staffPath } from "~/staff-paths";
import type { ReservationCardData as Row } from "./types";

export function ReservationCard({
  r,
  holdDays,
  checked,
  pending,
  note,
  onCheck,
  onSell,
  onExtend,
  onCancel,
}: {
  r: Row;
  holdDays: number;
  checked: boolean;
  pending: boolean;
  /** The shared-hold note, when other holds came from the same address or phone. */
  note?: ReactNode;
  onCheck: (on: boolean) => void;
  onSell: () => void;
  onExtend: () => void;
  onCancel: () => void;
}) {
  const t = useStaffText().reservations;
  const locale = useStaffLocale();
  const f = staffFormats(locale);
  const active = r.status === "active";
  const deposit = formatEur(r.depositCents, locale);
  return (
    <li
      className={`flex flex-col rounded-xl border bg-white p-4 shadow-sm ${checked ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"} ${pending ? "opacity-50" : ""}`}
      data-testid="reservation-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2">
          {active && (
            <label className="-m-2 flex shrink-0 cursor-pointer p-2">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={checked}
                onChange={(e) => onCheck(e.currentTarget.checked)}
                aria-label={t.selectOne(r.clientName, r.tyre.id)}
              />
            </label>
          )}
          <div className="min-w-0">
            <h2 className="text-lg font-bold leading-tight [overflow-wrap:anywhere]">{r.clientName}</h2>
            <p className="text-xs text-slate-500">{t.reservedAt(f.dateTime.format(new Date(r.reservedAt)), r.source !== "staff")}</p>
          </div>
        </div>
        <StatusBadge status={r.tyre.status} />
      </div>
      <HoldLine r={r} />
      {note}
      <div className="mt-3 rounded-md bg-slate-50 p-2 text-sm">
        <p className="font-semibold">
          {sizeLabel(r.tyre)} {r.tyre.loadIndex}
          {r.tyre.speedRating}
        </p>
        <p>
          {tyreName(r.tyre)} · {t.conditions[r.tyre.condition]} · <span className="font-mono">{r.tyre.id}</span>
        </p>
        <p className="mt-1 font-semibold" data-testid="reservation-units">
          {t.unitsHeld(r.units)}
          {active && <span className="font-normal text-slate-600">{t.moreOnSale(unitsOnSale(r.tyre))}</span>}
        </p>
      </div>
      <ul className="mt-3 space-y-1 text-sm">
        {r.contactNumber && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="h-4 w-4 text-slate-500" />
            <a className="underline" href={`tel:${r.contactNumber.replace(/\s+/g, "")}`}>
              {r.contactNumber}
            </a>
          </li>
        )}
        {r.email && (
          <li className="flex items-center gap-2">
            <Mail aria-hidden className="h-4 w-4 text-slate-500" />
            <a className="break-all underline" href={`mailto:${r.email}`}>
              {r.email}
            </a>
          </li>
        )}
        {r.vehicleReg && (
          <li className="flex items-center gap-2">
            <Car aria-hidden className="h-4 w-4 text-slate-500" />
            <span>{t.vehicle(r.vehicleReg)}</span>
          </li>
        )}
        {r.fitting ? (
          <li className="flex items-center gap-2" data-testid="reservation-fitting">
            <CalendarDays aria-hidden className="h-4 w-4 text-slate-500" />
            <span>{t.fittingAt(f.dateTime.format(new Date(r.fitting)))}</span>
          </li>
        ) : (
          r.dateToFit && (
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="h-4 w-4 text-slate-500" />
              <span>{t.fitOn(f.date.format(new Date(`${r.dateToFit}T12:00:00`)))}</span>
            </li>
          )
        )}
        <li className="text-slate-700" data-testid="reservation-deposit">
          {t.depositReceived(deposit)}
        </li>
        {r.depositOutcome && (r.status === "cancelled" || r.status === "expired") && (
          <li className="rounded-md bg-amber-50 px-2 py-1 font-semibold text-amber-900" data-testid="deposit-outcome">
            {t.depositOutcome[r.depositOutcome](deposit)}
          </li>
        )}
      </ul>
      {r.notes && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{r.notes}</p>}
      {/* Reservations keep no language: the ready message is in Spanish. */}
      {active && <ReadyMessage kind="reservation" id={r.id} name={r.clientName} phone={r.contactNumber} className="mt-3" />}
      {active && (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <button
            type="button"
            className={primaryButton}
            onClick={onSell}
            disabled={pending || r.tyre.quantity < r.units}
            data-testid="sell-reservation"
          >
            <ShoppingCart aria-hidden className="h-4 w-4" /> {t.sell}
          </button>
          {/* Only a hold that expires can be extended; one held until staff end it has no end to move. */}
          {r.holdUntil && (
            <button type="button" className={secondaryButton} onClick={onExtend} disabled={pending} data-testid="extend-reservation">
              <Clock aria-hidden className="h-4 w-4" /> {t.extend(holdDays)}
            </button>
          )}
          <button type="button" className={`${secondaryButton} text-red-700`} onClick={onCancel} disabled={pending}>
            <X aria-hidden className="h-4 w-4" /> {t.cancel}
          </button>
        </div>
      )}
    </li>
  );
}

/** When the hold ends (active), or how the reservation ended. */
function HoldLine({ r }: { r: Row }) {
  const t = useStaffText().reservations.hold;
  const f = staffFormats(useStaffLocale());
  const at = (iso: string | null) => (iso ? f.dateTime.format(new Date(iso)) : "");
  const [text, tone] =
    r.status === "active"
      ? r.holdUntil
        ? [t.until(at(r.holdUntil), r.expires ?? ""), "bg-amber-50 text-amber-900"]
        : [t.noEnd, "bg-slate-50 text-slate-700"]
      : r.status === "collected"
        ? [t.collected(at(r.endedAt)), "bg-green-50 text-green-900"]
        : r.status === "cancelled"
          ? [t.cancelled(r.cancelledBy === "customer", at(r.endedAt)), "bg-slate-100 text-slate-700"]
          : [t.expired(at(r.endedAt)), "bg-slate-100 text-slate-700"];
  return (
    <p className={`mt-2 rounded-md px-2 py-1 text-sm font-medium ${tone}`} data-testid="hold-line">
      {text}
      {r.status === "collected" && r.saleId != null && (
        <>
          {" · "}
          <Link className="underline" to={staffPath("invoice", { id: r.saleId })}>
            {t.invoice}
          </Link>
        </>
      )}
    </p>
  );
}
