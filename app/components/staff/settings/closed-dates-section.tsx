// The settings screen's "Closed dates": holidays with a note in each language, added and removed
// in the form (named closedDates.<i>.<field> by their position when posted).
import { CalendarX2, Trash2 } from "lucide-react";
import { secondaryButton } from "~/components/ui/button";
import { MAX_CLOSED_DATES } from "~/domain/shop-settings";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, SettingInput, type SectionProps, useRows } from "./parts";

export function ClosedDatesSection({ count, values, errors }: SectionProps & { count: number }) {
  const t = useStaffText().settings.closedDates;
  const closed = useRows(count, MAX_CLOSED_DATES);
  return (
    <Section title={t.title} description={t.description}>
      {closed.rows.length === 0 && <p className="text-sm text-slate-500">{t.none}</p>}
      <ul className="space-y-3">
        {closed.rows.map((row, i) => {
          const at = (f: string) => `closedDates.${i}.${f}`;
          const from = (f: string) => (row.from == null ? "" : (values[`closedDates.${row.from}.${f}`] ?? ""));
          return (
            <li
              key={row.key}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-start"
            >
              <SettingInput values={values} errors={errors} name={at("date")} label={t.date} type="date" defaultValue={from("date")} />
              {(["noteEs", "noteEn"] as const).map((note) => (
                <SettingInput
                  key={note}
                  values={values}
                  errors={errors}
                  name={at(note)}
                  label={t[note]}
                  defaultValue={from(note)}
                  maxLength={120}
                />
              ))}
              <button type="button" className={`${secondaryButton} min-h-11 sm:mt-6`} onClick={() => closed.remove(row.key)}>
                <Trash2 aria-hidden className="h-4 w-4" /> <span className="sm:sr-only">{t.remove(i + 1)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${secondaryButton} mt-3 min-h-11`} onClick={closed.add} disabled={!closed.canAdd}>
        <CalendarX2 aria-hidden className="h-4 w-4" /> {t.add}
      </button>
    </Section>
  );
}
