// The public site: information pages, the listing and a tyre's page with random queries and
// params, the reservation and cancellation forms, any public page asked with another method.
import fc from "fast-check";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { reservationFormSchema } from "~/domain/reservation";
import { PUBLIC_PAGES, type PublicPage } from "~/i18n/paths";
import { type Draft, type FormSpec, formBody, formOf, type Identity, junk, oneOf, param, query, type Weighted } from "./generators";
import type { FuzzPools } from "./shop";

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

export function publicRequests(pools: FuzzPools): Weighted[] {
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
  const reservePost: fc.Arbitrary<Draft> = fc
    .tuple(oneOf(...LOCALES), tyre, formBody(reserveForm), query(["index"]))
    .map(([l, t, b, q]): Draft => ({
      label: "reserve POST",
      method: "POST",
      target: pathOf(page("reserve")[l], t) + q,
      identity: "visitor",
      headers: b.contentType ? { "Content-Type": b.contentType } : {},
      body: b.body,
    }));
  const requests: fc.Arbitrary<Draft>[] = [
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
    reservePost,
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
  // The reservation form, the one a visitor fills in most, is asked twice as often as the rest.
  return requests.map((arbitrary) => ({ weight: arbitrary === reservePost ? 6 : 3, arbitrary }));
}
