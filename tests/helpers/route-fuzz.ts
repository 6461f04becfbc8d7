// The route fuzzer: random requests, generated with fast-check from the route table, sent to the
// production server as a real process. Public pages and staff screens (as the admin and as a
// visitor), each route's params replaced by random segments, random query strings, and form
// bodies posted to every action (with a correct Origin, so the cross-site check lets them in,
// and the right intents) holding NUL, malformed %-escapes, huge values, unicode, negative and
// huge numbers and repeated fields. The property: no answer is a 5xx, no answer holds a stack
// trace, and the server logs none.
//
// One module, two uses: tests/integration/route-fuzz.test.ts runs a few hundred cases in npm test,
// `npm run fuzz -- --runs 10000` (scripts/fuzz.ts) runs the full set and prints the figures.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { z } from "zod";
import { seedDemo } from "~db/seed/demo";
import { blogPosts } from "~db/schema";
import { INVENTORY_INTENT, RESERVATIONS_INTENT, TYRE_PHOTOS_INTENT } from "~/components/staff/intents";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { TEMPLATE_HEADERS } from "~/domain/csv-import";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { reservationFormSchema } from "~/domain/reservation";
import { tyreFormSchema } from "~/domain/tyre-form";
import { PUBLIC_PAGES, type PublicPage } from "~/i18n/paths";
import { createAuth, createUser } from "~/server/auth.server";
import { cancelTokenKey, signCancelToken } from "~/server/cancel-token.server";
import { migrateDatabase, openDatabase } from "~/server/db.server";
import { reserveTyre } from "~/server/reservations.server";
import { DISCARD_ALLOWANCE, FORM_BODY_LIMIT } from "~/server/read-form.server";
import { createSale } from "~/server/sales.server";
import { SIGN_IN_ROUTES, STAFF_ROUTES } from "~/staff-paths";
import { insertTyre } from "./factories";
import { type ShopServer, startShopServer } from "./server-process";

// ---------- the shop under test ----------

/** Live values the generators put in the place of route params (besides random ones). */
export interface FuzzPools {
  tyreIds: string[];
  slugs: string[];
  cancelTokens: string[];
  invoiceIds: number[];
  reservationIds: number[];
}

export interface FuzzShop {
  origin: string;
  server: ShopServer;
  pools: FuzzPools;
  /** The admin's Cookie header (never signed out by the fuzzer). */
  adminCookie: string;
  /** A new admin session, for a sign-out case that must not end the main one. */
  spareAdminCookie(): Promise<string>;
  backend: "pglite" | "postgres";
  stop(): Promise<void>;
}

const ADMIN = { email: "boss@fuzz.test", password: "fuzz-admin-pass-123" };
const CLERK = { email: "clerk@fuzz.test", password: "fuzz-clerk-pass-123" };
const SECRET = "route-fuzz-secret-route-fuzz-secret-0123456789";

/**
 * Prepares a database (the demo stock and posts, twenty tyres with plenty of stock, an admin, a
 * non-admin, online and counter reservations, a few sales), then starts the server on it: PGlite
 * in a new data directory, or PostgreSQL at `databaseUrl` (an empty database).
 */
