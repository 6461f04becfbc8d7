// The shop's settings: who the shop is (names, NIF, address, phones, e-mail, map), when it opens
// (hours per weekday, closed dates), what it charges by default (price table, disposal fee,
// deposit, IVA), how long an online reservation holds a tyre, the promotion texts in both
// languages and whether staff must sign in with a second factor.
//
// ONE zod schema describes them: the staff form (/settings) is parsed with it, and the JSON stored
// in the database is read through it, so nothing the schema refuses is ever saved or shown.
// Form fields arrive as text (amounts in euros, "35.00"); stored values are numbers (cents): the
// schema accepts both and always outputs numbers. Browser-safe (the settings screen runs it for
// early feedback). Storage: docs/decisions/080-shop-settings.md.
import { z } from "zod";
import { formText } from "~/lib/form";
import type { Locale } from "~/i18n/locale";
import { type Cents, parseCents } from "./money";
import type { PriceTable } from "./pricing";
import { DEPOSIT_RULES } from "./reservation-deposit";
import { checkTaxId, normaliseTaxId } from "./tax-id";
import { isCalendarDate, isPhone, phoneDigits } from "./field-rules";
import { APPOINTMENT_JOBS, type AppointmentJob, type AppointmentSettings, STEP_CHOICES } from "./appointments";

/** Monday first: hours[0] is Monday, hours[6] Sunday (ISO day number - 1). */
export const WEEKDAY_COUNT = 7;
const MAX_RANGES_PER_DAY = 2;
export const MAX_CLOSED_DATES = 60;
export const MAX_BANNER_MESSAGES = 6;
export const MAX_PRICE_ROWS = 8;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (label: string, max: number) =>
  z.preprocess(formText, z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`));

/** A whole number field (typed as text, or a stored number). */
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "number" ? v : /^\d{1,9}$/.test(formText(v)) ? Number(formText(v)) : Number.NaN),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be from ${min} to ${max}`)
      .max(max, `${label} must be from ${min} to ${max}`),
  );

/** An amount: euros as typed ("35", "35.00", "35,5") or stored cents; outputs cents. */
const amount = (label: string, { min, max }: { min: 0 | 1; max: Cents }) =>
  z.preprocess(
    (v) => (typeof v === "number" ? v : (parseCents(formText(v)) ?? Number.NaN)),
    z
      .number({ error: `${label} must be an amount like 35.00` })
      .int(`${label} must be an amount like 35.00`)
      .min(min, min === 1 ? `${label} must be more than 0.00` : `${label} cannot be negative`)
      .max(max, `${label} must be at most ${(max / 100).toFixed(2)}`),
  );

const decimal = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "number" ? v : /^-?\d{1,3}([.,]\d{1,7})?$/.test(formText(v)) ? Number(formText(v).replace(",", ".")) : Number.NaN),
    z
      .number({ error: `${label} must be a number` })
      .min(min, `${label} must be from ${min} to ${max}`)
      .max(max, `${label} must be from ${min} to ${max}`),
  );

const httpsUrl = (label: string) =>
  text(label, 500).refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === "https:" && !/[\s"'<>]/.test(s);
    } catch {
      return false;
    }
  }, `${label} must be a link starting with https://`);

/** The map is shown in a frame, which the site's security policy allows from Google Maps only. */
const mapEmbedUrl = httpsUrl("Map embed link").refine((s) => {
  try {
    const u = new URL(s);
    return ["www.google.com", "maps.google.com"].includes(u.hostname) && u.pathname.startsWith("/maps");
  } catch {
    return false;
  }
}, "Map embed link must be a Google Maps embed link (https://www.google.com/maps/...)");

const phone = (label: string) =>
  text(label, 30)
    .transform((s) => s.replace(/\s+/g, " "))
    .refine(isPhone, `${label} must be a phone number, like +34 950 000 000`);

const time = z.preprocess(formText, z.string().regex(TIME, "Use a time like 09:00"));

const timeRange = z.object({ opens: time, closes: time }).superRefine((r, ctx) => {
  if (TIME.test(r.opens) && TIME.test(r.closes) && r.closes <= r.opens)
    ctx.addIssue({ code: "custom", path: ["closes"], message: `Closing time must be after opening time (${r.opens})` });
});

