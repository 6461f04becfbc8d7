// What a case is (one request, as sent) and the generators every kind of request is made of:
// hostile text, its encodings, route params, query strings and form bodies.
import fc from "fast-check";
import { z } from "zod";

export type Identity = "admin" | "visitor" | "spare-admin";

/** One generated request, as sent. */
export interface FuzzRequest {
  /** The route and form it aims at, for the figures ("staff.inventory POST edit"). */
  label: string;
  method: string;
  /** Path and query exactly as written on the request line. */
  target: string;
  identity: Identity;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A request as generated, before the case's common headers are added. */
export type Draft = Omit<FuzzRequest, "headers"> & { headers?: Record<string, string> };
/** A kind of request and how often it is asked, against the others of the run. */
export interface Weighted {
  weight: number;
  arbitrary: fc.Arbitrary<Draft>;
}

/** Percent-encodes every byte of the UTF-8 form but unreserved characters (a lone surrogate becomes U+FFFD). */
export function pct(s: string): string {
  let out = "";
  for (const b of Buffer.from(s, "utf8")) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Printable ASCII left as typed (so '%', '+', quotes and brackets arrive raw); the rest percent-encoded. */
function rawish(s: string, keep: RegExp): string {
  let out = "";
  for (const ch of s) out += keep.test(ch) ? ch : pct(ch);
  return out;
}

const MALFORMED = ["%", "%%", "%zz", "%E0%A4%A", "%ff", "%C0%AF", "%0", "%u0041", "%ED%A0%80", "%F4%90%80%80"];

export const oneOf = <T>(...xs: T[]) => fc.constantFrom(...xs);
/** `arb` one time in `n`, else undefined. */
export const sometimes = <T>(arb: fc.Arbitrary<T>, n: number) =>
  fc.oneof({ weight: n - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/** Hostile text: NUL, broken escapes, unicode, numbers at and past every edge. */
const shortJunk: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
  {
    weight: 4,
    arbitrary: oneOf(
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\u0000\u0000\u0000",
      "%",
      "%00",
      "%zz",
      "%E0%A4%A",
      "\uD800",
      "\uDFFF\uD800",
      "\uFFFE",
      "\u202E",
      "😀",
      "ｔ０００１ａ",
      "Ñandú",
      "٣٤٥",
      "-1",
      "0",
      "-0",
      "1e400",
      "-1e400",
      "NaN",
      "Infinity",
      "2147483647",
      "2147483648",
      "-2147483649",
      "9007199254740993",
      "99999999999999999999999999",
      "0x1F",
      "1.5",
      "1,5",
      "  7  ",
      "\r\n",
      "\t",
      "<script>alert(1)</script>",
      "' OR '1'='1' --",
      "../../etc/passwd",
      "//evil.example/",
      "javascript:alert(1)",
      "[]",
      "{}",
      "null",
      "true",
      "__proto__",
      "constructor",
      "all",
      "todos",
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);
/** Long runs: past every field's limit, a body past the 32 KB form limit (413), a URL past Node's 16 KB head (431). */
const longRun: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(oneOf("a", "9", "%", " "), fc.integer({ min: 200, max: 40_000 })).map(([c, n]) => c.repeat(n)),
  fc.tuple(oneOf("é", "\u0000", "😀"), fc.integer({ min: 100, max: 6_000 })).map(([c, n]) => c.repeat(n)),
);
/** Junk for form fields. */
export const junk = fc.oneof({ weight: 16, arbitrary: shortJunk }, { weight: 1, arbitrary: longRun });
/** Junk for path segments and query strings, where a long run rarely gets further than a 431. */
export const urlJunk = fc.oneof({ weight: 40, arbitrary: shortJunk }, { weight: 1, arbitrary: longRun });

/** A value in one of the encodings a request may carry it in. */
export function encoded(value: fc.Arbitrary<string>, keep: RegExp): fc.Arbitrary<string> {
  return fc
    .tuple(value, oneOf("pct", "pct", "pct", "raw", "malformed", "double"), fc.nat(), oneOf(...MALFORMED))
    .map(([v, how, at, bad]) => {
      if (how === "raw") return rawish(v, keep);
      if (how === "double") return pct(pct(v));
      const e = pct(v);
      if (how === "malformed") {
        const i = e.length === 0 ? 0 : at % (e.length + 1);
        return e.slice(0, i) + bad + e.slice(i);
      }
      return e;
    });
}

/** Printable ASCII a path segment may carry raw (not '/', '?', '#', which would change its shape). */
export const SEGMENT_KEEP = /^(?![/?#])[!-~]$/;
/** Printable ASCII a query value may carry raw ('&', '=' and '#' included: they reshape it, as a client may). */
const QUERY_KEEP = /^[!-~]$/;

/** A route param: mostly a live value (so deep code runs), else junk, or a live value made odd. */
export function param(pool: readonly (string | number)[]): fc.Arbitrary<string> {
  const live = pool.length ? fc.constantFrom(...pool.map(String)) : fc.constant("T00001");
  return fc.oneof(
    { weight: 4, arbitrary: live.map(pct) },
    { weight: 4, arbitrary: encoded(urlJunk, SEGMENT_KEEP) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(live, oneOf("lower", "suffix", "prefix", "dash", "nul", "data"), encoded(urlJunk, SEGMENT_KEEP))
        .map(([v, how, j]) =>
          how === "lower"
            ? pct(v.toLowerCase())
            : how === "suffix"
              ? pct(v) + j
              : how === "prefix"
                ? j + pct(v)
                : how === "dash"
                  ? pct(v.replace(/(.)/, "$1-"))
                  : how === "nul"
                    ? `${pct(v)}%00`
                    : `${pct(v)}.data`,
        ),
    },
  );
}

/** key=value pairs: the route's own names (and the other language's) with junk, junk names, repeats. */
export function query(names: readonly string[], good: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  const name = fc.oneof({ weight: 6, arbitrary: names.length ? oneOf(...names) : urlJunk }, { weight: 1, arbitrary: urlJunk });
  const pair = fc
    .tuple(name, fc.boolean())
    .chain(([n, useGood]) =>
      fc.tuple(
        encoded(fc.constant(n), QUERY_KEEP),
        encoded(useGood && Object.hasOwn(good, n) ? good[n]! : urlJunk, QUERY_KEEP),
        oneOf("pair", "pair", "pair", "bare", "empty"),
      ),
    )
    .map(([k, v, shape]) => (shape === "bare" ? k : shape === "empty" ? `${k}=` : `${k}=${v}`));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 6, arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((ps) => `?${ps.join("&")}`) },
    { weight: 1, arbitrary: oneOf("?", "??", "?&&", "?=", "?%", "?index", "?_data=root", "?_routes=%ff") },
  );
}

/** A form: fields of the action with good values or junk, sometimes missing, repeated or extra. */
export type FormSpec = Record<string, fc.Arbitrary<string>>;

/** The fields of a form's zod schema (through its refinements and transforms to the object). */
function schemaFields(schema: z.ZodType): string[] {
  let node: unknown = schema;
  while (node instanceof z.ZodPipe) node = node.in;
  if (!(node instanceof z.ZodObject)) throw new Error("schemaFields: the schema is no object");
  return Object.keys(node.shape);
}

/**
 * Every field of the form's schema: `good` holds what a person would type in each; a field
 * without an entry there (one added since) is fuzzed all the same, with empty text or junk.
 */
export function formOf(schema: z.ZodType, good: FormSpec): FormSpec {
  return Object.fromEntries(schemaFields(schema).map((k) => [k, good[k] ?? fc.oneof(fc.constant(""), junk)]));
}

function formPairs(spec: FormSpec): fc.Arbitrary<[string, string][]> {
  const keys = Object.keys(spec);
  if (keys.length === 0) return fc.array(fc.tuple(junk, junk), { maxLength: 3 });
  // A few fields spoilt (junk, missing, repeated), the rest as a person would fill them, so that
  // most posts get past the schema to the code behind it; sometimes every field is junk.
  const spoil = fc.record({ at: fc.nat(keys.length - 1), how: oneOf("junk", "junk", "missing", "repeat"), value: junk });
  return fc
    .tuple(
      fc.tuple(...keys.map((k) => spec[k]!)),
      fc.oneof({ weight: 1, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(spoil, { minLength: 1, maxLength: 3 }) }),
      fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      fc.array(fc.tuple(junk, junk), { maxLength: 2 }),
      fc.array(junk, { minLength: keys.length, maxLength: keys.length }),
    )
    .map(([goods, spoils, allJunk, extra, junks]) => {
      const pairs: [string, string][] = [];
      keys.forEach((k, i) => {
        if (allJunk) return void pairs.push([k, junks[i]!]);
        const mine = spoils.filter((x) => x.at === i);
        if (mine.some((x) => x.how === "missing")) return;
        const junked = mine.find((x) => x.how === "junk");
        pairs.push([k, junked ? junked.value : goods[i]!]);
        for (const x of mine.filter((x) => x.how === "repeat")) pairs.push([k, x.value]);
      });
      return [...pairs, ...extra];
    });
}

export interface Body {
  contentType: string | undefined;
  body: Buffer;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";

function urlencoded(pairs: [string, string][], mode: "pct" | "raw" | "malformed", at: number): Buffer {
  const enc = (s: string) => (mode === "raw" ? rawish(s, /^[^&=+\s]$/) : pct(s));
  let text = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");
  if (mode === "malformed") {
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    text = text.slice(0, i) + MALFORMED[at % MALFORMED.length] + text.slice(i);
  }
  return Buffer.from(text, "latin1");
}

function multipart(pairs: [string, string][], file?: { field: string; name: string; content: string }): Buffer {
  const parts = pairs.map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "_")}"\r\n\r\n${v}\r\n`,
  );
  if (file) {
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/["\r\n]/g, "_")}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${file.content}\r\n`,
    );
  }
  return Buffer.from(parts.join("") + `--${BOUNDARY}--\r\n`, "utf8");
}

/** The body of a form post, usually urlencoded, sometimes multipart or not a form at all. */
export function formBody(spec: FormSpec, file?: fc.Arbitrary<{ field: string; name: string; content: string }>): fc.Arbitrary<Body> {
  return fc
    .tuple(
      formPairs(spec),
      fc.oneof(
        // A form with a file is multipart, as a browser sends it.
        { weight: file ? 1 : 12, arbitrary: fc.constant("url") },
        { weight: file ? 12 : 4, arbitrary: fc.constant("multipart") },
        { weight: 1, arbitrary: oneOf("url-raw", "url-malformed", "text", "json", "none", "bad-multipart") },
      ),
      fc.nat(),
      file ? fc.oneof({ weight: 9, arbitrary: file }, { weight: 1, arbitrary: fc.constant(undefined) }) : fc.constant(undefined),
    )
    .map(([pairs, kind, at, f]): Body => {
      switch (kind) {
        case "url":
          return { contentType: "application/x-www-form-urlencoded", body: urlencoded(pairs, "pct", at) };
        case "url-raw":
          return { contentType: "application/x-www-form-urlencoded", body: urlencoded(pairs, "raw", at) };
        case "url-malformed":
          return { contentType: "application/x-www-form-urlencoded; charset=utf-8", body: urlencoded(pairs, "malformed", at) };
        case "multipart":
          return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(pairs, f) };
        case "bad-multipart":
          return { contentType: at % 2 ? "multipart/form-data" : `multipart/form-data; boundary=other`, body: multipart(pairs, f) };
        case "text":
          return { contentType: "text/plain", body: urlencoded(pairs, "pct", at) };
        case "json":
          return { contentType: "application/json", body: Buffer.from(JSON.stringify(Object.fromEntries(pairs))) };
        default:
          return { contentType: undefined, body: urlencoded(pairs, "pct", at) };
      }
    });
}
