// The reservation page after a reservation: its number and units, until when the tyre is held
// (while that is still true), the deposit, the cancel link (once, to the browser that made it)
// and WhatsApp.
import { AppointmentWhere } from "~/components/store/appointments/appointment-where";
import { MessagePage } from "~/components/store/message-page";
import { MessageCircle } from "~/components/store/icons";
import { ReservationTyreSummary } from "~/components/store/reservation-tyre-summary";
import { buttonClasses } from "~/components/ui/button";
import { formatHoldUntil } from "~/mail/reservation-mail";
import { whatsappLink } from "~/domain/shop-settings";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { mailDateTime } from "~/lib/shop-clock";
import { useShop } from "~/lib-ui/use-shop";
import type { PublicTyre } from "~/server/storefront/storefront.server";

export function ReservationConfirmed({
  locale,
  tyre,
  deposit,
  reservation,
}: {
  locale: Locale;
  tyre: PublicTyre;
  /** The deposit rule, as the form showed it. */
  deposit: string;
  reservation: { reservationId: number; units: number; holdUntil: string | null; cancelUrl: string | null; fittingAt: string | null };
}) {
  const shop = useShop();
  const m = messages(locale);
  const text = m.reserve.whatsappText(tyre.id, tyreName(tyre), sizeLabel(tyre));
  return (
    <MessagePage title={m.reserve.confirmedTitle} done>
      {/* The success message is announced, not shown: the heading above already says it (in Spanish
          the two read "Reserva Confirmada" / "¡Reserva confirmada!"). */}
      <p role="status" className="sr-only" data-testid="reservation-success">
        {m.reserve.success}
      </p>
      <p className="mt-3 text-slate-700">{reservation.fittingAt ? m.reserve.confirmedTextFitting : m.reserve.confirmedText}</p>
      {reservation.fittingAt && (
        // The fitting time booked with the reservation: when, where, what to bring (the e-mail carries the change link).
        <div className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-left" data-testid="reservation-fitting">
          <p className="text-lg font-semibold">{m.appointment.fitBooked(mailDateTime(new Date(reservation.fittingAt), locale))}</p>
          <AppointmentWhere locale={locale} className="mt-1 text-sm" />
          <p className="mt-1 text-sm text-slate-700">{m.appointment.bring}</p>
        </div>
      )}
      <p className="mt-4 text-lg">
        {m.reserve.reservationNumber}:{" "}
        <strong className="font-mono" data-testid="reservation-number">
          {reservation.reservationId}
        </strong>
        <span className="block text-base text-slate-700" data-testid="reservation-units">
          {m.reserve.unitsHeld(reservation.units)}
        </span>
      </p>
      {reservation.holdUntil ? (
        <p className="mt-3 font-semibold" data-testid="reservation-hold-until">
          {m.reservationMail.heldUntil(formatHoldUntil(new Date(reservation.holdUntil), locale))}
        </p>
      ) : null}
      <div className="mt-6 text-left">
        <ReservationTyreSummary tyre={tyre} locale={locale} />
      </div>
      <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{deposit}</p>
      <section className="mt-4 rounded-md border border-slate-300 p-3 text-left text-sm" data-testid="reservation-cancel">
        <h2 className="font-semibold">{m.reserve.cancelTitle}</h2>
        {reservation.cancelUrl && (
          <>
            <p className="mt-1">{m.reserve.cancelOnce}</p>
            <p className="mt-2">
              <a
                href={reservation.cancelUrl}
                className="break-all font-semibold text-brand-700 underline"
                data-testid="reservation-cancel-link"
              >
                {m.reserve.cancelLink}
              </a>
              <span className="mt-1 block break-all font-mono text-xs text-slate-600">{reservation.cancelUrl}</span>
            </p>
          </>
        )}
        <p className="mt-2">{m.reserve.cancelByPhone(shop.phone)}</p>
      </section>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <a
          href={whatsappLink(shop, text)}
          target="_blank"
          rel="noopener"
          data-testid="reservation-whatsapp"
          className={buttonClasses("whatsapp", "lg")}
        >
          <MessageCircle aria-hidden className="h-5 w-5" /> {m.reserve.whatsapp}
        </a>
        <a href={href("listing", locale)} className={buttonClasses("outline", "lg")}>
          {m.reserve.searchMore}
        </a>
      </div>
    </MessagePage>
  );
}
