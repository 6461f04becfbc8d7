// Comparing tyres side by side: the compare page reads the tyres' codes from its query string
// (`ids`, repeated as a GET form sends ticked boxes, or comma-separated as a shared link may be
// written), so it works without JavaScript and a comparison can be shared. At most three.
import { normaliseTyreId } from "./tyre-id";

export const COMPARE_MAX = 3;
/** The query parameter, the same in both languages (it holds codes, not words). */
export const COMPARE_PARAM = "ids";

export interface CompareQuery {
  /** Valid codes, first ones first, without repeats, at most COMPARE_MAX. */
  ids: string[];
  /** More than COMPARE_MAX valid codes were asked for (the first ones are kept). */
  tooMany: boolean;
  /** Values that are not a tyre code (shown back to the visitor, shortened). */
  invalid: string[];
}

export function parseCompareQuery(search: URLSearchParams): CompareQuery {
  const raw = search
    .getAll(COMPARE_PARAM)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 20);
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const v of raw) {
    const id = normaliseTyreId(v);
    if (!id) invalid.push(v.slice(0, 20));
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_MAX), tooMany: ids.length > COMPARE_MAX, invalid };
}

/** The query string of a comparison of `ids`. */
export function compareSearch(ids: readonly string[]): string {
  return new URLSearchParams(ids.map((id) => [COMPARE_PARAM, id])).toString();
}
