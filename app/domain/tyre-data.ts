// What buyers compare beyond the size (decision 027): season, sidewall marks (run-flat, XL, M+S,
// 3PMSF), the EU tyre label of a new tyre (Regulation (EU) 2020/740: fuel efficiency and wet grip
// classes A-E, external rolling noise in dB with its class A-C, the EPREL registration number),
// the age read from the DOT date code, the tread depth against the legal minimum and a part-worn
// tyre's UNE 69051 inspection document (reference and issuer). One rule per field, used by the
// staff form, the CSV import and the database's CHECK constraints (db/schema.ts says the same).
// Imports nothing but a type: the browser, the server and the schema use it alike.
import type { Reason } from "~/lib/reason";

export const SEASONS = ["summer", "winter", "all-season"] as const;
export type Season = (typeof SEASONS)[number];
export const EU_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type EuClass = (typeof EU_CLASSES)[number];
export const NOISE_CLASSES = ["A", "B", "C"] as const;
export type NoiseClass = (typeof NOISE_CLASSES)[number];

/** External rolling noise a tyre label can state; anything outside is a typing error (e.g. 300). */
export const NOISE_DB: readonly [number, number] = [50, 90];
/** Legal minimum tread depth for cars in Spain (and the EU), in mm. */
export const LEGAL_MIN_TREAD_MM = 1.6;
/** Part-worn tyres older than this many years get a warning. */
const OLD_TYRE_YEARS = 6;
export const INSPECTION_REF_MAX = 60;
export const INSPECTION_BY_MAX = 120;

export const SEASON_LABELS: Readonly<Record<Season, string>> = { summer: "Summer", winter: "Winter", "all-season": "All-season" };

/** The new data of a tyre, as stored (booleans are false when unknown or absent). */
export interface TyreData {
  season: Season | null;
  runFlat: boolean;
  reinforced: boolean;
  mudSnow: boolean;
  threePmsf: boolean;
  fuelClass: EuClass | null;
  wetGripClass: EuClass | null;
  noiseDb: number | null;
  noiseClass: NoiseClass | null;
  eprel: string | null;
  inspectionRef: string | null;
  inspectionBy: string | null;
}

export const EMPTY_TYRE_DATA: TyreData = {
  season: null,
  runFlat: false,
  reinforced: false,
  mudSnow: false,
  threePmsf: false,
  fuelClass: null,
  wetGripClass: null,
  noiseDb: null,
  noiseClass: null,
  eprel: null,
  inspectionRef: null,
  inspectionBy: null,
};

export type TyreDataField = keyof TyreData;

/** The fields as raw text (a form's or a CSV row's), empty string when not given. */
type TyreDataText = Record<TyreDataField, string>;

/** The CSV column of each field (template, import and export). */
export const TYRE_DATA_COLUMNS: Readonly<Record<TyreDataField, string>> = {
  season: "season",
  runFlat: "run_flat",
  reinforced: "xl",
  mudSnow: "ms",
  threePmsf: "3pmsf",
  fuelClass: "fuel_class",
  wetGripClass: "wet_grip_class",
  noiseDb: "noise_db",
  noiseClass: "noise_class",
  eprel: "eprel",
  inspectionRef: "inspection_ref",
  inspectionBy: "inspection_by",
};

/** "summer", "verano", "All season", "all_season", "4 seasons" -> the season; null otherwise. */
export function parseSeason(raw: string): Season | null {
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  if (v === "summer" || v === "verano") return "summer";
  if (v === "winter" || v === "invierno") return "winter";
  if (["all-season", "allseason", "all-seasons", "4-seasons", "4-season", "todo-tiempo", "4-estaciones"].includes(v)) return "all-season";
  return null;
}

/** A yes/no cell or checkbox: "on", "yes", "sí", "true", "1", "x" -> true; "", "no", "false", "0" -> false; else null. */
export function parseFlag(raw: string): boolean | null {
  const v = raw.trim().toLowerCase();
  if (["", "no", "n", "false", "0", "off"].includes(v)) return false;
  if (["on", "yes", "y", "si", "sí", "s", "true", "1", "x"].includes(v)) return true;
  return null;
}

/** The message of each refused field: the words are the staff catalogue's (inventory.fieldErrors.data). */
export type TyreDataMessages = Readonly<Record<TyreDataField, string>>;

const oneOf = <T extends string>(values: readonly T[], raw: string): T | null => {
  const v = raw.trim().toUpperCase();
  return (values as readonly string[]).includes(v) ? (v as T) : null;
};

/**
 * Reads the fields' text into stored values: a refused value names its field (the field's message
 * of `TyreDataMessages` says why), in the order the fields are read. The EU label belongs to new
 * tyres and the inspection document to part-worn ones; the other condition's fields are dropped
 * (as tread depth is for a new tyre), never refused.
 */
