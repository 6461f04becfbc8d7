// The settings screen's "Opening hours": each weekday closed, open (one range) or a split day (two
// ranges); the time inputs of a closed day are not posted. A day switched to another kind starts
// from the usual hours (09:00-14:00 and 16:00-20:00, never two ranges that overlap), and Monday's
// hours can be copied to Tuesday-Friday in one click.
import { Copy } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "~/components/ui/button";
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

/** The days "Copy Monday" fills: Tuesday to Friday. */
const COPY_TO = [1, 2, 3, 4];
const timeId = (day: number, r: number, f: "opens" | "closes") => `s-hours.${day}.${r}.${f}`;

export function HoursSection({ hours, ...props }: SectionProps & { hours: number[] }) {
  const t = useStaffText().settings.hours;
  const stored = hours.map((n) => Math.min(n, 2) as DayMode);
  const [modes, setModes] = useState<DayMode[]>(stored);
  // Times copied from Monday, per day, until the form is saved; `copies` renews the inputs.
  const [copied, setCopied] = useState<Record<number, string[][]>>({});
  const [copies, setCopies] = useState(0);
  const copyMonday = () => {
    const ranges = Array.from({ length: modes[0]! }, (_, r) =>
      (["opens", "closes"] as const).map((f) => (document.getElementById(timeId(0, r, f)) as HTMLInputElement | null)?.value ?? ""),
    );
    setModes((all) => all.map((m, i) => (COPY_TO.includes(i) ? modes[0]! : m)));
    setCopied(Object.fromEntries(COPY_TO.map((d) => [d, ranges])));
    setCopies((n) => n + 1);
  };
  return (
    <Section title={t.title} description={t.description}>
      <ul className="divide-y divide-slate-100">
        {Array.from({ length: WEEKDAY_COUNT }, (_, day) => (
          <DayRow
            key={day}
            day={day}
            mode={modes[day]!}
            changed={modes[day] !== stored[day]}
            copied={copied[day]}
            version={copies}
            onMode={(m) => setModes((all) => all.map((x, i) => (i === day ? m : x)))}
            {...props}
          />
        ))}
      </ul>
      <button type="button" className={`${secondaryButton} mt-3 min-h-11`} onClick={copyMonday} data-testid="copy-monday">
        <Copy aria-hidden className="h-4 w-4" /> {t.copyMonday}
      </button>
    </Section>
  );
}

function DayRow({
  day,
  mode,
  changed,
  copied,
  version,
  onMode,
  values,
  errors,
}: SectionProps & {
  day: number;
  mode: DayMode;
  /** The kind of day differs from the stored one: its times start from the usual hours. */
  changed: boolean;
  /** Times copied from Monday. */
  copied: string[][] | undefined;
  version: number;
  onMode: (m: DayMode) => void;
}) {
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
                    // A new kind of day or a copy renews the input, so that it starts from its new value.
                    key={`${mode}-${copied ? version : 0}`}
                    {...field(path)}
                    label={t.time(name, r > 0, f === "closes")}
                    hideLabel
                    className="max-w-60"
                    type="time"
                    defaultValue={copied?.[r]?.[j] ?? (changed ? undefined : values[path]) ?? DEFAULT_RANGES[r]![j]}
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
