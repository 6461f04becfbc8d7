// The shop's settings: who the shop is (names, NIF, address, phones, e-mail, map), when it opens
// (hours per weekday, closed dates), what it charges by default (price table, disposal fee,
// deposit, IVA), how long an online reservation holds a tyre, how long a new quote is valid, the
// promotion texts in both languages and whether staff must sign in with a second factor.
//
// ONE zod schema describes them: the staff form (/settings) is parsed with it, and the JSON stored
// in the database is read through it, so nothing the schema refuses is ever saved or shown.
// Form fields arrive as text (amounts in euros, "35.00"); stored values are numbers (cents): the
// schema accepts both and always outputs numbers. Browser-safe (the settings screen runs it for
// early feedback). Storage: docs/decisions/080-shop-settings.md.
import { z } from "zod";
import { formText } from "~/lib/form";
import type { Locale } from "~/lib/locale";
import { type Cents, parseCents } from "./money";
import type { PriceTable } from "./pricing";
import { MAX_QUOTE_VALID_DAYS } from "./quote";
import { MAX_DECLINED_WEEKS } from "./reminders";
import { DEPOSIT_RULES } from "./reservation-deposit";
import { checkTaxId, normaliseTaxId } from "./tax-id";
import { isCalendarDate, isPhone, phoneDigits } from "./field-rules";
import { APPOINTMENT_JOBS, type AppointmentJob, type AppointmentSettings, STEP_CHOICES } from "./appointment-constants";

/** Monday first: hours[0] is Monday, hours[6] Sunday (ISO day number - 1). */
export const WEEKDAY_COUNT = 7;
const MAX_RANGES_PER_DAY = 2;
export const MAX_CLOSED_DATES = 60;
export const MAX_BANNER_LINES = 6;
export const MAX_PRICE_ROWS = 8;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The settings form's field messages: the staff catalogue's `settings.form` fits it. `labels` names
 * the field a message is about; numbers arrive formatted for the language (`decimal`).
 */
export interface SettingsFormMessages {
  labels: {
    shopName: string;
    legalName: string;
    street: string;
    town: string;
    province: string;
    phone: string;
    whatsapp: string;
    mapLink: string;
    mapEmbedLink: string;
    directionsLink: string;
    reviewsLink: string;
    latitude: string;
    longitude: string;
    spanishNote: string;
    englishNote: string;
    rim: string;
    price: string;
    largerPrice: string;
    speedRatingPrice: string;
    topStrip: string;
    bannerMessage: string;
    popupTitle: string;
    popupText: string;
    lifts: string;
    slotStep: string;
    jobDuration: string;
    earliestBooking: string;
    bookingHorizon: string;
    reminderHour: string;
    deposit: string;
    disposalFee: string;
    vatRate: string;
    reservationHold: string;
    quoteValidity: string;
    discountLimit: string;
    reminderWeeks: string;
  };
  /** A number as the messages write it ("35.00"; "35,00" in Spanish). */
  decimal: (n: string) => string;
  required: (label: string) => string;
  atMost: (label: string, max: string) => string;
  wholeNumber: (label: string) => string;
  fromTo: (label: string, min: string, max: string) => string;
  amount: (label: string) => string;
  moreThanZero: (label: string) => string;
  notNegative: (label: string) => string;
  amountAtMost: (label: string, max: string) => string;
  number: (label: string) => string;
  httpsLink: (label: string) => string;
  mapEmbed: string;
  phoneNumber: (label: string) => string;
  time: string;
  closesAfterOpens: (opens: string) => string;
  rangesPerDay: (n: number) => string;
  secondRangeAfterFirst: (closes: string) => string;
  date: string;
  closedDatesAtMost: (n: number) => string;
  listedTwice: (date: string) => string;
  addRimRow: string;
  rimRowsAtMost: (n: number) => string;
  rimsGoUp: (previous: number) => string;
  speedRating: string;
  oneBannerMessage: string;
  bannerMessagesAtMost: (n: number) => string;
  slotStepChoices: (choices: string) => string;
  nifFormat: string;
  nifCheck: (nif: string) => string;
  postalCode: string;
  emailRequired: string;
  emailAtMost: string;
  emailInvalid: string;
  depositRule: string;
}

const MAX_PRICE_CENTS = 9_999_999;

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

