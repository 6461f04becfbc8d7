// An audit entry's stored values as rows of field, before, after, for /audit, in the back-office's
// language: every field by its name (audit.fields, a setting by audit.settingFields), a setting's
// value in words (hours as the site shows them, amounts in euros), and of other values the stored
// codes in words (a status, a role, a language, yes or no), amounts in cents in euros, moments
// as dates and a stock import's changes field by field; anything else as stored (nested values as
// compact JSON). Browser-safe.
import { describeChangeIn, isImportAuditChange } from "~/domain/import-plan";
import { formatEur, toCents } from "~/domain/money";
import type { PriceTable } from "~/domain/pricing";
import type { RepriceRule } from "~/domain/reprice";
import { DEPOSIT_RULE_LABELS, isDepositRule } from "~/domain/reservation-deposit";
import { type ClosedDate, isSettingKey, SETTING_LABELS, type ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";
import { staffMessages } from "~/i18n/staff";
import { staffFormats } from "~/lib/shop-clock";
import { openingHoursRows } from "~/i18n/opening-hours";

export interface ChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

export function changeRows(settings: boolean, before: unknown, after: unknown, locale: Locale): ChangeRow[] {
  const obj = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const b = obj(before);
  const a = obj(after);
  const text = (field: string, v: unknown) => {
    if (v === undefined) return null;
    if (settings && isSettingKey(field)) {
      try {
        return settingText(field, v, locale);
      } catch {
        // Stored by an older version of the settings: shown as stored.
      }
    }
    return valueText(field, v, locale);
  };
  const m = staffMessages(locale).audit;
  const label = (field: string) =>
    settings && isSettingKey(field)
      ? (m.settingFields[field] ?? SETTING_LABELS[field])
      : ((m.fields as Record<string, string>)[field] ?? field);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
    field: label(field),
    before: text(field, b[field]),
    after: text(field, a[field]),
  }));
}

/** Fields whose stored values are codes shown in words (audit.values.words). */
const CODE_FIELDS = new Set([
  "status",
  "role",
  "language",
  "locale",
  "cancelledBy",
  "refundMethod",
  "step",
  "job",
  "deposit",
  "source",
  "channel",
]);
/** Fields that hold an amount in euros as a decimal ("52.40"). */
const EURO_FIELDS = new Set([
  "unitPriceEur",
  "disposalFeeEurPerTyre",
  "priceEur",
  "openingFloat",
  "expected",
  "counted",
  "difference",
  "cardTerminal",
]);
/** The order of a listed record's fields: what it is, then how many and at what price. */
const LINE_ORDER = ["tyreId", "code", "description", "rim", "quantity", "unitPriceCents", "discountCents", "discountReason"];
const rank = (k: string) => (LINE_ORDER.includes(k) ? LINE_ORDER.indexOf(k) : LINE_ORDER.length);
/** Fields that hold a moment (ISO text). */
const MOMENT_FIELDS = new Set(["startsAt", "publishedAt", "failedAt", "expiresAt"]);

/**
 * A value other than a setting's, in words where it is a code, an amount, a moment or yes/no; a
 * list of records (an invoice's lines) as "Tyre T-1, Quantity 2; ...", each field by its name;
 * null (nothing) as null.
 */
function valueText(field: string, v: unknown, locale: Locale): string | null {
  const m = staffMessages(locale);
  const t = m.audit.values;
  const word = (x: unknown) => (typeof x === "string" ? (t.words[x] ?? x) : JSON.stringify(x));
  if (v === null) return null;
  if (typeof v === "boolean") return v ? t.yes : t.no;
  if (typeof v === "number" && field.endsWith("Cents")) return formatEur(v, locale);
  if ((typeof v === "string" || typeof v === "number") && EURO_FIELDS.has(field) && /^-?\d+(\.\d+)?$/.test(String(v)))
    return formatEur(toCents(v), locale);
  if (typeof v === "string" && CODE_FIELDS.has(field)) return word(v);
  if (typeof v === "string" && field === "refusal") return m.audit.summaries.signInReasons[v] ?? v;
  if ((field === "given" || field === "withdrawn") && Array.isArray(v)) return v.map(word).join(", ");
  if (typeof v === "string" && MOMENT_FIELDS.has(field) && !Number.isNaN(Date.parse(v)))
    return staffFormats(locale).dateTime.format(new Date(v));
  if (field === "repriceRule" && v && typeof v === "object") return m.reprice.rule(v as RepriceRule);
  if (field === "rimPricesCents" && v && typeof v === "object" && !Array.isArray(v))
    return Object.entries(v)
      .map(([rim, cents]) => `R${rim} ${typeof cents === "number" ? formatEur(cents, locale) : String(cents)}`)
      .join(", ");
  if (field === "changes" && Array.isArray(v) && v.length > 0 && v.every(isImportAuditChange)) {
    const describe = describeChangeIn(m.importing.messages.plan);
    return v.map((c) => `${c.tyreId}: ${c.fields.map(describe).join(", ")}`).join("; ");
  }
  if (Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number")) return v.join(", ");
  if (Array.isArray(v) && v.every((x) => x && typeof x === "object" && !Array.isArray(x))) {
    const labels = m.audit.fields as Record<string, string>;
    return v
      .map((row: Record<string, unknown>) =>
        Object.entries(row)
          .filter(([, x]) => x != null)
          // What the line is first (the database keeps a record's keys shortest first).
          .sort(([a], [b]) => rank(a) - rank(b))
          .map(([k, x]) => `${labels[k] ?? k} ${valueText(k, x, locale) ?? ""}`.trim())
          .join(", "),
      )
      .join("; ");
  }
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** A setting's value in words. */
function settingText(key: keyof ShopSettings, v: unknown, locale: Locale): string {
  const t = staffMessages(locale).audit.values;
  const eur = (cents: unknown) => formatEur(cents as number, locale);
  switch (key) {
    case "hours":
      return openingHoursRows({ hours: v as ShopSettings["hours"] }, locale)
        .map((r) => `${r.days} ${r.time}`)
        .join("; ");
    case "closedDates":
      return (v as ClosedDate[]).map((d) => `${d.date} (${d.noteEs} / ${d.noteEn})`).join("; ") || t.noDates;
    case "depositCents":
    case "disposalFeeCents":
      return eur(v);
    case "vatRatePercent":
      return `${v as number} %`;
    case "reservationHoldDays":
    case "quoteValidDays":
      return t.days(v as number);
    case "requireTwoFactor":
      return v ? t.required : t.notRequired;
    case "depositWhenEnded":
      return isDepositRule(v) ? DEPOSIT_RULE_LABELS[v].toLowerCase() : String(v);
    case "priceTable": {
      const p = v as PriceTable;
      const rows = p.byRim.map((r) => t.upTo(r.maxRim, eur(r.cents)));
      rows.push(t.larger(eur(p.largerCents)));
      if (p.speedRating) rows.push(t.speedRating(p.speedRating.code, eur(p.speedRating.cents)));
      return rows.join("; ");
    }
    default:
      return typeof v === "string" ? v : JSON.stringify(v);
  }
}