const dayHours = z
  .array(timeRange)
  .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} time ranges a day`)
  .superRefine((ranges, ctx) => {
    const [first, second] = ranges;
    if (first && second && TIME.test(second.opens) && second.opens <= first.closes)
      ctx.addIssue({
        code: "custom",
        path: [1, "opens"],
        message: `The second range must start after the first one closes (${first.closes})`,
      });
  });

/** The week's hours: a form leaves out the ranges of a closed day. */
const weekHours = z.preprocess(
  (v) => (Array.isArray(v) || v == null ? Array.from({ length: WEEKDAY_COUNT }, (_, i) => (v as unknown[] | null)?.[i] ?? []) : v),
  z.array(dayHours).length(WEEKDAY_COUNT),
);

const closedDate = z.object({
  date: z.preprocess(formText, z.string().refine(isCalendarDate, "Use a date like 2026-12-24")),
  noteEs: text("Spanish note", 120),
  noteEn: text("English note", 120),
});

/** Rows of a list in a form: blank rows (every field empty) are left out. */
const withoutBlankRows = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((row) => row != null && (typeof row !== "object" || Object.values(row).some((x) => formText(x) !== "")))
    : v == null
      ? []
      : v;

const closedDates = z
  .preprocess(withoutBlankRows, z.array(closedDate).max(MAX_CLOSED_DATES, `At most ${MAX_CLOSED_DATES} closed dates`))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (seen.has(r.date)) ctx.addIssue({ code: "custom", path: [i, "date"], message: `${r.date} is listed twice` });
      seen.add(r.date);
    });
  })
  .transform((rows) => [...rows].sort((a, b) => a.date.localeCompare(b.date)));

const MAX_PRICE_CENTS = 9_999_999;

const priceTable = z.object({
  byRim: z
    .preprocess(
      withoutBlankRows,
      z
        .array(z.object({ maxRim: wholeNumber("Rim", 10, 30), cents: amount("Price", { min: 1, max: MAX_PRICE_CENTS }) }))
        .min(1, "Add at least one rim row")
        .max(MAX_PRICE_ROWS, `At most ${MAX_PRICE_ROWS} rim rows`),
    )
    .superRefine((rows, ctx) => {
      for (let i = 1; i < rows.length; i++)
        if (rows[i]!.maxRim <= rows[i - 1]!.maxRim)
          ctx.addIssue({ code: "custom", path: [i, "maxRim"], message: `Rim sizes must go up row by row (after ${rows[i - 1]!.maxRim})` });
    }),
  largerCents: amount("Price for larger rims", { min: 1, max: MAX_PRICE_CENTS }),
  speedRating: z.preprocess(
    (v) => (v && typeof v === "object" && formText((v as { code?: unknown }).code) === "" ? null : v),
    z
      .object({
        code: z.preprocess(
          (v) => formText(v).toUpperCase(),
          z.string().regex(/^[A-Z]{1,2}$/, "Speed rating must be one or two letters, like C"),
        ),
        cents: amount("Speed rating price", { min: 1, max: MAX_PRICE_CENTS }),
      })
      .nullable(),
  ),
}) satisfies z.ZodType<PriceTable>;

const promoTexts = z.object({
  strip: text("Top strip", 160),
  banner: z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((s) => formText(s) !== "") : v == null ? [] : v),
    z
      .array(text("Banner message", 120))
      .min(1, "Write at least one banner message")
      .max(MAX_BANNER_MESSAGES, `At most ${MAX_BANNER_MESSAGES} banner messages`),
  ),
  popupTitle: text("Popup title", 60),
  popupText: text("Popup text", 300),
});

/** Fitting appointments: lifts, slot step, each job's minutes (0 = not booked online), earliest booking, horizon, reminder hour. */
const appointmentSettings = z.object({
  lifts: wholeNumber("Lifts", 1, 20),
  stepMinutes: wholeNumber("Slot step", 5, 120).refine(
    (n) => (STEP_CHOICES as readonly number[]).includes(n),
    `Slot step must be one of ${STEP_CHOICES.join(", ")} minutes`,
  ),
  durations: z.object(
    Object.fromEntries(APPOINTMENT_JOBS.map((j) => [j, wholeNumber("Job duration", 0, 480)])) as Record<
      AppointmentJob,
      ReturnType<typeof wholeNumber>
    >,
  ),
  earliestHours: wholeNumber("Earliest booking", 0, 168),
  horizonDays: wholeNumber("Booking horizon", 1, 120),
  reminderHour: wholeNumber("Reminder hour", 0, 23),
}) satisfies z.ZodType<AppointmentSettings>;

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const shopSettingsSchema = z.object({
  name: text("Shop name", 80),
  legalName: text("Legal name", 120),
  nif: z.preprocess(
    (v) => normaliseTaxId(formText(v)),
    z.string().superRefine((s, ctx) => {
      const check = checkTaxId(s);
      if (check === "format") ctx.addIssue({ code: "custom", message: "NIF/CIF/NIE must look like B04123451, 12345678Z or X1234567L" });
      else if (check === "check") ctx.addIssue({ code: "custom", message: `NIF/CIF/NIE ${s}: the check letter or digit is wrong` });
    }),
  ),
  street: text("Street", 120),
  postalCode: z.preprocess(formText, z.string().regex(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, "Postal code must be 5 digits, like 04470")),
  town: text("Town", 80),
  province: text("Province", 80),
  phone: phone("Phone"),
  whatsapp: phone("WhatsApp number"),
  email: z.preprocess(
    (v) => formText(v).toLowerCase(),
    z
      .string()
      .min(1, "E-mail is required")
      .max(254, "E-mail must be at most 254 characters")
      .pipe(z.email("E-mail must be an e-mail address")),
  ),
  mapsUrl: httpsUrl("Map link"),
  mapEmbedUrl,
  directionsUrl: httpsUrl("Directions link"),
  reviewUrl: httpsUrl("Reviews link"),
  latitude: decimal("Latitude", -90, 90),
  longitude: decimal("Longitude", -180, 180),
  hours: weekHours,
  closedDates,
  depositCents: amount("Deposit", { min: 0, max: 100_000 }),
  /** A cancelled or expired reservation's deposit: returned to the customer or kept by the shop. */
  depositWhenEnded: z.preprocess(
    (v) => formText(v) || undefined,
    z.enum(DEPOSIT_RULES, { error: "Choose what happens to the deposit of a cancelled or expired reservation" }),
  ),
  priceTable,
  disposalFeeCents: amount("Disposal fee", { min: 0, max: 10_000 }),
  vatRatePercent: wholeNumber("IVA rate", 0, 50),
  reservationHoldDays: wholeNumber("Reservation hold", 1, 60),
  promo: z.object({ es: promoTexts, en: promoTexts }),
  requireTwoFactor: checkbox,
  appointments: appointmentSettings,
  /** The shop's time (HH:MM) of the nightly backup of the database and the uploads. */
  backupTime: time,
});

export type ShopSettings = z.output<typeof shopSettingsSchema>;

/** Each setting's name as staff read it (the settings screen's sections, the audit log). */
export const SETTING_LABELS: Readonly<Record<keyof ShopSettings, string>> = {
  name: "shop name",
  legalName: "legal name",
  nif: "NIF",
  street: "street",
  postalCode: "postal code",
  town: "town",
  province: "province",
  phone: "phone",
  whatsapp: "WhatsApp number",
  email: "e-mail",
  mapsUrl: "map link",
  mapEmbedUrl: "map embed link",
  directionsUrl: "directions link",
  reviewUrl: "reviews link",
  latitude: "latitude",
  longitude: "longitude",
  hours: "opening hours",
  closedDates: "closed dates",
  depositCents: "deposit",
  depositWhenEnded: "deposit of a cancelled or expired reservation",
  priceTable: "price table",
  disposalFeeCents: "disposal fee",
  vatRatePercent: "IVA rate",
  reservationHoldDays: "reservation hold",
  promo: "promotions",
  requireTwoFactor: "two-factor rule",
  appointments: "appointments",
  backupTime: "backup time",
};

export function isSettingKey(key: string): key is keyof ShopSettings {
  return Object.hasOwn(SETTING_LABELS, key);
}
export type TimeRange = ShopSettings["hours"][number][number];
export type ClosedDate = ShopSettings["closedDates"][number];

// ---- Reading the settings ----

/** "Carretera Provincial AL-3102, km 4, 04470 Laujar de Andarax, Almería" */
export function fullAddress(s: Pick<ShopSettings, "street" | "postalCode" | "town" | "province">): string {
  return `${s.street}, ${s.postalCode} ${s.town}, ${s.province}`;
}

/** The phone as a tel: link. */
export function phoneHref(phone: string): string {
  return `tel:+${phoneDigits(phone) ?? phone.replace(/\D/g, "")}`;
}

/** A wa.me link to the shop's WhatsApp, with a first message when given. */
export function whatsappLink(s: Pick<ShopSettings, "whatsapp">, message?: string): string {
  const base = `https://wa.me/${phoneDigits(s.whatsapp) ?? s.whatsapp.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The closed dates from `today` (yyyy-mm-dd, the shop's day) on, at most `limit`. */
