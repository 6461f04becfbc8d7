// An appointment's own page, reached by its signed link (from the confirmation and the e-mails):
// it confirms the booking (?booked=1), says when and where and what to bring, and lets the
// customer move it (a GET form picks the day, the free times post) or cancel it (?cancel=1 asks
// first). A move or cancellation makes the link stale; a move redirects to the new link. Moves and
// cancels count against the address's hourly limit; a used or forged link changes nothing and the
// page says so (app/server/appointments/appointment-page.server.ts).
import { data } from "react-router";
import { DoneHeading } from "~/components/store/done-heading";
import { MessagePage } from "~/components/store/message-page";
import { RouteError } from "~/components/route-error";
import { AppointmentWhere } from "~/components/store/appointments/appointment-where";
import { DayChooser, TimeChoice } from "~/components/store/appointments/slot-picker";
import { FormAlert } from "~/components/store/public-form";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { bookableDays } from "~/domain/appointments";
import { isCalendarDate } from "~/domain/field-rules";
import { HOOK, hook } from "~/enhance/contract";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { mailDateTime } from "~/lib/shop-clock";
import { changeByLink } from "~/server/appointments/appointment-page.server";
import { appointmentByToken, freeTimes } from "~/server/appointments/appointments.server";
import { readFormData } from "~/server/forms/read-form.server";
import { getSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/change-appointment";
import { shopRequest } from "~/server/infra/http/load-context.server";

export const handle = { promoPopup: false };

export function meta({ location }: Route.MetaArgs) {
  const m = messages(localeFromPath(location.pathname)).changeAppointment;
  return [{ title: m.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const url = new URL(request.url);
  const token = params.token ?? "";
  const a = await appointmentByToken(db, token);
  if (!a || a.status !== "booked") return data({ view: "invalid" as const }, { status: a ? 409 : 404 });
  const shop = await getSettings(db);
  const now = new Date();
  const days = bookableDays(shop, now);
  const rawDay = url.searchParams.get("day") ?? "";
  const day = isCalendarDate(rawDay) && days.includes(rawDay) ? rawDay : null;
  const times = day ? (await freeTimes(db, shop, day, a.job, { now, except: a.id })).map((s) => s.time) : [];
  return {
    view: "booked" as const,
    origin,
    startsAt: a.startsAt.toISOString(),
    job: a.job,
    plate: a.plate,
    booked: url.searchParams.has("booked"),
    moved: url.searchParams.has("moved"),
    askCancel: url.searchParams.has("cancel"),
    days,
    day,
    times,
    durations: shop.appointments.durations,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, origin, clientIp } = shopRequest(context);
  const form = await readFormData(request);
  return changeByLink(db, form, params.token ?? "", { origin, clientIp });
}

export default function ChangeAppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale);
  const c = m.changeAppointment;
  if (actionData && "done" in actionData && actionData.done === "cancelled")
    return (
      <MessagePage title={c.cancelledTitle} testId="appointment-cancelled">
        <p className="mt-2 text-slate-600">{c.cancelledText}</p>
        <a href={href("appointment", locale)} className={`${buttonClasses("primary", "lg")} mt-6`}>
          {m.appointment.title}
        </a>
      </MessagePage>
    );
  if (loaderData.view === "invalid")
    return (
      <MessagePage title={c.invalidTitle} testId="appointment-invalid">
        <p className="mt-2 text-slate-600">{c.invalidText}</p>
      </MessagePage>
    );
  const d = loaderData;
  const when = mailDateTime(new Date(d.startsAt), locale);
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      {d.booked || d.moved ? (
        <div role="status">
          <DoneHeading data-testid="appointment-confirmed">{d.moved ? c.movedTitle : m.appointment.confirmedTitle}</DoneHeading>
        </div>
      ) : (
        <h1 className="text-2xl font-bold md:text-3xl">{c.title}</h1>
      )}
      <Card className="mt-6">
        <CardContent className="space-y-3">
          <p className="text-lg font-semibold" data-testid="appointment-when">
            {m.appointment.when(when)}
          </p>
          <p>
            {m.appointment.jobs[d.job]}
            {d.plate ? ` · ${d.plate}` : ""}
          </p>
          <AppointmentWhere locale={locale} />
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{m.appointment.bring}</p>
          {(d.booked || d.moved) && (
            <p className="text-sm">
              {m.appointment.changeOnce}{" "}
              <a href="?" className="font-semibold text-brand-700 underline" data-testid="appointment-change-link">
                {m.appointment.changeLink}
              </a>
            </p>
          )}
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardContent className="space-y-4">
          <h2 className="text-lg font-bold">{m.appointment.changeLink}</h2>
          <DayChooser locale={locale} jobs={null} job={d.job} days={d.days} day={d.day} durations={d.durations} />
          {problem && <FormAlert>{m.appointment.errors[problem]}</FormAlert>}
          {d.day && (
            <form method="post" className="space-y-4" {...hook(HOOK.pendingLabel, m.appointment.submitting)}>
              <input type="hidden" name="day" value={d.day} />
              <TimeChoice locale={locale} times={d.times} />
              {d.times.length > 0 && (
                <button type="submit" name="intent" value="move" className={buttonClasses("secondary", "lg", "w-full")}>
                  {c.move}
                </button>
              )}
            </form>
          )}
          {d.askCancel ? (
            <form method="post" className="rounded-md border border-red-200 p-3" data-testid="appointment-cancel-ask">
              <p className="font-semibold">{c.cancelAsk}</p>
              <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                <button type="submit" name="intent" value="cancel" className={buttonClasses("primary", "lg")}>
                  {c.cancelConfirm}
                </button>
                <a href="?" className={buttonClasses("outline", "lg")}>
                  {c.keep}
                </a>
              </div>
            </form>
          ) : (
            <a href="?cancel=1" className={buttonClasses("outline", "lg")} data-testid="appointment-cancel">
              {c.cancel}
            </a>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
