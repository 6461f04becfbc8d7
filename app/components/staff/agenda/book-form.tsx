// Book for a customer on the phone, on the day shown: the job, one of its free times (any time
// ahead: staff may book sooner than the customers' earliest booking), the customer and the car,
// and, when the customer wants a stock tyre fitted, the tyre to hold (its reservation is made too).
// Once booked, the form is empty again for the next caller; a refused booking keeps what was typed.
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { KnownCustomerOffer, useContactFields } from "~/components/staff/checkout/known-customer";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { AGENDA_INTENT } from "~/components/staff/shared/intents";
import type { AppointmentJob } from "~/domain/appointments";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { SubmitButton } from "~/components/ui/submit-button";

export function BookForm({ day, free }: { day: string; free: Partial<Record<AppointmentJob, string[]>> }) {
  const texts = useStaffText().agenda;
  const t = texts.book;
  const jobs = Object.keys(free) as AppointmentJob[];
  const [job, setJob] = useState<AppointmentJob | undefined>(jobs[0]);
  const times = (job && free[job]) ?? [];
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { bind, reset, offer } = useContactFields();
  useActionToast(fetcher, {
    onSuccess: () => {
      formRef.current?.reset();
      reset();
      setJob(jobs[0]);
    },
  });
  const field = fieldsOf("book-", resultFieldErrors(fetcher.data));
  if (!job) return null;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
      data-testid="agenda-book-form"
    >
      <h2 className="text-lg font-bold sm:col-span-4">{t.title}</h2>
      <input type="hidden" name="intent" value={AGENDA_INTENT.book} />
      <input type="hidden" name="day" value={day} />
      <SelectField
        {...field("job")}
        label={t.job}
        controlClass="min-h-11"
        value={job}
        onChange={(e) => setJob(e.currentTarget.value as AppointmentJob)}
        options={jobs.map((j) => ({ value: j, label: texts.jobs[j] }))}
      />
      <SelectField {...field("time")} label={t.time} controlClass="min-h-11" required>
        {times.length === 0 && <option value="">{t.noFreeTime}</option>}
        {times.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <TextField {...field("name")} label={t.name} required maxLength={100} {...bind("name")} />
      <TextField {...field("phone")} label={t.phone} type="tel" required maxLength={30} {...bind("phone")} />
      <TextField {...field("plate")} label={t.plate} maxLength={15} {...bind("plate")} />
      <TextField {...field("email")} label={t.email} type="email" maxLength={254} {...bind("email")} />
      <TextField
        {...field("tyreId")}
        label={t.tyre}
        hint={t.tyreHint}
        maxLength={40}
        autoCapitalize="characters"
        className="sm:col-span-3"
        placeholder="T0001T"
      />
      <TextField {...field("units")} label={t.units} type="number" min={1} max={8} defaultValue={2} />
      <div className="sm:col-span-4 empty:hidden">
        <KnownCustomerOffer {...offer} />
      </div>
      <div className="flex items-end sm:col-span-2">
        <SubmitButton busy={fetcher.state !== "idle"} disabled={times.length === 0} label={t.submit} className="min-h-11 w-full" />
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
