// One appointment on the agenda: time, job, customer, plate, linked reservation, and what staff do
// with it: done, no-show, cancel, move to a new day and time (the server checks the lifts), or sell.
// On the day grid a short block may be taller than its time: it shows over the next one on hover.
import { sizeLabel } from "~/domain/tyre-size";
import { tyreName } from "~/domain/tyre";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { inputClass } from "~/components/ui/field";
import { secondaryButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { AGENDA_INTENT } from "~/components/staff/shared/intents";
import { ReadyMessage } from "~/components/staff/shared/ready-message";
import { useStaffText } from "~/lib-ui/use-staff-text";
import type { ActionResult } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";
import type { AppointmentSale } from "./sale";
import { SellButton } from "./sell-button";
import { type AgendaItem, shopTime, STATUS_STYLE } from "./types";

export function AppointmentCard({
  a,
  fetcher,
  freeTimes,
  sale,
  compact = false,
}: {
  a: AgendaItem;
  fetcher: FetcherWithComponents<ActionResult>;
  freeTimes: readonly string[];
  sale?: AppointmentSale;
  compact?: boolean;
}) {
  const texts = useStaffText().agenda;
  const t = texts.card;
  const [moving, setMoving] = useState(false);
  const booked = a.status === "booked";
  const act = (intent: string) => (
    <button type="submit" name="intent" value={intent} className={`${secondaryButton} min-h-9 px-2 text-xs`}>
      {intent === AGENDA_INTENT.noShow ? t.noShow : intent === AGENDA_INTENT.done ? t.done : t.cancel}
    </button>
  );
  return (
    <article
      className={`min-h-full rounded-md border p-1.5 text-sm leading-snug ${STATUS_STYLE[a.status]}`}
      data-testid="agenda-appointment"
      data-appointment-id={a.id}
    >
      <p className="font-semibold">
        {shopTime(a.start)}–{shopTime(a.end)} · {texts.jobs[a.job]}
      </p>
      <p className="truncate">
        {a.customerName} · <a href={`tel:${a.phone.replace(/\s/g, "")}`}>{a.phone}</a>
      </p>
      <p className="truncate text-slate-600">
        {a.plate ?? t.noPlate}
        {a.tyreSize ? ` · ${a.tyreSize}` : ""}
        {a.reservationId ? (
          <>
            {" · "}
            <a className="underline" href={`${staffPath("reservations")}#reservation-${a.reservationId}`}>
              {t.reservation(a.reservationId)}
            </a>
          </>
        ) : null}
        {!booked && ` · ${texts.statuses[a.status]}`}
      </p>
      {sale?.tyre && (
        <p className="truncate text-slate-700" data-testid="agenda-reserved-tyre">
          {t.reservedTyre(sale.tyre.units, `${sizeLabel(sale.tyre.tyre)} ${tyreName(sale.tyre.tyre)}`, sale.tyre.tyre.id)}
        </p>
      )}
      {booked && !compact && (
        <fetcher.Form method="post" className="mt-1 flex flex-wrap gap-1">
          <input type="hidden" name="id" value={a.id} />
          {act(AGENDA_INTENT.done)}
          {act(AGENDA_INTENT.noShow)}
          {sale?.reservation ? (
            <CancelWithReservation a={a} reservationId={sale.reservation.reservationId} fetcher={fetcher} />
          ) : (
            act(AGENDA_INTENT.cancel)
          )}
          <button type="button" className={`${secondaryButton} min-h-9 px-2 text-xs`} onClick={() => setMoving((m) => !m)}>
            {t.move}
          </button>
          {sale && <SellButton sale={sale} />}
        </fetcher.Form>
      )}
      {!compact && (a.status === "booked" || a.status === "done") && (
        <ReadyMessage kind="appointment" id={a.id} name={a.customerName} phone={a.phone} locale={a.locale} compact className="mt-1" />
      )}
      {booked && moving && (
        <fetcher.Form method="post" className="mt-2 grid gap-1" onSubmit={() => setMoving(false)} data-testid="agenda-move-form">
          <input type="hidden" name="intent" value={AGENDA_INTENT.move} />
          <input type="hidden" name="id" value={a.id} />
          <label className="text-xs font-medium">
            {t.newDay}
            <input name="day" type="date" defaultValue={a.day} required className={`${inputClass} !mt-0`} />
          </label>
          <label className="text-xs font-medium">
            {t.newTime}
            <input name="time" type="time" required list={`agenda-free-${a.job}`} className={`${inputClass} !mt-0`} />
          </label>
          {freeTimes.length > 0 && <p className="text-xs text-slate-600">{t.freeOnDay(freeTimes.slice(0, 8).join(", "))}</p>}
          <button type="submit" className={`${secondaryButton} min-h-9`}>
            {t.moveHere}
          </button>
        </fetcher.Form>
      )}
    </article>
  );
}

/**
 * Cancel on an appointment booked with a reservation: asks whether the reservation goes too
 * (ticked: cancelled with its fitting in one transaction, its units back on sale).
 */
function CancelWithReservation({
  a,
  reservationId,
  fetcher,
}: {
  a: AgendaItem;
  reservationId: number;
  fetcher: FetcherWithComponents<ActionResult>;
}) {
  const t = useStaffText().agenda.card;
  const [asking, setAsking] = useState(false);
  const [withReservation, setWithReservation] = useState(true);
  return (
    <>
      <button type="button" className={`${secondaryButton} min-h-9 px-2 text-xs`} onClick={() => setAsking(true)}>
        {t.cancel}
      </button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t.cancelTitle}
        keepLabel={t.keepAppointment}
        confirmLabel={t.yesCancel}
        confirmTestId="agenda-cancel-confirm"
        choice={{
          label: t.withReservation(reservationId),
          checked: withReservation,
          onChange: setWithReservation,
          testId: "cancel-with-reservation",
        }}
        onConfirm={() =>
          void fetcher.submit(
            { intent: AGENDA_INTENT.cancel, id: String(a.id), ...(withReservation ? { withReservation: "1" } : {}) },
            { method: "post" },
          )
        }
      >
        {t.cancelBody(a.customerName, shopTime(a.start))}
      </ConfirmDialog>
    </>
  );
}
