// An audit entry's stored values as rows of field, before, after, for /audit: a setting by its
// name and in words (hours as the site shows them, amounts in euros) in the back-office's
// language, anything else as stored (nested values as compact JSON). Browser-safe.
import { formatEur } from "~/domain/money";
import type { PriceTable } from "~/domain/pricing";
import { DEPOSIT_RULE_LABELS, isDepositRule } from "~/domain/reservation-deposit";
import { type ClosedDate, isSettingKey, SETTING_LABELS, type ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";
import { staffMessages } from "~/i18n/staff";
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
    return typeof v === "string" ? v : JSON.stringify(v);
  };
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
    field: settings && isSettingKey(field) ? SETTING_LABELS[field] : field,
    before: text(field, b[field]),
    after: text(field, a[field]),
  }));
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