/** Rows of a list in a form: blank rows (every field empty) are left out. */
const withoutBlankRows = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((row) => row != null && (typeof row !== "object" || Object.values(row).some((x) => formText(x) !== "")))
    : v == null
      ? []
      : v;

/** The settings' schema with its messages in a language. */
export function shopSettingsSchemaIn(m: SettingsFormMessages) {
  const L = m.labels;
  const num = (n: number) => m.decimal(String(n));
  const euros = (cents: number) => m.decimal((cents / 100).toFixed(2));

  const text = (label: string, max: number) =>
    z.preprocess(
      formText,
      z
        .string()
        .min(1, m.required(label))
        .max(max, m.atMost(label, num(max))),
    );

  /** A whole number field (typed as text, or a stored number). */
  const wholeNumber = (label: string, min: number, max: number) =>
    z.preprocess(
      (v) => (typeof v === "number" ? v : /^\d{1,9}$/.test(formText(v)) ? Number(formText(v)) : Number.NaN),
      z
        .number({ error: m.wholeNumber(label) })
        .int(m.wholeNumber(label))
        .min(min, m.fromTo(label, num(min), num(max)))
        .max(max, m.fromTo(label, num(min), num(max))),
    );

  /** An amount: euros as typed ("35", "35.00", "35,5") or stored cents; outputs cents. */
  const amount = (label: string, { min, max }: { min: 0 | 1; max: Cents }) =>
    z.preprocess(
      (v) => (typeof v === "number" ? v : (parseCents(formText(v)) ?? Number.NaN)),
      z
        .number({ error: m.amount(label) })
        .int(m.amount(label))
        .min(min, min === 1 ? m.moreThanZero(label) : m.notNegative(label))
        .max(max, m.amountAtMost(label, euros(max))),
    );

  const decimal = (label: string, min: number, max: number) =>
    z.preprocess(
      (v) =>
        typeof v === "number" ? v : /^-?\d{1,3}([.,]\d{1,7})?$/.test(formText(v)) ? Number(formText(v).replace(",", ".")) : Number.NaN,
      z
        .number({ error: m.number(label) })
        .min(min, m.fromTo(label, num(min), num(max)))
        .max(max, m.fromTo(label, num(min), num(max))),
    );

  const isHttpsLink = (s: string) => {
    try {
      const u = new URL(s);
      return u.protocol === "https:" && !/[\s"'<>]/.test(s);
    } catch {
      return false;
    }
  };
  const httpsUrl = (label: string) => text(label, 500).refine(isHttpsLink, m.httpsLink(label));
  /** A link the shop may leave empty ("" then: nothing shows it). */
  const optionalHttpsUrl = (label: string) =>
    z.preprocess(
      formText,
      z
        .string()
        .max(500, m.atMost(label, num(500)))
        .refine((s) => s === "" || isHttpsLink(s), m.httpsLink(label)),
    );

  /** The map is shown in a frame, which the site's security policy allows from Google Maps only. */
  const mapEmbedUrl = httpsUrl(L.mapEmbedLink).refine((s) => {
    try {
      const u = new URL(s);
      return ["www.google.com", "maps.google.com"].includes(u.hostname) && u.pathname.startsWith("/maps");
    } catch {
      return false;
    }
  }, m.mapEmbed);

  const phone = (label: string) =>
    text(label, 30)
      .transform((s) => s.replace(/\s+/g, " "))
      .refine(isPhone, m.phoneNumber(label));

  const time = z.preprocess(formText, z.string().regex(TIME, m.time));

  const timeRange = z.object({ opens: time, closes: time }).superRefine((r, ctx) => {
    if (TIME.test(r.opens) && TIME.test(r.closes) && r.closes <= r.opens)
      ctx.addIssue({ code: "custom", path: ["closes"], message: m.closesAfterOpens(r.opens) });
  });

  const dayHours = z
    .array(timeRange)
    .max(MAX_RANGES_PER_DAY, m.rangesPerDay(MAX_RANGES_PER_DAY))
    .superRefine((ranges, ctx) => {
      const [first, second] = ranges;
      if (first && second && TIME.test(second.opens) && second.opens <= first.closes)
        ctx.addIssue({ code: "custom", path: [1, "opens"], message: m.secondRangeAfterFirst(first.closes) });
    });

  /** The week's hours: a form leaves out the ranges of a closed day. */
  const weekHours = z.preprocess(
    (v) => (Array.isArray(v) || v == null ? Array.from({ length: WEEKDAY_COUNT }, (_, i) => (v as unknown[] | null)?.[i] ?? []) : v),
    z.array(dayHours).length(WEEKDAY_COUNT),
  );

  // A closed date needs no note (a holiday everyone knows); a note is shown after the date.
  const optionalNote = (label: string) => z.preprocess(formText, z.string().max(120, m.atMost(label, num(120))));
  const closedDate = z.object({
    date: z.preprocess(formText, z.string().refine(isCalendarDate, m.date)),
    noteEs: optionalNote(L.spanishNote),
    noteEn: optionalNote(L.englishNote),
  });

  const closedDates = z
    .preprocess(withoutBlankRows, z.array(closedDate).max(MAX_CLOSED_DATES, m.closedDatesAtMost(MAX_CLOSED_DATES)))
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.date)) ctx.addIssue({ code: "custom", path: [i, "date"], message: m.listedTwice(r.date) });
        seen.add(r.date);
      });
    })
    .transform((rows) => [...rows].sort((a, b) => a.date.localeCompare(b.date)));

  const priceTable = z.object({
    byRim: z
      .preprocess(
        withoutBlankRows,
        z
          .array(z.object({ maxRim: wholeNumber(L.rim, 10, 30), cents: amount(L.price, { min: 1, max: MAX_PRICE_CENTS }) }))
          .min(1, m.addRimRow)
          .max(MAX_PRICE_ROWS, m.rimRowsAtMost(MAX_PRICE_ROWS)),
      )
      .superRefine((rows, ctx) => {
        for (let i = 1; i < rows.length; i++)
          if (rows[i]!.maxRim <= rows[i - 1]!.maxRim)
            ctx.addIssue({ code: "custom", path: [i, "maxRim"], message: m.rimsGoUp(rows[i - 1]!.maxRim) });
      }),
    largerCents: amount(L.largerPrice, { min: 1, max: MAX_PRICE_CENTS }),
    speedRating: z.preprocess(
      (v) => (v && typeof v === "object" && formText((v as { code?: unknown }).code) === "" ? null : v),
      z
        .object({
          code: z.preprocess((v) => formText(v).toUpperCase(), z.string().regex(/^[A-Z]{1,2}$/, m.speedRating)),
          cents: amount(L.speedRatingPrice, { min: 1, max: MAX_PRICE_CENTS }),
        })
        .nullable(),
    ),
  }) satisfies z.ZodType<PriceTable>;

  const promoTexts = z.object({
    strip: text(L.topStrip, 160),
    banner: z.preprocess(
      (v) => (Array.isArray(v) ? v.filter((s) => formText(s) !== "") : v == null ? [] : v),
      z.array(text(L.bannerMessage, 120)).min(1, m.oneBannerMessage).max(MAX_BANNER_LINES, m.bannerMessagesAtMost(MAX_BANNER_LINES)),
    ),
    popupTitle: text(L.popupTitle, 60),
    popupText: text(L.popupText, 300),
  });

  /** Fitting appointments: lifts, slot step, each job's minutes (0 = not booked online), earliest booking, horizon, reminder hour. */
  const appointmentSettings = z.object({
    lifts: wholeNumber(L.lifts, 1, 20),
    stepMinutes: wholeNumber(L.slotStep, 5, 120).refine(
      (n) => (STEP_CHOICES as readonly number[]).includes(n),
      m.slotStepChoices(STEP_CHOICES.join(", ")),
    ),
    durations: z.object(
      Object.fromEntries(APPOINTMENT_JOBS.map((j) => [j, wholeNumber(L.jobDuration, 0, 480)])) as Record<
        AppointmentJob,
        ReturnType<typeof wholeNumber>
      >,
    ),
    earliestHours: wholeNumber(L.earliestBooking, 0, 168),
    horizonDays: wholeNumber(L.bookingHorizon, 1, 120),
    reminderHour: wholeNumber(L.reminderHour, 0, 23),
  }) satisfies z.ZodType<AppointmentSettings>;

  return z.object({
    name: text(L.shopName, 80),
    legalName: text(L.legalName, 120),
    nif: z.preprocess(
      (v) => normaliseTaxId(formText(v)),
      z.string().superRefine((s, ctx) => {
        const check = checkTaxId(s);
        if (check === "format") ctx.addIssue({ code: "custom", message: m.nifFormat });
        else if (check === "check") ctx.addIssue({ code: "custom", message: m.nifCheck(s) });
      }),
    ),
    street: text(L.street, 120),
    postalCode: z.preprocess(formText, z.string().regex(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, m.postalCode)),
    town: text(L.town, 80),
    province: text(L.province, 80),
    phone: phone(L.phone),
    whatsapp: phone(L.whatsapp),
    email: z.preprocess(
      (v) => formText(v).toLowerCase(),
      z.string().min(1, m.emailRequired).max(254, m.emailAtMost).pipe(z.email(m.emailInvalid)),
    ),
    mapsUrl: httpsUrl(L.mapLink),
    mapEmbedUrl,
    directionsUrl: httpsUrl(L.directionsLink),
    /** Where customers leave a review: the site's footer and the receipt e-mail link to it; "" for none. */
    reviewUrl: optionalHttpsUrl(L.reviewsLink),
    latitude: decimal(L.latitude, -90, 90),
    longitude: decimal(L.longitude, -180, 180),
    hours: weekHours,
    closedDates,
    depositCents: amount(L.deposit, { min: 0, max: 100_000 }),
    /** A cancelled or expired reservation's deposit: returned to the customer or kept by the shop. */
    depositWhenEnded: z.preprocess((v) => formText(v) || undefined, z.enum(DEPOSIT_RULES, { error: m.depositRule })),
    priceTable,
    disposalFeeCents: amount(L.disposalFee, { min: 0, max: 10_000 }),
    vatRatePercent: wholeNumber(L.vatRate, 0, 50),
    reservationHoldDays: wholeNumber(L.reservationHold, 1, 60),
    /** How many days a new quote is valid unless the counter changes it on the quote. */
    quoteValidDays: wholeNumber(L.quoteValidity, 1, MAX_QUOTE_VALID_DAYS),
    /** The largest discount (% of a line's goods) the counter role gives without an owner's approval. */
    counterDiscountLimitPercent: wholeNumber(L.discountLimit, 0, 99),
    /** Weeks after declined work is declined that its reminder goes to the customer (decision 108). */
    reminderDeclinedWeeks: wholeNumber(L.reminderWeeks, 1, MAX_DECLINED_WEEKS),
    promo: z.object({ es: promoTexts, en: promoTexts }),
    requireTwoFactor: checkbox,
    appointments: appointmentSettings,
    /** The shop's time (HH:MM) of the nightly backup of the database and the uploads. */
    backupTime: time,
  });
}

