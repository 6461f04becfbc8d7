// The settings screen's "Opening hours": each weekday closed, open (one range) or a split day (two
// ranges); the time inputs of a closed day are not posted.
import { useState } from "react";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { WEEKDAY_COUNT } from "~/domain/shop-settings";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Section, type SectionProps } from "./parts";

type DayMode = 0 | 1 | 2;
/** The rows' test ids name the days in English, whatever the screen's language. */
const DAY_IDS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const DEFAULT_RANGES = [
  ["09:00", "14:00"],
  ["16:00", "20:00"],
] as const;

export function HoursSection({ hours, ...props }: SectionProps & { hours: number[] }) {
  const t = useStaffText().settings.hours;
  const [modes, setModes] = useState<DayMode[]>(() => hours.map((n) => Math.min(n, 2) as DayMode));
  return (
    <Section title={t.title} description={t.description}>
      <ul className="divide-y divide-slate-100">
        {Array.from({ length: WEEKDAY_COUNT }, (_, day) => (
          <DayRow
            key={day}
            day={day}
            mode={modes[day]!}
            onMode={(m) => setModes((all) => all.map((x, i) => (i === day ? m : x)))}
            {...props}
          />
        ))}
      </ul>
    </Section>
  );
}

function DayRow({ day, mode, onMode, values, errors }: SectionProps & { day: number; mode: DayMode; onMode: (m: DayMode) => void }) {
  const t = useStaffText().settings.hours;
  const name = t.days[day]!;
  const field = fieldsOf("s-", errors);
  return (
    <li
      className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 py-3 sm:grid-cols-[7rem_10rem_1fr] sm:items-start"
      data-testid={`hours-${DAY_IDS[day]}`}
    >
      <span className="pt-2.5 font-medium">{name}</span>
      <SelectField
        id={`s-mode-${day}`}
        label={t.opening(name)}
        hideLabel
        value={mode}
        onChange={(e) => onMode(Number(e.currentTarget.value) as DayMode)}
        controlClass="!mt-0 min-h-11"
        options={([0, 1, 2] as const).map((m) => ({ value: m, label: t.modes[m] }))}
      />
      <div className="col-span-2 flex flex-wrap gap-x-4 gap-y-2 empty:hidden sm:col-span-1">
        {mode === 0 && <span className="hidden pt-2.5 text-sm text-slate-500 sm:inline">{t.closedAllDay}</span>}
        {Array.from({ length: mode }, (_, r) => (
          <div key={r} className="flex flex-wrap items-start gap-1">
            {(["opens", "closes"] as const).map((f, j) => {
              const path = `hours.${day}.${r}.${f}`;
              return (
                <div key={f} className="flex items-start gap-1">
                  {j === 1 && <span className="px-1 pt-2.5 text-slate-500">–</span>}
                  <TextField
                    {...field(path)}
                    label={t.time(name, r > 0, f === "closes")}
                    hideLabel
                    className="max-w-60"
                    type="time"
                    defaultValue={values[path] ?? DEFAULT_RANGES[r]![j]}
                    controlClass="!mt-0 min-h-11 w-32"
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </li>
  );
}
