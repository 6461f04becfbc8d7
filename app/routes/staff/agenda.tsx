// The workshop's agenda: the day by lift (a list on a phone) or the week, today by default, arrows
// day by day (or week by week). Staff book for a customer on the phone, move an appointment to a new
// time, cancel it, or mark it done or no-show; the capacity rule is checked by the service under
// the booking lock (app/server/appointments/appointments.server.ts).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useFetcher, useLoaderData } from "react-router";
import { BookForm } from "~/components/staff/agenda/book-form";
import { DayView } from "~/components/staff/agenda/day-view";
import { appointmentSale } from "~/components/staff/agenda/sale";
import { WeekView } from "~/components/staff/agenda/week-view";
import { secondaryButton } from "~/components/ui/button";
import { AGENDA_INTENT } from "~/components/staff/shared/intents";
import { appointmentIdSchemaIn, dayOpening, staffBookSchemaIn, staffMoveSchemaIn } from "~/domain/appointments";
import { isCalendarDate } from "~/domain/field-rules";
import { can } from "~/domain/permissions";
import { addDays } from "~/domain/hold-end";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { formText, parseForm } from "~/lib/form";
import { formatShopDay, shopToday, staffFormats } from "~/lib/shop-clock";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffActor } from "~/server/audit.server";
import {
  agendaData,
  bookAppointment,
  endAppointment,
  linkedReservations,
  moveAppointment,
  reservationOfAppointment,
} from "~/server/appointments/appointments.server";
import { reserveWithFitting } from "~/server/reservations/reservations.server";
import { cancelReservations } from "~/server/reservations/staff-reservations.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { listServices } from "~/server/sales/services.server";
import { getSettings } from "~/server/settings/settings.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/agenda";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).agenda.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "appointments");
  const url = new URL(request.url);
  const raw = url.searchParams.get("day") ?? "";
  const day = isCalendarDate(raw) ? raw : shopToday();
  const week = url.searchParams.get("view") === "week";
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = week ? addDays(day, -weekday) : day;
  const shop = await getSettings(db);
  const closed = shop.closedDates.some((c) => c.date === day);
  const ranges = closed ? [] : (shop.hours[weekday] ?? []);
  const data = await agendaData(db, shop, from, week ? 7 : 1);
  // "Sell" on a booked appointment: its linked reservation's tyre and its job's services.
  const maySell = can(user.role, "sell");
  const booked = maySell ? data.appointments.filter((a) => a.status === "booked") : [];
  const [linked, services] = maySell
    ? await Promise.all([
        linkedReservations(
          db,
          booked.flatMap((a) => (a.reservationId ? [a.reservationId] : [])),
        ),
        listServices(db),
      ])
    : [[], []];
  const byId = new Map(linked.map((l) => [l.reservation.id, l]));
  const sales = Object.fromEntries(
    booked.map((a) => [a.id, appointmentSale(a, a.reservationId ? byId.get(a.reservationId) : undefined, services)]),
  );
  return {
    day,
    from,
    week,
    lifts: shop.appointments.lifts,
    ...dayOpening(ranges),
    ...data,
    sales,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, origin } = shopRequest(context);
  const user = await requirePermission({ request, context }, "appointments");
  const form = await readFormData(request);
  const intent = formText(form.get("intent"));
  const all = staffMessages(requestStaffLocale(request, user));
  const t = all.agenda;
  const actor = staffActor(user);
  try {
    switch (intent) {
      case AGENDA_INTENT.book: {
        const p = parseForm(staffBookSchemaIn(t.messages), form);
        if (!p.ok) return reply({ ok: false, message: t.toasts.notBooked(p.formError), fieldErrors: p.fieldErrors }, 400);
        const { tyreId, units, ...d } = p.data;
        if (tyreId) {
          // With a tyre: its reservation and the fitting in one transaction (as the Reserve dialog).
          const held = await reserveWithFitting(db, { ...d, tyreId, units }, { actor, origin });
          if (!held.ok) {
            const why = t.toasts.tyreNotOnSale(tyreId, held.available);
            return reply({ ok: false, message: t.toasts.notBooked(why), fieldErrors: { tyreId: why } }, 409);
          }
          return reply({ ok: true, message: t.toasts.bookedWithTyre(d.name, d.time, tyreId) });
        }
        const { appointment: a } = await bookAppointment(db, {
          ...d,
          date: d.day,
          customerName: d.name,
          locale: "es",
          source: "staff",
          actor,
          origin,
        });
        return reply({ ok: true, message: t.toasts.booked(a.customerName, d.time) });
      }
      case AGENDA_INTENT.move: {
        const p = parseForm(staffMoveSchemaIn(t.messages), form);
        if (!p.ok) return reply({ ok: false, message: t.toasts.notMoved(p.formError), fieldErrors: p.fieldErrors }, 400);
        await moveAppointment(db, { staff: actor, id: p.data.id }, { date: p.data.day, time: p.data.time }, { origin });
        return reply({ ok: true, message: t.toasts.moved(p.data.day, p.data.time) });
      }
      case AGENDA_INTENT.cancel: {
        const p = parseForm(appointmentIdSchemaIn(t.messages), form);
        if (!p.ok) return reply({ ok: false, message: p.formError }, 400);
        // Asked to end its reservation too: the reservation is cancelled with its fitting, in one
        // transaction (an ended reservation leaves the appointment to be cancelled alone).
        const reservationId = form.get("withReservation") === "1" ? await reservationOfAppointment(db, p.data.id) : null;
        if (reservationId != null) {
          const { cancelled } = await cancelReservations(db, [reservationId], new Date(), actor, { withFittings: true });
          if (cancelled.length) return reply({ ok: true, message: t.toasts.cancelledWithReservation(reservationId) });
        }
        await endAppointment(db, { staff: actor, id: p.data.id }, "cancelled", { origin });
        return reply({ ok: true, message: t.toasts.marked(t.statuses.cancelled) });
      }
      case AGENDA_INTENT.done:
      case AGENDA_INTENT.noShow: {
        const p = parseForm(appointmentIdSchemaIn(t.messages), form);
        if (!p.ok) return reply({ ok: false, message: p.formError }, 400);
        const status = intent;
        await endAppointment(db, { staff: actor, id: p.data.id }, status, { origin });
        return reply({ ok: true, message: t.toasts.marked(t.statuses[status]) });
      }
      default:
        return reply({ ok: false, message: t.toasts.invalidRequest }, 400);
    }
  } catch (e) {
    return replyFromError(e, { failed: t.toasts.failed, log: "agenda", t: all });
  }
}