export async function startFuzzShop(opts: { port: number; databaseUrl?: string }): Promise<FuzzShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-fuzz-"));
  const origin = `http://127.0.0.1:${opts.port}`;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: opts.databaseUrl ?? "",
    SEED_DEMO: "0",
    PUBLIC_URL: origin,
    AUTH_SECRET: SECRET,
    // Each generated request comes from a random client IP (X-Forwarded-For, one proxy trusted),
    // so sign-in throttling of fuzzed logins never locks out the admin's own sign-in.
    TRUST_PROXY: "1",
  };
  const pools: FuzzPools = { tyreIds: [], slugs: [], cancelTokens: [], invoiceIds: [], reservationIds: [] };
  const database = await openDatabase({ dataDir, databaseUrl: opts.databaseUrl, owner: "route fuzzer (seeding)" });
  try {
    await migrateDatabase(database);
    const db = database.db;
    const auth = createAuth(db, { secret: SECRET, baseURL: origin });
    await seedDemo(db, null);
    await createUser(auth, db, { ...ADMIN, admin: true });
    await createUser(auth, db, CLERK);
    for (let i = 0; i < 20; i++) {
      const t = await insertTyre(db, { quantity: 500, unitPriceEur: `${50 + i}.00`, condition: i % 3 ? "new" : "part-worn" });
      pools.tyreIds.push(t.id);
    }
    const key = await cancelTokenKey(db);
    for (let i = 0; i < 6; i++) {
      const r = await reserveTyre(db, {
        tyreId: pools.tyreIds[i]!,
        clientName: `Fuzz customer ${i}`,
        contactNumber: "600 111 222",
        email: i % 2 ? `c${i}@fuzz.test` : null,
        depositCents: 2000,
        source: i < 4 ? "online" : "staff",
        mail: { origin, locale: i % 2 ? "en" : "es" },
      });
      if (!r.ok) throw new Error(`could not reserve ${pools.tyreIds[i]}`);
      pools.reservationIds.push(r.reservation.id);
      if (i < 4) pools.cancelTokens.push(signCancelToken(key, r.reservation));
    }
    for (let i = 0; i < 3; i++) {
      const sale = await createSale(db, {
        customerName: `Fuzz sale ${i}`,
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        lines: [{ tyreId: pools.tyreIds[10 + i]!, quantity: 1 }],
      });
      pools.invoiceIds.push(sale.id);
    }
    const demoIds = await db.query.tyres.findMany({ columns: { id: true } });
    pools.tyreIds.push(...demoIds.map((t) => t.id).filter((id) => !pools.tyreIds.includes(id)));
    pools.slugs = (await db.select({ slug: blogPosts.slug }).from(blogPosts)).map((p) => p.slug);
  } finally {
    await database.close();
  }

  const server = await startShopServer(opts.port, env);
  const login = (ip: string) => signInFrom(origin, ADMIN, ip);
  let spares = 0;
  const adminCookie = await login("10.255.0.1");
  return {
    origin,
    server,
    pools,
    adminCookie,
    spareAdminCookie: () => login(`10.255.1.${++spares % 250}`),
    backend: opts.databaseUrl ? "postgres" : "pglite",
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInFrom(origin: string, user: { email: string; password: string }, ip: string): Promise<string> {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams({ email: user.email, password: user.password, redirectTo: "" }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || !cookies.some((c) => c.includes("session_token"))) {
    throw new Error(`login failed: ${res.status} ${await res.text()}`);
  }
  return cookies.join("; ");
}

// ---------- what a case is ----------

type Identity = "admin" | "visitor" | "spare-admin";

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
type Draft = Omit<FuzzRequest, "headers"> & { headers?: Record<string, string> };

// ---------- generators ----------

/** Percent-encodes every byte of the UTF-8 form but unreserved characters (a lone surrogate becomes U+FFFD). */
function pct(s: string): string {
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

const oneOf = <T>(...xs: T[]) => fc.constantFrom(...xs);
/** `arb` one time in `n`, else undefined. */
const sometimes = <T>(arb: fc.Arbitrary<T>, n: number) =>
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
const junk = fc.oneof({ weight: 16, arbitrary: shortJunk }, { weight: 1, arbitrary: longRun });
/** Junk for path segments and query strings, where a long run rarely gets further than a 431. */
const urlJunk = fc.oneof({ weight: 40, arbitrary: shortJunk }, { weight: 1, arbitrary: longRun });

/** A value in one of the encodings a request may carry it in. */
function encoded(value: fc.Arbitrary<string>, keep: RegExp): fc.Arbitrary<string> {
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
const SEGMENT_KEEP = /^(?![/?#])[!-~]$/;
/** Printable ASCII a query value may carry raw ('&', '=' and '#' included: they reshape it, as a client may). */
const QUERY_KEEP = /^[!-~]$/;

/** A route param: mostly a live value (so deep code runs), else junk, or a live value made odd. */
function param(pool: readonly (string | number)[]): fc.Arbitrary<string> {
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
function query(names: readonly string[], good: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
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
type FormSpec = Record<string, fc.Arbitrary<string>>;

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
function formOf(schema: z.ZodType, good: FormSpec): FormSpec {
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

interface Body {
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
function formBody(spec: FormSpec, file?: fc.Arbitrary<{ field: string; name: string; content: string }>): fc.Arbitrary<Body> {
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

// ---------- the route table, as generators ----------

const LOCALES = ["es", "en"] as const;
const page = (id: string) => PUBLIC_PAGES.find((p) => p.id === id)!;
const pathOf = (pattern: string, value: string) => pattern.replace(/:\w+/, value);

const LISTING_NAMES = [
  "ancho",
  "perfil",
  "llanta",
  "marca",
  "condicion",
  "despues",
  "antes",
  "width",
  "aspect",
  "rim",
  "brand",
  "condition",
];
const LISTING_GOOD: Record<string, fc.Arbitrary<string>> = {
  ancho: oneOf("205", "195", "100", "400"),
  perfil: oneOf("55", "65"),
  llanta: oneOf("16", "15", "24"),
  marca: oneOf("Michelin", "michelin", "Pirelli"),
  condicion: oneOf("nuevo", "seminuevo", "used", "new", "part-worn"),
  despues: oneOf("T00001", "T0000B"),
  antes: oneOf("T00001"),
};

function publicRequests(pools: FuzzPools): fc.Arbitrary<Draft>[] {
  const staticPages = PUBLIC_PAGES.filter((p) => !p.es.includes(":"));
  const tyre = param(pools.tyreIds);
  const slug = param(pools.slugs);
  const token = param(pools.cancelTokens);
  const reserveForm: FormSpec = {
    ...formOf(reservationFormSchema, {
      name: oneOf("Ana Pérez", "José Ñúñez", "A"),
      // Mostly new phones and e-mails, so the per-phone and per-e-mail limits (429) answer some posts, not all.
      phone: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 600_000_000, max: 699_999_999 }).map(String) },
        { weight: 1, arbitrary: oneOf("600 111 222", "+34 950 123 456", "(950) 12-34-56") },
      ),
      email: fc.oneof(
        { weight: 2, arbitrary: fc.nat().map((n) => `c${n}@fuzz.test`) },
        { weight: 1, arbitrary: oneOf("", "ANA@FUZZ.TEST") },
      ),
      vehicleReg: oneOf("", "1234 ABC", "al-1234-b"),
      notes: oneOf("", "Por la tarde", "x".repeat(999)),
      quantity: oneOf("", "1", "2", "13"),
      fitDay: oneOf("", "2027-01-15", "2027-02-30"),
      fitTime: oneOf("", "09:30", "25:00"),
    }),
    [HONEYPOT_FIELD]: oneOf("", "", "", "http://spam.example"),
  };
  return [
    // Information pages, the home page and the listing, with random queries.
    fc
      .tuple(
        oneOf<PublicPage>(...staticPages),
        oneOf(...LOCALES),
        query(LISTING_NAMES, LISTING_GOOD),
        oneOf("", "", "", "/", "//", ".data"),
      )
      .map(([p, l, q, tail]) => ({
        label: `${p.id} GET`,
        method: "GET",
        target: p[l] + (p[l] === "/" && tail ? "" : tail) + q,
        identity: "visitor",
      })),
    // Pages with a param.
    fc
      .tuple(oneOf("tyre", "reserve", "blogPost"), oneOf(...LOCALES), query(["ok", "done", "ref"], { ok: oneOf("1", "2", "3") }))
      .chain(([id, l, q]) =>
        (id === "blogPost" ? slug : tyre).map((v) => ({
          label: `${id} GET`,
          method: "GET",
          target: pathOf(page(id)[l], v) + q,
          identity: "visitor" as Identity,
        })),
      ),
    fc.tuple(oneOf(...LOCALES), token, query(["done"], { done: oneOf("1", "0") })).map(([l, t, q]) => ({
      label: "cancelReservation GET",
      method: "GET",
      target: pathOf(page("cancelReservation")[l], t) + q,
      identity: "visitor",
    })),
    // The public forms: reservation and cancellation.
    fc.tuple(oneOf(...LOCALES), tyre, formBody(reserveForm), query(["index"])).map(([l, t, b, q]) => ({
      label: "reserve POST",
      method: "POST",
      target: pathOf(page("reserve")[l], t) + q,
      identity: "visitor",
      headers: b.contentType ? { "Content-Type": b.contentType } : {},
      body: b.body,
    })),
    fc.tuple(oneOf(...LOCALES), token, formBody({ confirm: oneOf("1", "yes") })).map(([l, t, b]) => ({
      label: "cancelReservation POST",
      method: "POST",
      target: pathOf(page("cancelReservation")[l], t),
      identity: "visitor",
      headers: b.contentType ? { "Content-Type": b.contentType } : {},
      body: b.body,
    })),
    // Any public page posted to, or asked with another method.
    fc
      .tuple(
        oneOf<PublicPage>(...PUBLIC_PAGES),
        oneOf(...LOCALES),
        tyre,
        formBody({ a: junk }),
        oneOf("POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"),
      )
      .map(([p, l, v, b, method]) => ({
        label: `${p.id} ${method}`,
        method,
        target: pathOf(p[l], v),
        identity: "visitor",
        headers: b.contentType ? { "Content-Type": b.contentType } : {},
        body: method === "HEAD" || method === "OPTIONS" ? undefined : b.body,
      })),
    // Resources.
    fc
      .tuple(oneOf("/healthz", "/sitemap.xml", "/robots.txt"), query(["part"], { part: oneOf("0", "1", "2", "-1", "1.5", "99") }))
      .map(([p, q]) => ({
        label: `${p} GET`,
        method: "GET",
        target: p + q,
        identity: "visitor",
      })),
  ];
}

/** Values an import file holds in each column (the rows' mistakes come from other columns' values and junk). */
const CSV_GOOD: Record<(typeof TEMPLATE_HEADERS)[number], string[]> = {
  width: ["205", "195"],
  aspect: ["55", "65"],
  rim: ["16", "15"],
  load_index: ["91", "104/102"],
  speed_rating: ["V", "h"],
  brand: ["Michelin", "Pirelli"],
  model: ["", "Primacy 4"],
  condition: ["new", "part-worn"],
  pair_type: ["single", "pair", ""],
  quantity: ["2", "1"],
  unit_price_eur: ["40.00", "", "39,99"],
  disposal_fee_eur_per_tyre: ["", "2.40"],
  location: ["", "Rack A1"],
  notes: ["", "Even wear"],
  tread_depth_mm: ["", "5.5"],
  dot_code: ["", "0524"],
  season: ["", "summer", "all-season"],
  run_flat: ["", "no", "yes"],
  xl: ["", "yes"],
  ms: ["", "no"],
  "3pmsf": ["", "yes"],
  fuel_class: ["", "B"],
  wet_grip_class: ["", "A"],
  noise_db: ["", "71"],
  noise_class: ["", "B"],
  eprel: ["", "1234567"],
  inspection_ref: ["", "UNE-2026-0042"],
  inspection_by: ["", "Gestor NFU"],
};

const INVENTORY_NAMES = ["q", "rim", "width", "aspect", "condition", "status", "brand", "page"];
const INVENTORY_GOOD: Record<string, fc.Arbitrary<string>> = {
  q: oneOf("205/55R16", "Michelin", "R16", "91V", "205", "T0000", "mich prim, 195/65", "%_\\"),
  rim: oneOf("16", "15"),
  width: oneOf("205"),
  aspect: oneOf("55"),
  condition: oneOf("new", "part-worn"),
  status: oneOf("available", "reserved", "sold"),
  brand: oneOf("Michelin", "all", "pirelli"),
  page: oneOf("1", "2", "99999"),
};

/** A path segment from any string: junk may hold a lone surrogate, which encodeURIComponent refuses. */
function pathSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

function staffRequests(pools: FuzzPools): fc.Arbitrary<Draft>[] {
  const tyreId = fc.oneof(
    { weight: 5, arbitrary: pools.tyreIds.length ? oneOf(...pools.tyreIds) : fc.constant("T00001") },
    { weight: 1, arbitrary: junk },
  );
  const reservationId = fc.oneof(
    { weight: 4, arbitrary: oneOf(...pools.reservationIds.map(String)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
  );
  const tyreFields: FormSpec = {
    id: tyreId,
    ...formOf(tyreFormSchema("add", DEFAULT_SHOP_SETTINGS), {
      width: oneOf("205", "100", "400"),
      aspect: oneOf("55", "20", "95"),
      rim: oneOf("16", "10", "30"),
      loadIndex: oneOf("91", "104/102"),
      speedRating: oneOf("V", "h", "ZR"),
      brand: oneOf("Michelin", "Ñandú Tyres"),
      model: oneOf("", "Primacy 4"),
      condition: oneOf("new", "part-worn", ""),
      pairType: oneOf("single", "pair", ""),
      quantity: oneOf("1", "4", "0", "9999"),
      unitPrice: oneOf("", "65.00", "39,99", "99999.99"),
      disposalFee: oneOf("", "2.40", "0"),
      location: oneOf("", "Rack A1"),
      notes: oneOf("", "Even wear"),
      imageUrl: oneOf("", "/img/t.jpg", "https://example.com/t.jpg"),
      treadDepthMm: oneOf("", "5.5", "5,5"),
      dotCode: oneOf("", "0524"),
      ean: oneOf("", "4006040123456", "123"),
      costPrice: oneOf("", "40.00", "-1"),
      season: oneOf("", "summer", "winter", "all-season", "monsoon"),
      runFlat: oneOf("", "on"),
      reinforced: oneOf("", "on"),
      mudSnow: oneOf("", "on"),
      threePmsf: oneOf("", "on"),
      fuelClass: oneOf("", "A", "C", "G"),
      wetGripClass: oneOf("", "B", "Z"),
      noiseDb: oneOf("", "70", "200"),
      noiseClass: oneOf("", "A", "D"),
      eprel: oneOf("", "123456"),
      inspectionRef: oneOf("", "UNE-2026-001"),
      inspectionBy: oneOf("", "Taller Níjar"),
    }),
  };
  const reserveFields: FormSpec = {
    tyreId,
    clientName: oneOf("Juan García", "X"),
    contactNumber: oneOf("", "600111222", "+34 (950) 12-34-56"),
    email: oneOf("", "juan@fuzz.test"),
    vehicleReg: oneOf("", "1234ABC"),
    dateToFit: oneOf("", "2027-01-15", "2027-02-30"),
    notes: oneOf("", "call first"),
    deposit: oneOf("", "20.00", "0", "10000.00"),
  };
  // Mostly the tyres with plenty of stock (the first six are reserved at the start), so that sales go through.
  const stocked = pools.tyreIds.length > 6 ? oneOf(...pools.tyreIds.slice(6, 20)) : tyreId;
  const line = fc.record({
    tyreId: fc.oneof(
      { weight: 16, arbitrary: stocked },
      { weight: 4, arbitrary: tyreId },
      { weight: 1, arbitrary: fc.tuple(stocked, oneOf("\u0000", " ", "-", "\uD800")).map(([id, c]) => id.slice(0, 3) + c + id.slice(3)) },
      { weight: 1, arbitrary: fc.anything() },
    ),
    quantity: fc.oneof(
      { weight: 24, arbitrary: fc.integer({ min: 1, max: 3 }) },
      { weight: 1, arbitrary: oneOf<unknown>(0, -1, 1.5, 1e308, "2", null, 2 ** 53, [], {}, 999, 1000) },
    ),
  });
  const lines = fc.oneof(
    {
      weight: 12,
      arbitrary: fc.uniqueArray(line, { minLength: 1, maxLength: 3, selector: (l) => String(l.tyreId) }).map((ls) => JSON.stringify(ls)),
    },
    { weight: 1, arbitrary: fc.array(line, { maxLength: 60 }).map((ls) => JSON.stringify(ls)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: junk },
  );
  const checkoutFields: FormSpec = {
    customerName: oneOf("Cliente de mostrador", "María"),
    vehicleReg: oneOf("", "1234 ABC"),
    paymentMethod: oneOf("cash", "card", "transfer", ""),
    notes: oneOf("", "paid"),
    reservationId: fc.oneof({ weight: 8, arbitrary: fc.constant("") }, { weight: 1, arbitrary: reservationId }),
    lines,
  };
  const csvRow = fc
    .tuple(
      ...TEMPLATE_HEADERS.map((h) =>
        fc.oneof(
          { weight: 30, arbitrary: oneOf(...CSV_GOOD[h]) },
          { weight: 1, arbitrary: oneOf(...Object.values(CSV_GOOD).flat()) },
          { weight: 1, arbitrary: junk },
        ),
      ),
    )
    .map((cells) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(","));
  const photoFile = fc
    .tuple(
      oneOf("tyre.jpg", "x.png", "", "a\u0000.webp"),
      fc.oneof(junk, oneOf("\xff\xd8\xff\xe0junk", "\x89PNG\r\n\x1a\nxx", "RIFF0000WEBPxx")),
    )
    .map(([name, content]) => ({ field: "photo", name, content }));
  const csvFile = fc
    .tuple(
      fc.array(csvRow, { maxLength: 6 }),
      fc.oneof({ weight: 6, arbitrary: oneOf("tyres.csv", "x.CSV") }, { weight: 1, arbitrary: oneOf("x.txt", "", "a\u0000.csv", "é.csv") }),
      fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    )
    .map(([rows, name, header]) => ({
      field: "file",
      name,
      content: [...(header ? [TEMPLATE_HEADERS.join(",")] : []), ...rows].join("\n"),
    }));
  const who = fc.oneof(
    { weight: 5, arbitrary: fc.constant<Identity>("admin") },
    { weight: 1, arbitrary: fc.constant<Identity>("visitor") },
  );
  const post = (label: string, target: fc.Arbitrary<string>, body: fc.Arbitrary<Body>) =>
    fc.tuple(target, body, who).map(([t, b, identity]) => ({
      label,
      method: "POST",
      target: t,
      identity,
      headers: b.contentType ? { "Content-Type": b.contentType } : {},
      body: b.body,
    }));
  const invoiceId = param(pools.invoiceIds);
  const staticStaff = STAFF_ROUTES.filter((r) => !r.path.includes(":"));
  const inventoryIntent = (intent: string, fields: FormSpec) =>
    post(
      `staff.inventory POST ${intent}`,
      query([]).map((q) => `/inventory${q}`),
      formBody({ intent: fc.oneof({ weight: 9, arbitrary: fc.constant(intent) }, { weight: 1, arbitrary: junk }), ...fields }),
    );
  const reservationsIntent = (intent: string) =>
    post(
      `staff.reservations POST ${intent}`,
      query(["status"]).map((q) => `/reservations${q}`),
      formBody({
        intent: fc.oneof({ weight: 9, arbitrary: fc.constant(intent) }, { weight: 1, arbitrary: junk }),
        id: reservationId,
        id2: reservationId,
      }).map((b) => ({
        ...b,
        // The bulk form repeats its `id` field.
        body: Buffer.from(b.body.toString("latin1").replace(/\bid2=/g, "id="), "latin1"),
      })),
    );
  return [
    // Staff screens, with their query strings.
    fc
      .tuple(oneOf(...staticStaff), query([...INVENTORY_NAMES, "status"], INVENTORY_GOOD), who, oneOf("", "", "", ".data", "/", "/x"))
      .map(([r, q, identity, tail]) => ({
        label: `staff.${r.id} GET`,
        method: "GET",
        target: r.path + tail + q,
        identity,
      })),
    fc.tuple(query(INVENTORY_NAMES, INVENTORY_GOOD), who).map(([q, identity]) => ({
      label: "staff.inventory GET",
      method: "GET",
      target: `/inventory${q}`,
      identity,
    })),
    fc.tuple(tyreId, who, oneOf("", ".data")).map(([id, identity, tail]) => ({
      label: "staff.tyrePhotos GET",
      method: "GET",
      target: `/inventory/${pathSegment(id)}/photos${tail}`,
      identity,
    })),
    fc
      .tuple(invoiceId, who, query(["print"]))
      .map(([id, identity, q]) => ({ label: "staff.invoice GET", method: "GET", target: `/invoices/${id}${q}`, identity })),
    fc
      .tuple(query(["page"], { page: oneOf("1", "2", "0", "999999") }), who)
      .map(([q, identity]) => ({ label: "staff.invoices GET", method: "GET", target: `/invoices${q}`, identity })),
    fc.tuple(query(["status"], { status: oneOf("active", "collected", "cancelled", "expired") }), who).map(([q, identity]) => ({
      label: "staff.reservations GET",
      method: "GET",
      target: `/reservations${q}`,
      identity,
    })),
    // Every staff action, with its intents.
    inventoryIntent(INVENTORY_INTENT.add, tyreFields),
    inventoryIntent(INVENTORY_INTENT.edit, tyreFields),
    inventoryIntent(INVENTORY_INTENT.duplicate, { id: tyreId }),
    inventoryIntent(INVENTORY_INTENT.status, { id: tyreId, status: oneOf("available", "sold", "reserved") }),
    inventoryIntent(INVENTORY_INTENT.reserve, reserveFields),
    post("staff.inventory POST (no intent)", fc.constant("/inventory"), formBody({ intent: junk })),
    // A tyre's photos: multipart with a "photo" file of junk (never an image), ids of real and junk photos.
    ...[TYRE_PHOTOS_INTENT.add, TYRE_PHOTOS_INTENT.delete, TYRE_PHOTOS_INTENT.move].map((intent) =>
      post(
        `staff.tyrePhotos POST ${intent}`,
        tyreId.map((id) => `/inventory/${pathSegment(id)}/photos`),
        formBody(
          {
            intent: fc.oneof({ weight: 9, arbitrary: fc.constant(intent) }, { weight: 1, arbitrary: junk }),
            photo: fc.oneof(fc.integer({ min: -1, max: 50 }).map(String), junk),
            move: fc.oneof(oneOf("earlier", "later", "cover"), junk),
          },
          photoFile,
        ),
      ),
    ),
    reservationsIntent(RESERVATIONS_INTENT.cancel),
    reservationsIntent(RESERVATIONS_INTENT.cancelSelected),
    reservationsIntent(RESERVATIONS_INTENT.extend),
    post("staff.checkout POST", fc.constant("/checkout"), formBody(checkoutFields)),
    post("staff.import POST", fc.constant("/import"), formBody({ note: junk }, csvFile)),
    post(
      "staff.invoice POST",
      invoiceId.map((id) => `/invoices/${id}`),
      formBody({ intent: junk }),
    ),
    fc.tuple(oneOf(...staticStaff), formBody({ intent: junk }), who).map(([r, b, identity]) => ({
      label: `staff.${r.id} POST`,
      method: "POST",
      target: r.path,
      identity,
      headers: b.contentType ? { "Content-Type": b.contentType } : {},
      body: b.body,
    })),
    // Signing in (never as the fuzzer's own admin: a locked account would end the run) and out.
    fc
      .tuple(
        formBody({
          email: oneOf("clerk@fuzz.test", "nobody@fuzz.test", "CLERK@FUZZ.TEST"),
          password: oneOf("fuzz-clerk-pass-123", "wrong-password", ""),
          redirectTo: oneOf("", "/inventory", "//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"),
        }),
        query(["redirectTo"], { redirectTo: oneOf("/checkout", "//evil.example") }),
      )
      .map(([b, q]) => ({
        label: "staff.login POST",
        method: "POST",
        target: `/login${q}`,
        identity: "visitor" as Identity,
        headers: b.contentType ? { "Content-Type": b.contentType } : {},
        body: b.body,
      })),
    fc.tuple(fc.oneof(fc.constant<Identity>("visitor"), fc.constant<Identity>("spare-admin")), formBody({})).map(([identity, b]) => ({
      label: "staff.logout POST",
      method: "POST",
      target: "/logout",
      identity,
      headers: b.contentType ? { "Content-Type": b.contentType } : {},
      body: b.body,
    })),
  ];
}

/** Paths off the table: random segments under known prefixes, data requests for any route. */
function otherRequests(): fc.Arbitrary<Draft>[] {
  const prefixes = [
    "",
    "/en",
    ...PUBLIC_PAGES.map((p) => p.es),
    ...PUBLIC_PAGES.map((p) => p.en),
    ...[...SIGN_IN_ROUTES, ...STAFF_ROUTES].map((r) => r.path),
  ].map((p) => p.replace(/\/:\w+$/, "").replace(/\/$/, ""));
  const routeIds = [
    "root",
    "routes/store/layout",
    ...PUBLIC_PAGES.flatMap((p) => [`${p.id}.es`, `${p.id}.en`]),
    ...[...SIGN_IN_ROUTES, ...STAFF_ROUTES].map((r) => `staff.${r.id}`),
    "not-found",
  ];
  const segment = encoded(urlJunk, SEGMENT_KEEP);
  return [
    fc
      .tuple(
        oneOf(...prefixes),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        query([]),
        fc.oneof(fc.constant<Identity>("visitor"), fc.constant<Identity>("admin")),
      )
      .map(([p, segs, q, identity]) => ({ label: "other GET", method: "GET", target: `${p}/${segs.join("/")}${q}`, identity })),
    // React Router's data requests (what the hydrated back-office fetches).
    fc
      .tuple(
        oneOf(
          "/_root.data",
          "/en.data",
          "/neumaticos.data",
          "/en/find-tyres.data",
          "/dashboard.data",
          "/inventory.data",
          "/reservations.data",
          "/checkout.data",
          "/invoices.data",
          "/login.data",
        ),
        fc.array(fc.oneof(oneOf(...routeIds), junk), { maxLength: 3 }),
        fc.oneof(fc.constant<Identity>("visitor"), fc.constant<Identity>("admin")),
        fc.option(formBody({ intent: oneOf(...Object.values(INVENTORY_INTENT), ...Object.values(RESERVATIONS_INTENT)), id: junk }), {
          nil: undefined,
        }),
        fc.boolean(),
      )
      .map(([p, routes, identity, b, index]) => ({
        label: `data ${b ? "POST" : "GET"}`,
        method: b ? "POST" : "GET",
        target: `${p}?${index ? "index&" : ""}_routes=${routes.map(pct).join(",")}`,
        identity,
        headers: b?.contentType ? { "Content-Type": b.contentType } : {},
        body: b?.body,
      })),
  ];
}

/** Headers of a case: Origin (right, mostly), a random client IP, sometimes junk cookies or languages. */
function caseHeaders(): fc.Arbitrary<{ headers: Record<string, string>; junkCookie?: string }> {
  return fc
    .record({
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
      lang: sometimes(oneOf("es", "en-GB,en;q=0.9", "*", "xx;q=abc", "\u00ff"), 3),
      cookie: sometimes(
        fc.oneof(
          junk.map((j) => `better-auth.session_token=${pct(j)}`),
          junk.map((j) => `flash=${pct(j)}`),
          oneOf("better-auth.session_token=a.b", "flash=eyJ0eXBlIjoic3VjY2VzcyJ9", "%ff=%ff", "=;;=", "flash=%E0%A4%A"),
        ),
        5,
      ),
      xRequestedWith: fc.boolean(),
      // The headers the request's URL is built from (one proxy is trusted, so the forwarded ones count).
      host: sometimes(
        fc.tuple(
          oneOf("Host", "X-Forwarded-Host", "X-Forwarded-Proto"),
          fc.oneof(junk, oneOf("shop.example", "a b", "x:99999999", "[::1", "[::1]:80", "", "https", "HTTP", "javascript", "127.0.0.1:1")),
        ),
        15,
      ),
    })
    .map(({ ip, lang, cookie, xRequestedWith, host }) => ({
      headers: {
        ...(host ? { [host[0]]: host[1] } : {}),
        "X-Forwarded-For": ip,
        ...(lang ? { "Accept-Language": lang } : {}),
        ...(xRequestedWith ? { Accept: "text/x-script, */*" } : {}),
      },
      junkCookie: cookie,
    }));
}

/** Every request the fuzzer can make, weighted towards the actions. */
export function fuzzRequests(pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  const pub = publicRequests(pools);
  const staff = staffRequests(pools);
  const other = otherRequests();
  const all = [
    ...pub.map((arbitrary, i) => ({ weight: i === 3 ? 6 : 3, arbitrary })),
    ...staff.map((arbitrary) => ({ weight: 3, arbitrary })),
    ...other.map((arbitrary) => ({ weight: 3, arbitrary })),
  ];
  return fc.tuple(fc.oneof(...all), caseHeaders()).map(([r, h]) => ({
    ...r,
    headers: { ...h.headers, ...(r.headers ?? {}), ...(h.junkCookie && r.identity === "visitor" ? { Cookie: h.junkCookie } : {}) },
  }));
}

// ---------- sending and judging ----------

export interface FuzzAnswer {
  status: number | null;
  body: string;
  error?: string;
}

/** Sends the request as written (request line untouched), with the Origin the cross-site check wants. */
export function send(origin: string, r: FuzzRequest, cookie: string | undefined, timeoutMs = 30_000): Promise<FuzzAnswer> {
  const u = new URL(origin);
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: FuzzAnswer) => {
      if (!settled) {
        settled = true;
        resolve(a);
      }
    };
    let answered: { status: number; chunks: Buffer[] } | undefined;
    const headers: Record<string, string> = { Origin: origin, ...r.headers };
    if (cookie) headers.Cookie = cookie;
    if (r.body) headers["Content-Length"] = String(r.body.length);
    let req: http.ClientRequest;
    try {
      req = http.request({ host: u.hostname, port: u.port, method: r.method, path: r.target, headers, agent: false });
    } catch (e) {
      // A request Node itself refuses to send (not the server's doing).
      return done({ status: -1, body: "", error: `not sent: ${(e as Error).message}` });
    }
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    });
    req.on("response", (res) => {
      answered = { status: res.statusCode!, chunks: [] };
      res.on("data", (d: Buffer) => answered!.chunks.push(d));
      const finish = () => done({ status: answered!.status, body: Buffer.concat(answered!.chunks).toString("utf8") });
      res.on("end", finish);
      res.on("error", finish);
      res.on("aborted", finish);
    });
    req.on("error", (e) => {
      if (answered) done({ status: answered.status, body: Buffer.concat(answered.chunks).toString("utf8") });
      else done({ status: null, body: "", error: e.message });
    });
    req.end(r.body);
  });
}

/** FORM_BODY_LIMIT + DISCARD_ALLOWANCE of app/server/read-form.server.ts, and Node's header limit. */
const OVERSIZED_BODY = FORM_BODY_LIMIT + DISCARD_ALLOWANCE;
const OVERSIZED_HEAD = 16 * 1024;

/** A stack frame line ("    at fn (/app/x.ts:1:2)") in a page or in the server's log. */
export const STACK_TRACE = /^\s*at (?:async )?(?:\S+ \()?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s)]*:\d+(?::\d+)?\)?\s*$/m;
/** What the log shows when a decoding or database error escaped a route (logged, not necessarily a 500). */
const LOGGED_ERRORS =
  /URIError|invalid byte sequence|unsupported Unicode escape|Unexpected Server Error|"level":"(?:error|fatal)"|\\n\s+at /;

export interface FuzzFailure {
  case: number;
  label: string;
  problem: string;
  request: { method: string; target: string; identity: Identity; headers: Record<string, string>; body?: string };
  excerpt: string;
}

export interface FuzzReport {
  backend: string;
  seed: number;
  cases: number;
  requests: number;
  /** "2xx", "3xx", "4xx", "5xx", "no answer" -> count. */
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  /** Route and form -> status -> count. */
  byLabel: Record<string, Record<string, number>>;
  durationMs: number;
  failures: FuzzFailure[];
  /** fast-check's counterexample (after shrinking) when the run stopped at the first failure. */
  counterexample?: string;
}

export interface FuzzOptions {
  runs: number;
  seed?: number;
  /** Stop at the first failure and shrink it (the test); otherwise record every failure and go on. */
  stopOnFirst?: boolean;
  /** Replays one case: with the seed of a run, the case number it printed (fast-check's path). */
  path?: string;
  /** Called every `every` cases with the cases done so far. */
  progress?: { every: number; report(done: number): void };
}

const show = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s).replace(/\s+/g, " ");

/** Runs `runs` generated cases against the shop, one at a time, and returns the figures. */
export async function runRouteFuzz(shop: FuzzShop, opts: FuzzOptions): Promise<FuzzReport> {
  const seed = opts.seed ?? Date.now() % 2 ** 31;
  const report: FuzzReport = {
    backend: shop.backend,
    seed,
    cases: 0,
    requests: 0,
    byClass: { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, "no answer": 0, "closed (oversized)": 0 },
    byStatus: {},
    byLabel: {},
    durationMs: 0,
    failures: [],
  };
  let logSeen = shop.server.output().length;
  const t0 = Date.now();

  const judge = async (r: FuzzRequest): Promise<string | null> => {
    const cookie =
      r.identity === "admin" ? shop.adminCookie : r.identity === "spare-admin" ? await shop.spareAdminCookie() : r.headers.Cookie;
    const a = await send(
      shop.origin,
      { ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== "Cookie")) },
      cookie,
    );
    report.requests++;
    if (a.status === -1) {
      // Node would not put it on the wire: nothing was asked.
      report.byClass["not sent"] = (report.byClass["not sent"] ?? 0) + 1;
      const why = `not sent (${(a.error ?? "").replace(/^not sent: /, "").slice(0, 40)})`;
      report.byStatus[why] = (report.byStatus[why] ?? 0) + 1;
      return null;
    }
    const oversized = (r.body?.length ?? 0) > OVERSIZED_BODY || r.target.length + JSON.stringify(r.headers).length > OVERSIZED_HEAD;
    const cls = a.status == null ? (oversized ? "closed (oversized)" : "no answer") : `${Math.floor(a.status / 100)}xx`;
    report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
    const status = String(a.status ?? cls);
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    const mine = (report.byLabel[r.label] ??= {});
    mine[status] = (mine[status] ?? 0) + 1;
    // The server writes its log before it answers; one turn of the event loop lets it arrive here.
    await new Promise((resolve) => setImmediate(resolve));
    const log = shop.server.output().slice(logSeen);
    logSeen += log.length;
    // Past the body's discard allowance, or past Node's 16 KB of request head, the server answers
    // and closes at once: the client may see the connection close before the 413 or 431.
    if (a.status == null) return oversized ? null : `no answer: ${a.error}`;
    if (a.status >= 500) return `${a.status}: ${show(a.body)}${log ? ` | log: ${show(log, 600)}` : ""}`;
    if (STACK_TRACE.test(a.body)) return `stack trace in the answer (${a.status}): ${show(a.body, 800)}`;
    if (STACK_TRACE.test(log) || LOGGED_ERRORS.test(log)) return `error logged (${a.status}): ${show(log, 800)}`;
    return null;
  };

  const property = fc.asyncProperty(fuzzRequests(shop.pools), async (r) => {
    const n = report.cases++;
    const problem = await judge(r);
    if (opts.progress && report.cases % opts.progress.every === 0) opts.progress.report(report.cases);
    if (!problem) return true;
    report.failures.push({
      case: n,
      label: r.label,
      problem,
      request: {
        method: r.method,
        target: show(r.target, 400),
        identity: r.identity,
        headers: r.headers,
        body: r.body ? show(r.body.toString("latin1"), 600) : undefined,
      },
      excerpt: problem,
    });
    return !opts.stopOnFirst;
  });
  const details = await fc.check(property, { numRuns: opts.runs, seed, path: opts.path });
  if (details.failed && details.counterexample) {
    const [r] = details.counterexample as [FuzzRequest];
    report.counterexample = `${r.method} ${show(r.target, 400)} as ${r.identity}${r.body ? ` body ${show(r.body.toString("latin1"), 400)}` : ""} (replay: --seed ${seed} --path ${details.counterexamplePath})`;
  }
  // A last look at the log, and the server must still be up.
  const health = await send(
    shop.origin,
    { label: "healthz", method: "GET", target: "/healthz", identity: "visitor", headers: {} },
    undefined,
  );
  const tail = shop.server.output().slice(logSeen);
  if (health.status !== 200)
    report.failures.push({
      case: report.cases,
      label: "healthz",
      problem: `server down after the run: ${health.status ?? health.error}`,
      request: { method: "GET", target: "/healthz", identity: "visitor", headers: {} },
      excerpt: show(tail, 800),
    });
  else if (STACK_TRACE.test(tail) || LOGGED_ERRORS.test(tail))
    report.failures.push({
      case: report.cases,
      label: "log",
      problem: `error logged near the end: ${show(tail, 800)}`,
      request: { method: "", target: "", identity: "visitor", headers: {} },
      excerpt: "",
    });
  report.durationMs = Date.now() - t0;
  return report;
}

/** The figures as lines for a terminal. */
export function formatFuzzReport(r: FuzzReport): string {
  const secs = r.durationMs / 1000;
  const lines = [
    `route fuzz on ${r.backend}: ${r.cases} cases, ${r.requests} requests in ${secs.toFixed(1)} s (${(r.requests / secs).toFixed(0)} req/s), seed ${r.seed}`,
    `  by status class: ${Object.entries(r.byClass)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    `  by status: ${Object.entries(r.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    `  failures: ${r.failures.length}`,
  ];
  for (const f of r.failures.slice(0, 20)) {
    lines.push(`  - case ${f.case} [${f.label}] ${f.problem} (replay: --seed ${r.seed} --path ${f.case})`);
    lines.push(
      `      ${f.request.method} ${f.request.target} as ${f.request.identity}${f.request.body ? `\n      body: ${f.request.body}` : ""}`,
    );
  }
  if (r.counterexample) lines.push(`  shrunk counterexample: ${r.counterexample}`);
  return lines.join("\n");
}