export type ShopSettings = z.output<ReturnType<typeof shopSettingsSchemaIn>>;

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
  quoteValidDays: "quote validity",
  counterDiscountLimitPercent: "counter's discount limit",
  reminderDeclinedWeeks: "declined work reminder",
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
 * text as typed (amounts in euros, with the screen's decimal mark: `decimal`). Parsing these with
 * shopSettingsSchemaIn gives the settings back.
 */
export function settingsFormValues(s: ShopSettings, decimal: (n: string) => string = (n) => n): Record<string, string> {
  const euros = (c: Cents) => decimal((c / 100).toFixed(2));
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
    latitude: decimal(String(s.latitude)),
    longitude: decimal(String(s.longitude)),
    depositCents: euros(s.depositCents),
    depositWhenEnded: s.depositWhenEnded,
    "priceTable.largerCents": euros(s.priceTable.largerCents),
    "priceTable.speedRating.code": s.priceTable.speedRating?.code ?? "",
    "priceTable.speedRating.cents": s.priceTable.speedRating ? euros(s.priceTable.speedRating.cents) : "",
    disposalFeeCents: euros(s.disposalFeeCents),
    vatRatePercent: String(s.vatRatePercent),
    reservationHoldDays: String(s.reservationHoldDays),
    quoteValidDays: String(s.quoteValidDays),
    counterDiscountLimitPercent: String(s.counterDiscountLimitPercent),
    reminderDeclinedWeeks: String(s.reminderDeclinedWeeks),
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