export default function Agenda() {
  const d = useLoaderData<typeof loader>();
  const t = useStaffText().agenda;
  const locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const base = staffPath("agenda");
  const step = d.week ? 7 : 1;
  const link = (day: string, week = d.week) => `${base}?day=${day}${week ? "&view=week" : ""}`;
  const title = d.week
    ? t.weekOf(staffFormats(locale).date.format(new Date(`${d.from}T12:00:00Z`)))
    : formatShopDay(d.day, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-bold" data-testid="agenda-title">
          {t.heading(title)}
        </h1>
        <a className={`${secondaryButton} min-h-11`} href={link(addDays(d.day, -step))} aria-label={t.previous}>
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </a>
        <a className={`${secondaryButton} min-h-11`} href={link(shopToday())}>
          {t.today}
        </a>
        <a className={`${secondaryButton} min-h-11`} href={link(addDays(d.day, step))} aria-label={t.next}>
          <ChevronRight aria-hidden className="h-4 w-4" />
        </a>
        <a className={`${secondaryButton} min-h-11`} href={link(d.day, !d.week)} data-testid="agenda-toggle-view">
          {d.week ? t.day : t.week}
        </a>
      </div>
      {d.week ? (
        <WeekView from={d.from} items={d.appointments} />
      ) : (
        <>
          {/* The booking form first: a phone customer is booked without scrolling past the day's grid. */}
          {d.opens != null && <BookForm key={d.day} day={d.day} free={d.free} />}
          <DayView day={d} fetcher={fetcher} />
        </>
      )}
    </div>
  );
}
