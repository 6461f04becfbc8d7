// Shop settings: the shop's details, opening hours and closed dates, default prices, deposit, IVA,
// reservation hold, promotion texts and the staff sign-in rule, in one form checked by the one
// schema (app/domain/shop-settings.ts) in the browser and again on the server. A save writes
// everything or nothing, is refused if someone saved in between, is audited, and shows on the
// public site at once (the page cache is emptied by any accepted write).
import { staffDateTime } from "~/lib/shop-clock";
import { CalendarX2, Plus, RotateCcw, Save, Trash2 } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher, useLoaderData } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { AppointmentsSection } from "~/components/staff/settings/appointments-section";
import { BackupSection } from "~/components/staff/settings/backup-section";
import {
  MAX_BANNER_MESSAGES,
  MAX_CLOSED_DATES,
  MAX_PRICE_ROWS,
  settingsFormValues,
  shopSettingsSchema,
  WEEKDAY_COUNT,
} from "~/domain/shop-settings";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { type FieldErrors, parseForm } from "~/lib/form";
import { useFormValidation } from "~/lib/use-form-validation";
import { staffActor } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { readEnv } from "~/server/env.server";
import { readFormData } from "~/server/read-form.server";
import { listStoredBackups } from "~/server/scheduled-backup.server";
import { readStoredSettings, saveSettings } from "~/server/settings.server";
import { replyFromError } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { DEPOSIT_RULE_LABELS, DEPOSIT_RULES } from "~/domain/reservation-deposit";
import { DemoDataPanel } from "~/components/staff/settings/demo-data";
import { demoDataLeft } from "~/server/demo-data.server";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Settings" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "settings");
  // Straight from the database (not the request cache): the form must carry the version it edits.
  const stored = await readStoredSettings(db());
  return {
    values: settingsFormValues(stored.settings),
    hours: stored.settings.hours.map((d) => d.length),
    closedDates: stored.settings.closedDates.length,
    priceRows: stored.settings.priceTable.byRim.length,
    version: stored.version,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    updatedBy: stored.updatedBy,
    demoLeft: await demoDataLeft(db()),
    backups: listStoredBackups(readEnv()),
  };
}

const versionOf = (form: FormData) => {
  const v = form.get("version");
  return typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null;
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "settings");
  const form = await readFormData(request);
  const version = versionOf(form);
  if (version == null) return reply({ ok: false, message: "Failed to save settings: invalid request" }, 400);
  const parsed = parseForm(shopSettingsSchema, form, { nested: true });
  if (!parsed.ok) {
    const n = Object.keys(parsed.fieldErrors).length;
    return reply(
      {
        ok: false,
        message: `Nothing saved: ${n === 1 ? "one field needs" : `${n} fields need`} fixing (${parsed.formError})`,
        fieldErrors: parsed.fieldErrors,
      },
      400,
    );
  }
  try {
    const saved = await saveSettings(db(), parsed.data, { expectedVersion: version, actor: staffActor(user) });
    return reply({
      ok: true,
      message: saved.changed ? `Settings saved (${saved.fields.length} changed)` : "Nothing to save: no setting changed",
    });
  } catch (e) {
    return replyFromError(e, { failed: "Failed to save settings", log: "settings" });
  }
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type DayMode = 0 | 1 | 2;

