// The public appointment pages' day and time choice, without JavaScript: a GET form chooses the job
// and the day (the page then lists that day's free times), and the times are radio buttons of the
// booking form that posts. The enhancement script sends the GET form as soon as a choice changes.
import type { AppointmentJob } from "~/domain/appointments";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { formatShopDay } from "~/lib/shop-clock";
import { buttonClasses } from "~/components/ui/button";

export const fieldClass = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";

/** "mié 2 dic" / "Wed 2 Dec". */
export function dayLabel(day: string, locale: Locale): string {
  return formatShopDay(day, locale, { weekday: "short", day: "numeric", month: "short" });
}

/** The GET form: job (when the page offers a choice) and day. */
export function DayChooser({
  locale,
  jobs,
  job,
  days,
  day,
  durations,
  action,
  keep,
}: {
  locale: Locale;
  jobs: readonly AppointmentJob[] | null;
  job: AppointmentJob;
  days: readonly string[];
  day: string | null;
  durations: Record<AppointmentJob, number>;
  action?: string;
  /** Other query parameters the page keeps. */
  keep?: Record<string, string>;
}) {
  const m = messages(locale).appointment;
  return (
    <form method="get" action={action} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" {...hook(HOOK.autoSubmit)}>
      {keep && Object.entries(keep).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      {jobs ? (
        <div>
          <label htmlFor="appt-job" className="text-sm font-medium">
            {m.job}
          </label>
          <select id="appt-job" name="job" defaultValue={job} className={fieldClass}>
            {jobs.map((j) => (
              <option key={j} value={j}>
                {m.jobs[j]} ({m.minutes(durations[j])})
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="job" value={job} />
      )}
      <div>
        <label htmlFor="appt-day" className="text-sm font-medium">
          {m.day}
        </label>
        <select id="appt-day" name="day" defaultValue={day ?? ""} className={fieldClass} data-testid="appointment-day">
          <option value="" disabled>
            {m.pickDay}
          </option>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d, locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("outline", "lg")} {...hook(HOOK.autoSubmitButton)}>
        {m.showTimes}
      </button>
    </form>
  );
}

/** The free times of the chosen day as radio buttons named `time` (part of the form that posts). */
export function TimeChoice({
  locale,
  times,
  chosen,
  error,
  name = "time",
  noneLabel,
}: {
  locale: Locale;
  times: readonly string[];
  chosen?: string;
  error?: string | null;
  /** The radio buttons' name ("time"; "fitTime" on the reservation form). */
  name?: string;
  /** When given, a first choice "no time" (value ""), chosen unless another is. */
  noneLabel?: string;
}) {
  const m = messages(locale).appointment;
  if (times.length === 0) return <p className="rounded-md bg-slate-100 p-3 text-sm">{m.noTimes}</p>;
  const options = noneLabel ? ["", ...times] : times;
  return (
    <fieldset aria-describedby={error ? "appt-time-error" : undefined}>
      <legend className="text-sm font-medium">{m.time}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="appointment-times">
        {options.map((t, i) => (
          <label
            key={t || "none"}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-1 text-center border border-slate-300 bg-white text-base font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" name={name} value={t} required defaultChecked={chosen ? chosen === t : i === 0} className="sr-only" />
            {t || noneLabel}
          </label>
        ))}
      </div>
      {error && (
        <p id="appt-time-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
