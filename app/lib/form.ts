// The one way to read a form: FormData (or a plain object) through a zod schema into one result
// shape. Browser-safe, so a dialog can run the same schema for early feedback that the action
// runs for the check that counts.
//
// Text rule for every form: NUL characters are dropped (PostgreSQL text cannot hold them and
// nobody types one on purpose) and surrounding white space is trimmed. Files are the exception:
// a CSV with NUL bytes is refused whole, because it means the file is not text.
import { z } from "zod";

/** Field name -> first message for that field (a message key on public forms, English text on staff forms). */
export type FieldErrors = Record<string, string>;

/** What parsing a form gives: the clean data, or the errors to show beside the fields. */
export type FormResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; formError: string };

/** A form field's value as clean text: NUL dropped, trimmed; missing fields and files read as "". */
export function formText(v: unknown): string {
  // eslint-disable-next-line no-control-regex -- NUL is the character this rule drops
  if (typeof v === "string") return v.replace(/\u0000/g, "").trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return "";
}

/** A text field, cleaned by the rule above. */
export const textField = () => z.preprocess(formText, z.string());

/** A required text field of at most `max` characters. */
export function requiredText(max: number, required: string, tooLong: string) {
  return z.preprocess(formText, z.string().min(1, required).max(max, tooLong));
}

/**
 * A list posted as one JSON field (a basket's lines, a quote's lines): empty is no item, a text
 * longer than `maxLength` is refused with `tooLong` before it is parsed, text that is not JSON with
 * `bad`; what it parses to is checked by `schema`.
 */
export function jsonListField<T extends z.ZodType>(maxLength: number, tooLong: string, bad: string, schema: T) {
  return z.preprocess((v, ctx) => {
    if (v == null || v === "") return [];
    if (typeof v !== "string") return v;
    if (v.length > maxLength) {
      ctx.addIssue({ code: "custom", message: tooLong });
      return z.NEVER;
    }
    if (v.trim() === "") return [];
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: bad });
      return z.NEVER;
    }
  }, schema);
}

/** An optional text field of at most `max` characters; empty becomes null. */
export function optionalText(max: number, tooLong: string) {
  return z.preprocess(formText, z.string().max(max, tooLong)).transform((s) => (s === "" ? null : s));
}

/**
 * Field -> first message, for showing beside inputs (issues without a path go under "form"). A
 * nested form's messages are keyed by the whole path, which is the input's name: "hours.5.0.closes".
 */
export function fieldErrors(error: z.ZodError, nested = false): FieldErrors {
  const out: FieldErrors = {};
  for (const i of error.issues) {
    const key = i.path.length === 0 ? "form" : nested ? i.path.map(String).join(".") : String(i.path[0]);
    out[key] ??= i.message;
  }
  return out;
}

/** The first message of a failed parse: the form's summary line (a toast on staff screens). */
export function firstIssue(error: z.ZodError, fallback = "Invalid input"): string {
  return error.issues[0]?.message ?? fallback;
}

/** Reads FormData or a plain object into a record of its fields (the last value of a repeated name wins). */
function formValues(input: FormData | Record<string, unknown>): Record<string, unknown> {
  return input instanceof FormData ? Object.fromEntries(input) : input;
}

/** Array positions a nested field name may use ("rows.999.x"); a larger one is not a position. */
const MAX_FIELD_INDEX = 999;
const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/**
 * A nested form's fields as objects and arrays: "hours.5.0.opens" -> { hours: [, , , , , [{ opens }]] }.
 * Numeric parts (up to MAX_FIELD_INDEX) are array positions; a name that cannot nest (it clashes
 * with another, or names a prototype key) is dropped, so the schema reports the field as missing.
 */
export function nestedFormValues(input: FormData | Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(formValues(input))) {
    const parts = name.split(".");
    if (parts.some((p) => p === "" || UNSAFE_KEYS.has(p))) continue;
    let node: Record<string, unknown> | unknown[] = out;
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const key = parts[i]!;
      const index = /^\d{1,3}$/.test(key) && Number(key) <= MAX_FIELD_INDEX ? Number(key) : null;
      if (Array.isArray(node) !== (index !== null)) {
        ok = false;
        break;
      }
      const slot = (node as Record<string | number, unknown>)[index ?? key];
      if (i === parts.length - 1) {
        if (slot !== undefined) ok = false;
        else (node as Record<string | number, unknown>)[index ?? key] = value;
        break;
      }
      const nextIsIndex = /^\d{1,3}$/.test(parts[i + 1]!);
      if (slot === undefined) {
        const child = nextIsIndex ? [] : {};
        (node as Record<string | number, unknown>)[index ?? key] = child;
        node = child;
      } else if (typeof slot === "object" && slot !== null && Array.isArray(slot) === nextIsIndex) {
        node = slot as Record<string, unknown> | unknown[];
      } else ok = false;
    }
  }
  return out;
}

/**
 * The one form reader: validates the fields with `schema` and returns data or errors. `nested`:
 * the field names are paths (see nestedFormValues) and so are the keys of the field messages.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
  { nested = false }: { nested?: boolean } = {},
): FormResult<z.output<S>> {
  const r = schema.safeParse(nested ? nestedFormValues(input) : formValues(input));
  if (r.success) return { ok: true, data: r.data };
  return { ok: false, fieldErrors: fieldErrors(r.error, nested), formError: firstIssue(r.error) };
}

/**
 * The posted values as strings for re-rendering a plain (non-JavaScript) form after a refusal:
 * one entry per field of `limits` (field -> its maximum length), each capped a little above its
 * limit so that a huge post is not echoed back whole.
 */
export function echoValues<K extends string>(
  input: FormData | Record<string, unknown>,
  limits: Readonly<Record<K, number>>,
): Record<K, string> {
  const values = formValues(input);
  const out = {} as Record<K, string>;
  for (const f of Object.keys(limits) as K[]) {
    const v = values[f];
    out[f] = typeof v === "string" ? v.slice(0, limits[f] + 50) : "";
  }
  return out;
}
