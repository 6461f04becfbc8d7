// Book for a customer on the phone, on the day shown: the job, one of its free times (any time
// ahead: staff may book sooner than the customers' earliest booking), the customer and the car.
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { KnownCustomerOffer, useContactFields } from "~/components/staff/checkout/known-customer";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton } from "~/components/ui/button";
import { AGENDA_INTENT } from "~/components/staff/intents";
import type { AppointmentJob } from "~/domain/appointments";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import type { ActionResult } from "~/lib/action-result";

export function BookForm({
  day,
  free,
  fetcher,
}: {
  day: string;
  free: Partial<Record<AppointmentJob, string[]>>;
  fetcher: FetcherWithComponents<ActionResult>;
}) {
  const texts = useStaffText().agenda;
  const t = texts.book;
  const jobs = Object.keys(free) as AppointmentJob[];
  const [job, setJob] = useState<AppointmentJob | undefined>(jobs[0]);
  const times = (job && free[job]) ?? [];
  const errors = (fetcher.data && !fetcher.data.ok && fetcher.data.fieldErrors) || {};
  const { bind, offer } = useContactFields();
  if (!job) return null;
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
      data-testid="agenda-book-form"
    >
      <h2 className="text-lg font-bold sm:col-span-4">{t.title}</h2>
      <input type="hidden" name="intent" value={AGENDA_INTENT.book} />
      <input type="hidden" name="day" value={day} />
      <Field id="book-job" label={t.job} error={errors.job}>
        <select
          id="book-job"
          name="job"
          value={job}
          onChange={(e) => setJob(e.currentTarget.value as AppointmentJob)}
          className={`${inputClass} min-h-11`}
        >
          {jobs.map((j) => (
            <option key={j} value={j}>
              {texts.jobs[j]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="book-time" label={t.time} error={errors.time}>
        <select id="book-time" name="time" className={`${inputClass} min-h-11`} required>
          {times.length === 0 && <option value="">{t.noFreeTime}</option>}
          {times.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </Field>
      <Field id="book-name" label={t.name} error={errors.name}>
        <input id="book-name" name="name" required maxLength={100} className={inputClass} {...bind("name")} />
      </Field>
      <Field id="book-phone" label={t.phone} error={errors.phone}>
        <input id="book-phone" name="phone" type="tel" required maxLength={30} className={inputClass} {...bind("phone")} />
      </Field>
      <Field id="book-plate" label={t.plate} error={errors.plate}>
        <input id="book-plate" name="plate" maxLength={15} className={inputClass} {...bind("plate")} />
      </Field>
      <Field id="book-email" label={t.email} error={errors.email}>
        <input id="book-email" name="email" type="email" maxLength={254} className={inputClass} {...bind("email")} />
      </Field>
      <div className="sm:col-span-4 empty:hidden">
        <KnownCustomerOffer {...offer} />
      </div>
      <div className="flex items-end sm:col-span-2">
        <button type="submit" className={`${primaryButton} min-h-11 w-full`} disabled={fetcher.state !== "idle" || times.length === 0}>
          {t.submit}
        </button>
      </div>
      {jobs.map((j) => (
        <datalist key={j} id={`agenda-free-${j}`}>
          {(free[j] ?? []).map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      ))}
    </fetcher.Form>
  );
}