/** Rows of a list the screen can add to and remove from; each keeps its own key while positions change. */
function useRows(initial: number, max: number) {
  const next = useRef(initial);
  const [rows, setRows] = useState<{ key: number; from: number | null }[]>(() =>
    Array.from({ length: initial }, (_, i) => ({ key: i, from: i })),
  );
  return {
    rows,
    canAdd: rows.length < max,
    add: () => setRows((r) => (r.length < max ? [...r, { key: next.current++, from: null }] : r)),
    remove: (key: number) => setRows((r) => r.filter((x) => x.key !== key)),
  };
}

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>();
  const [resets, setResets] = useState(0);
  // The fetcher and its toast live here, above the form: a save's new version remounts the form.
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, { onFailure: (r) => !r.ok && r.fieldErrors && focusFirst(r.fieldErrors, formRef.current) });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="text-slate-600">
        What the public site, invoices, e-mails and the back-office use. A saved change shows on the site at once, in both languages.
      </p>
      {data.updatedAt && (
        <p className="mt-1 text-sm text-slate-500" data-testid="settings-saved-by">
          Last saved {staffDateTime.format(new Date(data.updatedAt))}
          {data.updatedBy ? ` by ${data.updatedBy}` : ""}
        </p>
      )}
      {/* A new key after a save (new version) or "Undo changes" starts the form again from what is stored. */}
      <SettingsForm
        key={`${data.version}-${resets}`}
        data={data}
        fetcher={fetcher}
        formRef={formRef}
        onUndo={() => setResets((n) => n + 1)}
      />
      <BackupSection backups={data.backups} />
      <DemoDataPanel left={data.demoLeft} />
    </div>
  );
}

/** Moves to the first field with a message (the browser's check or the server's answer). */
function focusFirst(errors: FieldErrors, form: HTMLFormElement | null) {
  const first = Object.keys(errors)[0];
  const el = first && form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"], [data-field="${CSS.escape(first)}"]`);
  if (el) {
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: "center" });
  }
}

