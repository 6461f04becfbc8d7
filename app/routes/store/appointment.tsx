// "Pedir cita": book a workshop job without buying a tyre. Without JavaScript the page is two
// forms: a GET form chooses the job and the day (?job=&day=, the page then lists that day's free
// times), and the booking form posts the time with the car and the customer. The action books it
// (app/server/appointments/appointments.server.ts: the capacity rule under the booking lock) and redirects with
// 303 to the appointment's own page (its signed change/cancel link), which confirms it. A refused
// time re-renders the form with the reason and the next free times. The form has the reservation
// form's defences (app/server/appointments/appointment-page.server.ts): the honeypot, the hourly limits, the
// cap of bookings ahead and, from an address's second form of the day, the proof of work.
import { RouteError } from "~/components/route-error";
import { PrivacyFirstLayer } from "~/components/store/info/privacy-notice";
import { CustomerFields } from "~/components/store/appointments/customer-fields";
import { DayChooser, dayLabel, TimeChoice } from "~/components/store/appointments/slot-picker";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { bookableDays, isAppointmentJob, onlineJobs } from "~/domain/appointments";
import { FormAlert, Honeypot } from "~/components/store/public-form";
import { HOOK, hook, PROOF_CHALLENGE_PATH, PROOF_FIELD } from "~/enhance/contract";
import { localeFromPath } from "~/lib/locale";
import { useLocale } from "~/i18n/use-locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { isCalendarDate } from "~/domain/field-rules";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { submitAppointment } from "~/server/appointments/appointment-page.server";
import { freeTimes } from "~/server/appointments/appointments.server";
import { readFormData } from "~/server/forms/read-form.server";
import { getSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/appointment";
import { shopRequest } from "~/server/infra/http/load-context.server";

export const handle = { promoPopup: false };

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale).appointment;
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.metaTitle }];
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "appointment",
    title: m.metaTitle,
    description: m.metaDescription,
    noindex: loaderData.day != null,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const url = new URL(request.url);
  const shop = await getSettings(db);
  const jobs = onlineJobs(shop.appointments);
  const rawJob = url.searchParams.get("job") ?? "";
  const job = isAppointmentJob(rawJob) && jobs.includes(rawJob) ? rawJob : (jobs[0] ?? "fit2");
  const now = new Date();
  const days = bookableDays(shop, now);
  const rawDay = url.searchParams.get("day") ?? "";
  const day = isCalendarDate(rawDay) && days.includes(rawDay) ? rawDay : null;
  const times = day ? (await freeTimes(db, shop, day, job, { now })).map((s) => s.time) : [];
  return { origin, jobs, job, days, day, times, durations: shop.appointments.durations };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, origin, clientIp } = shopRequest(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  return submitAppointment(db, await readFormData(request), { locale, origin, clientIp });
}

export default function AppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, job, days, day, times, durations } = loaderData;
  const locale = useLocale();
  const m = messages(locale).appointment;
  const result = actionData;
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const alert = !result ? null : result.formError === "invalid" ? m.errorSummary : m.errors[result.formError];
  const shownDay = day ?? (values.day || null);
  const self = href("appointment", locale);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{m.title}</h1>
      <p className="mt-2 text-slate-600">{m.intro}</p>
      <Card className="mt-6">
        <CardContent className="space-y-5">
          <DayChooser locale={locale} jobs={jobs} job={job} days={days} day={shownDay} durations={durations} action={self} />
          {alert && (
            <FormAlert as="div">
              <p>{alert}</p>
              {result && result.nextFree.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2" data-testid="appointment-next-free">
                  {result.nextFree.map((s) => (
                    <li key={`${s.date}${s.time}`}>
                      <a className="underline" href={`${self}?job=${job}&day=${s.date}`}>
                        {dayLabel(s.date, locale)} {s.time}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </FormAlert>
          )}
          {shownDay ? (
            <form
              method="post"
              action={`${self}?job=${job}&day=${shownDay}`}
              className="space-y-4"
              {...hook(HOOK.pendingLabel, m.submitting)}
              {...hook(HOOK.proofChallenge, PROOF_CHALLENGE_PATH)}
            >
              <input type="hidden" name={PROOF_FIELD} defaultValue="" />
              <input type="hidden" name="job" value={job} />
              <input type="hidden" name="day" value={shownDay} />
              <TimeChoice locale={locale} times={times} chosen={values.time} error={errors.time ? m.errors[errors.time] : null} />
              <CustomerFields locale={locale} values={values} errors={errors} />
              {times.length > 0 && (
                <button type="submit" className={buttonClasses("secondary", "lg", "w-full")} data-testid="appointment-submit">
                  {m.submit}
                </button>
              )}
              <Honeypot prefix="appt" label="Web" />
              <PrivacyFirstLayer locale={locale} className="pt-2" purpose={m.privacyPurpose} />
            </form>
          ) : (
            <p className="text-sm text-slate-600">{m.pickDayFirst}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