export function readTyreData(
  text: Partial<TyreDataText>,
  condition: "new" | "part-worn",
): { ok: true; data: TyreData } | { ok: false; refused: TyreDataField[] } {
  const errors: Partial<Record<TyreDataField, true>> = {};
  const data: TyreData = { ...EMPTY_TYRE_DATA };
  const get = (f: TyreDataField) => (text[f] ?? "").trim();

  if (get("season") !== "") {
    const s = parseSeason(get("season"));
    if (s) data.season = s;
    else errors.season = true;
  }
  for (const f of ["runFlat", "reinforced", "mudSnow", "threePmsf"] as const) {
    const b = parseFlag(get(f));
    if (b == null) errors[f] = true;
    else data[f] = b;
  }
  for (const f of ["fuelClass", "wetGripClass"] as const) {
    if (get(f) === "") continue;
    const c = oneOf(EU_CLASSES, get(f));
    if (c) data[f] = c;
    else errors[f] = true;
  }
  if (get("noiseDb") !== "") {
    const raw = get("noiseDb").replace(/\s*db$/i, "");
    const n = Number(raw);
    if (/^\d{1,3}$/.test(raw) && n >= NOISE_DB[0] && n <= NOISE_DB[1]) data.noiseDb = n;
    else errors.noiseDb = true;
  }
  if (get("noiseClass") !== "") {
    const c = oneOf(NOISE_CLASSES, get("noiseClass"));
    if (c) data.noiseClass = c;
    else errors.noiseClass = true;
  }
  if (get("eprel") !== "") {
    if (/^\d{1,12}$/.test(get("eprel"))) data.eprel = get("eprel");
    else errors.eprel = true;
  }
  const ref = get("inspectionRef");
  if (ref.length > INSPECTION_REF_MAX) errors.inspectionRef = true;
  else data.inspectionRef = ref || null;
  const by = get("inspectionBy");
  if (by.length > INSPECTION_BY_MAX) errors.inspectionBy = true;
  else data.inspectionBy = by || null;

  if (condition === "part-worn") {
    for (const f of ["fuelClass", "wetGripClass", "noiseDb", "noiseClass", "eprel"] as const) {
      delete errors[f];
      data[f] = null;
    }
  } else {
    delete errors.inspectionRef;
    delete errors.inspectionBy;
    data.inspectionRef = null;
    data.inspectionBy = null;
  }
  const refused = Object.keys(errors) as TyreDataField[];
  return refused.length ? { ok: false, refused } : { ok: true, data };
}

/** A DOT date code "2321" -> week 23 of 2021; null when malformed (week 00 or over 53). */
export function dotDate(dotCode: string | null | undefined): { week: number; year: number } | null {
  const m = dotCode ? /^(\d{2})(\d{2})$/.exec(dotCode) : null;
  if (!m) return null;
  const week = Number(m[1]);
  return week >= 1 && week <= 53 ? { week, year: 2000 + Number(m[2]) } : null;
}

/** ISO week number of a date (1-53). */
function isoWeek(d: Date): number {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  return Math.ceil(((t.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
}

/** Why a DOT code is refused: the words are the staff catalogue's (inventory.fieldErrors.dot). */
export interface DotMessages {
  format: string;
  future: (dotCode: string) => string;
}

/**
 * Why a DOT date code is refused, or null: week 01-53 then two-digit year (the database checks
 * the format), and not a week still to come.
 */
export function dotCodeProblem(dotCode: string, now: Date = new Date()): Reason<DotMessages> | null {
  // Week 01-53 then two-digit year: the database's tyres_dot_code_format check says the same.
  const d = /^\d{4}$/.test(dotCode) ? dotDate(dotCode) : null;
  if (!d) return { key: "format" };
  const year = now.getUTCFullYear();
  if (d.year > year || (d.year === year && d.week > isoWeek(now))) return { key: "future", values: [dotCode] };
  return null;
}

/** The Monday-ish start of a DOT week: 1 January plus (week - 1) weeks. */
function dotWeekStart(d: { week: number; year: number }): number {
  return Date.UTC(d.year, 0, 1) + (d.week - 1) * 7 * 86_400_000;
}

/** Whole years since the DOT week (a tyre made in week 23 of 2021 is 5 in May 2027, 6 in July). */
export function tyreAgeYears(dotCode: string | null | undefined, now: Date = new Date()): number | null {
  const d = dotDate(dotCode);
  if (!d) return null;
  const years = (now.getTime() - dotWeekStart(d)) / (365.25 * 86_400_000);
  return years < 0 ? 0 : Math.floor(years);
}

/** A part-worn tyre older than six years gets a warning (rubber ages whatever the tread). */
export function isOldPartWorn(t: { condition: string; dotCode: string | null }, now: Date = new Date()): boolean {
  const age = tyreAgeYears(t.dotCode, now);
  return t.condition === "part-worn" && age != null && age > OLD_TYRE_YEARS;
}

/** Tread depth against the legal minimum: null when unknown. */
export function treadMarginMm(treadDepthMm: string | null | undefined): { depth: number; aboveLegal: number; legal: boolean } | null {
  if (treadDepthMm == null || treadDepthMm === "") return null;
  const depth = Number(treadDepthMm);
  if (!Number.isFinite(depth)) return null;
  return { depth, aboveLegal: Math.round((depth - LEGAL_MIN_TREAD_MM) * 10) / 10, legal: depth >= LEGAL_MIN_TREAD_MM };
}

/** A part-worn tyre is sold with its inspection document: staff are warned when either half is missing. */
export function missingInspection(t: { condition: string; inspectionRef: string | null; inspectionBy: string | null }): boolean {
  return t.condition === "part-worn" && (!t.inspectionRef || !t.inspectionBy);
}

/** The EU product database (EPREL) public page of a registered tyre. */
export function eprelUrl(eprel: string): string {
  return `https://eprel.ec.europa.eu/screen/product/tyres/${encodeURIComponent(eprel)}`;
}

/** True when the tyre has any part of the EU label to show. */
export function hasEuLabel(t: Pick<TyreData, "fuelClass" | "wetGripClass" | "noiseDb" | "noiseClass" | "eprel">): boolean {
  return t.fuelClass != null || t.wetGripClass != null || t.noiseDb != null || t.noiseClass != null || t.eprel != null;
}