function SettingsForm({
  data,
  fetcher,
  formRef,
  onUndo,
}: {
  data: ReturnType<typeof useLoaderData<typeof loader>>;
  fetcher: FetcherWithComponents<ActionResult>;
  formRef: React.RefObject<HTMLFormElement | null>;
  onUndo: () => void;
}) {
  const { errors, formProps } = useFormValidation(shopSettingsSchema, fetcher.data, undefined, { nested: true, onInvalid: focusFirst });
  const busy = fetcher.state !== "idle";
  const v = data.values;
  const [modes, setModes] = useState<DayMode[]>(() => data.hours.map((n) => Math.min(n, 2) as DayMode));
  const closed = useRows(data.closedDates, MAX_CLOSED_DATES);
  const prices = useRows(data.priceRows, MAX_PRICE_ROWS);

  /** A text input bound to a settings field: its stored value, its message, its label. */
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, className = "") => (
    <Field id={`s-${name}`} label={label} error={errors[name]} className={className}>
      <input
        id={`s-${name}`}
        name={name}
        defaultValue={v[name] ?? ""}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `s-${name}-error` : undefined}
        {...props}
      />
    </Field>
  );

  return (
    <fetcher.Form method="post" ref={formRef} className="mt-6 space-y-6" {...formProps} data-testid="settings-form">
      <input type="hidden" name="version" value={data.version} />

      <Section title="The shop" description="As the public site, the e-mails and new invoices name it.">
        <div className="grid gap-3 sm:grid-cols-2">
          {input("name", "Shop name", { maxLength: 80 })}
          {input("legalName", "Legal name", { maxLength: 120 })}
          {input("nif", "NIF / CIF / NIE", { maxLength: 20, autoCapitalize: "characters", spellCheck: false })}
          {input("email", "E-mail", { type: "email", maxLength: 254 })}
          {input("phone", "Phone", { type: "tel", maxLength: 30 })}
          {input("whatsapp", "WhatsApp number", { type: "tel", maxLength: 30 })}
        </div>
      </Section>

      <Section title="Address and map">
        <div className="grid gap-3 sm:grid-cols-6">
          {input("street", "Street", { maxLength: 120 }, "sm:col-span-6")}
          {input("postalCode", "Postal code", { inputMode: "numeric", maxLength: 5 }, "sm:col-span-2")}
          {input("town", "Town", { maxLength: 80 }, "sm:col-span-2")}
          {input("province", "Province", { maxLength: 80 }, "sm:col-span-2")}
          {input("latitude", "Latitude", { inputMode: "decimal" }, "sm:col-span-3")}
          {input("longitude", "Longitude", { inputMode: "decimal" }, "sm:col-span-3")}
          {input("mapsUrl", "Map link", { type: "url" }, "sm:col-span-6")}
          {input("mapEmbedUrl", "Map embed link (Google Maps, output=embed)", { type: "url" }, "sm:col-span-6")}
          {input("directionsUrl", "Directions link", { type: "url" }, "sm:col-span-3")}
          {input("reviewUrl", "Reviews link", { type: "url" }, "sm:col-span-3")}
        </div>
      </Section>

      <Section title="Opening hours" description="Closed, open, or a split day with two time ranges (the second after the first closes).">
        <ul className="divide-y divide-slate-100">
          {Array.from({ length: WEEKDAY_COUNT }, (_, day) => (
            <DayRow
              key={day}
              day={day}
              mode={modes[day]!}
              onMode={(m) => setModes((all) => all.map((x, i) => (i === day ? m : x)))}
              values={v}
              errors={errors}
            />
          ))}
        </ul>
      </Section>

      <Section
        title="Closed dates"
        description="Holidays and other days the shop stays shut: the site lists the next ones under the opening hours, with the note in the visitor's language."
      >
        {closed.rows.length === 0 && <p className="text-sm text-slate-500">No closed dates.</p>}
        <ul className="space-y-3">
          {closed.rows.map((row, i) => {
            const at = (f: string) => `closedDates.${i}.${f}`;
            const from = (f: string) => (row.from == null ? "" : (v[`closedDates.${row.from}.${f}`] ?? ""));
            return (
              <li
                key={row.key}
                className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-start"
              >
                <TextField name={at("date")} label="Date" type="date" defaultValue={from("date")} errors={errors} />
                <TextField name={at("noteEs")} label="Note in Spanish" defaultValue={from("noteEs")} errors={errors} maxLength={120} />
                <TextField name={at("noteEn")} label="Note in English" defaultValue={from("noteEn")} errors={errors} maxLength={120} />
                <button type="button" className={`${secondaryButton} min-h-11 sm:mt-6`} onClick={() => closed.remove(row.key)}>
                  <Trash2 aria-hidden className="h-4 w-4" /> <span className="sm:sr-only">Remove closed date {i + 1}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className={`${secondaryButton} mt-3 min-h-11`} onClick={closed.add} disabled={!closed.canAdd}>
          <CalendarX2 aria-hidden className="h-4 w-4" /> Add a closed date
        </button>
      </Section>

      <Section
        title="Prices, deposit and reservations"
        description="A tyre entered or imported without a price takes the price table's; amounts in euros, IVA included."
      >
        <div className="grid gap-3 sm:grid-cols-4">
          {input("depositCents", "Deposit (€)", { inputMode: "decimal" })}
          {input("disposalFeeCents", "Disposal fee per tyre (€)", { inputMode: "decimal" })}
          {input("vatRatePercent", "IVA rate (%)", { inputMode: "numeric", maxLength: 2 })}
          {input("reservationHoldDays", "Reservation hold (days)", { inputMode: "numeric", maxLength: 2 })}
        </div>
        <Field
          id="s-depositWhenEnded"
          label="Deposit of a cancelled or expired reservation"
          error={errors.depositWhenEnded}
          className="mt-3 max-w-sm"
        >
          <select
            id="s-depositWhenEnded"
            name="depositWhenEnded"
            defaultValue={v.depositWhenEnded ?? "return"}
            className={`${inputClass} min-h-11`}
          >
            {DEPOSIT_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {DEPOSIT_RULE_LABELS[rule]}
              </option>
            ))}
          </select>
        </Field>
        <h3 className="mt-5 text-sm font-semibold text-slate-800">Price table by rim</h3>
        <p className="text-xs text-slate-500">A tyre takes the price of the first row whose rim is at least its own.</p>
        {errors["priceTable.byRim"] && (
          <p className="mt-1 text-xs text-red-700" data-field="priceTable.byRim" tabIndex={-1}>
            {errors["priceTable.byRim"]}
          </p>
        )}
        <ul className="mt-2 max-w-lg space-y-2">
          {prices.rows.map((row, i) => {
            const from = (f: string) => (row.from == null ? "" : (v[`priceTable.byRim.${row.from}.${f}`] ?? ""));
            return (
              <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                <TextField
                  name={`priceTable.byRim.${i}.maxRim`}
                  label="Rim up to (inches)"
                  inputMode="numeric"
                  defaultValue={from("maxRim")}
                  errors={errors}
                />
                <TextField
                  name={`priceTable.byRim.${i}.cents`}
                  label="Price (€)"
                  inputMode="decimal"
                  defaultValue={from("cents")}
                  errors={errors}
                />
                <button
                  type="button"
                  className={`${secondaryButton} min-h-11`}
                  onClick={() => prices.remove(row.key)}
                  disabled={prices.rows.length <= 1}
                  aria-label={`Remove price row ${i + 1}`}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className={`${secondaryButton} mt-2 min-h-11`} onClick={prices.add} disabled={!prices.canAdd}>
          <Plus aria-hidden className="h-4 w-4" /> Add a rim row
        </button>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          {input("priceTable.largerCents", "Larger rims (€)", { inputMode: "decimal" })}
          {input("priceTable.speedRating.code", "Speed rating priced apart", { maxLength: 2, placeholder: "C (empty: none)" })}
          {input("priceTable.speedRating.cents", "Its price (€)", { inputMode: "decimal" })}
        </div>
      </Section>

      <Section
        title="Promotions"
        description="The strip above the header, the rotating messages of the bottom banner and the one-time popup."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {(["es", "en"] as const).map((lang) => (
            <fieldset key={lang} className="min-w-0 space-y-3">
              <legend className="text-sm font-semibold text-slate-800">{lang === "es" ? "Spanish" : "English"}</legend>
              {input(`promo.${lang}.strip`, "Top strip", { maxLength: 160 })}
              <div data-field={`promo.${lang}.banner`} tabIndex={-1}>
                <p className="text-sm font-medium text-slate-800">Banner messages (empty lines are left out)</p>
                {errors[`promo.${lang}.banner`] && <p className="mt-1 text-xs text-red-700">{errors[`promo.${lang}.banner`]}</p>}
                <div className="space-y-2">
                  {Array.from({ length: MAX_BANNER_MESSAGES }, (_, i) => (
                    <TextField
                      key={i}
                      name={`promo.${lang}.banner.${i}`}
                      label={`Banner message ${i + 1} (${lang === "es" ? "Spanish" : "English"})`}
                      hideLabel
                      defaultValue={v[`promo.${lang}.banner.${i}`] ?? ""}
                      errors={errors}
                      maxLength={120}
                    />
                  ))}
                </div>
              </div>
              {input(`promo.${lang}.popupTitle`, "Popup title", { maxLength: 60 })}
              <Field id={`s-promo.${lang}.popupText`} label="Popup text" error={errors[`promo.${lang}.popupText`]}>
                <textarea
                  id={`s-promo.${lang}.popupText`}
                  name={`promo.${lang}.popupText`}
                  rows={3}
                  maxLength={300}
                  defaultValue={v[`promo.${lang}.popupText`] ?? ""}
                  className={inputClass}
                  aria-invalid={errors[`promo.${lang}.popupText`] ? true : undefined}
                />
              </Field>
            </fieldset>
          ))}
        </div>
      </Section>

      <AppointmentsSection
        values={v}
        errors={errors}
        section={(title, description, children) => (
          <Section title={title} description={description}>
            {children}
          </Section>
        )}
      />

      <Section title="Staff sign-in">
        <div className="flex min-h-11 items-start gap-3 text-sm">
          <input
            id="s-requireTwoFactor"
            type="checkbox"
            name="requireTwoFactor"
            defaultChecked={v.requireTwoFactor === "on"}
            aria-describedby="s-requireTwoFactor-hint"
            className="mt-0.5 h-5 w-5 accent-brand-700"
          />
          <div>
            <label htmlFor="s-requireTwoFactor" className="font-medium">
              Staff must use two-factor sign-in
            </label>
            <p id="s-requireTwoFactor-hint" className="text-slate-500">
              A member of staff without it is asked to turn it on before anything else.
            </p>
          </div>
        </div>
      </Section>

      <Section title="Nightly backup">
        <Field id="s-backupTime" label="Backup time (shop time)" error={errors.backupTime}>
          <input
            id="s-backupTime"
            name="backupTime"
            type="time"
            required
            defaultValue={v.backupTime ?? "03:00"}
            className={`${inputClass} sm:max-w-40`}
            aria-invalid={errors.backupTime ? true : undefined}
          />
        </Field>
      </Section>

      <div className="sticky bottom-[4.5rem] z-30 flex flex-wrap items-center justify-end gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur lg:bottom-3">
        {errors.form && <p className="mr-auto text-sm text-red-700">{errors.form}</p>}
        <button type="button" className={`${secondaryButton} min-h-11`} onClick={onUndo} disabled={busy}>
          <RotateCcw aria-hidden className="h-4 w-4" /> Undo changes
        </button>
        <button type="submit" className={`${primaryButton} min-h-11`} disabled={busy} data-testid="save-settings">
          <Save aria-hidden className="h-4 w-4" /> {busy ? "Saving…" : "Save settings"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="mb-3 text-sm text-slate-600">{description}</p>}
      {!description && <div className="mb-3" />}
      {children}
    </section>
  );
}

function TextField({
  name,
  label,
  errors,
  hideLabel,
  ...props
}: { name: string; label: string; errors: FieldErrors; hideLabel?: boolean } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `s-${name}`;
  const error = errors[name];
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const MODE_LABELS: Record<DayMode, string> = { 0: "Closed", 1: "Open", 2: "Split day" };
const DEFAULT_RANGES = [
  ["09:00", "14:00"],
  ["16:00", "20:00"],
] as const;

/** One weekday: closed, one range or two; the time inputs of a closed day are not posted. */
function DayRow({
  day,
  mode,
  onMode,
  values,
  errors,
}: {
  day: number;
  mode: DayMode;
  onMode: (m: DayMode) => void;
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const name = DAYS[day]!;
  return (
    <li
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 py-3 sm:grid-cols-[7rem_9rem_1fr] sm:items-start"
      data-testid={`hours-${name.toLowerCase()}`}
    >
      <span className="pt-2.5 font-medium">{name}</span>
      <div>
        <label htmlFor={`s-mode-${day}`} className="sr-only">
          {name} opening
        </label>
        <select
          id={`s-mode-${day}`}
          value={mode}
          onChange={(e) => onMode(Number(e.currentTarget.value) as DayMode)}
          className={`${inputClass} !mt-0 min-h-11`}
        >
          {([0, 1, 2] as const).map((m) => (
            <option key={m} value={m}>
              {MODE_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex flex-wrap gap-x-4 gap-y-2 empty:hidden sm:col-span-1">
        {mode === 0 && <span className="hidden pt-2.5 text-sm text-slate-500 sm:inline">Closed all day</span>}
        {Array.from({ length: mode }, (_, r) => (
          <div key={r} className="flex flex-wrap items-start gap-1">
            {(["opens", "closes"] as const).map((f, j) => {
              const field = `hours.${day}.${r}.${f}`;
              const id = `s-${field}`;
              return (
                <div key={f} className="flex items-start gap-1">
                  {j === 1 && <span className="px-1 pt-2.5 text-slate-500">–</span>}
                  <div>
                    <label htmlFor={id} className="sr-only">
                      {`${name}${r === 0 ? "" : " second range"} ${f === "opens" ? "opens" : "closes"}`}
                    </label>
                    <input
                      id={id}
                      name={field}
                      type="time"
                      defaultValue={values[field] ?? DEFAULT_RANGES[r]![j]}
                      className={`${inputClass} !mt-0 min-h-11 w-32`}
                      aria-invalid={errors[field] ? true : undefined}
                      aria-describedby={errors[field] ? `${id}-error` : undefined}
                    />
                    {errors[field] && (
                      <p id={`${id}-error`} className="mt-1 max-w-60 text-xs text-red-700">
                        {errors[field]}
                      </p>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </li>
  );
}