export function upcomingClosedDates(s: Pick<ShopSettings, "closedDates">, today: string, limit = 6): ClosedDate[] {
  return s.closedDates.filter((d) => d.date >= today).slice(0, limit);
}

/** The note of a closed date in a language. */
export function closedDateNote(d: ClosedDate, locale: Locale): string {
  return locale === "es" ? d.noteEs : d.noteEn;
}

// ---- The settings form ----

/**
 * The settings as the form's fields: name (a path, see nestedFormValues in app/lib/form.ts) ->
 * text as typed (amounts in euros). Parsing these with shopSettingsSchema gives the settings back.
 */
export function settingsFormValues(s: ShopSettings): Record<string, string> {
  const euros = (c: Cents) => (c / 100).toFixed(2);
  const out: Record<string, string> = {
    name: s.name,
    legalName: s.legalName,
    nif: s.nif,
    street: s.street,
    postalCode: s.postalCode,
    town: s.town,
    province: s.province,
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    mapsUrl: s.mapsUrl,
    mapEmbedUrl: s.mapEmbedUrl,
    directionsUrl: s.directionsUrl,
    reviewUrl: s.reviewUrl,
    latitude: String(s.latitude),
    longitude: String(s.longitude),
    depositCents: euros(s.depositCents),
    depositWhenEnded: s.depositWhenEnded,
    "priceTable.largerCents": euros(s.priceTable.largerCents),
    "priceTable.speedRating.code": s.priceTable.speedRating?.code ?? "",
    "priceTable.speedRating.cents": s.priceTable.speedRating ? euros(s.priceTable.speedRating.cents) : "",
    disposalFeeCents: euros(s.disposalFeeCents),
    vatRatePercent: String(s.vatRatePercent),
    reservationHoldDays: String(s.reservationHoldDays),
  };
  s.hours.forEach((ranges, day) =>
    ranges.forEach((r, i) => {
      out[`hours.${day}.${i}.opens`] = r.opens;
      out[`hours.${day}.${i}.closes`] = r.closes;
    }),
  );
  s.closedDates.forEach((d, i) => {
    out[`closedDates.${i}.date`] = d.date;
    out[`closedDates.${i}.noteEs`] = d.noteEs;
    out[`closedDates.${i}.noteEn`] = d.noteEn;
  });
  s.priceTable.byRim.forEach((r, i) => {
    out[`priceTable.byRim.${i}.maxRim`] = String(r.maxRim);
    out[`priceTable.byRim.${i}.cents`] = euros(r.cents);
  });
  for (const locale of ["es", "en"] as const) {
    const p = s.promo[locale];
    out[`promo.${locale}.strip`] = p.strip;
    out[`promo.${locale}.popupTitle`] = p.popupTitle;
    out[`promo.${locale}.popupText`] = p.popupText;
    p.banner.forEach((m, i) => (out[`promo.${locale}.banner.${i}`] = m));
  }
  if (s.requireTwoFactor) out.requireTwoFactor = "on";
  const a = s.appointments;
  out["appointments.lifts"] = String(a.lifts);
  out["appointments.stepMinutes"] = String(a.stepMinutes);
  out["appointments.earliestHours"] = String(a.earliestHours);
  out["appointments.horizonDays"] = String(a.horizonDays);
  out["appointments.reminderHour"] = String(a.reminderHour);
  for (const j of APPOINTMENT_JOBS) out[`appointments.durations.${j}`] = String(a.durations[j]);
  out.backupTime = s.backupTime;
  return out;
}
