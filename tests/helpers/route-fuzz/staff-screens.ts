// The back-office: staff screens with their query strings and params, as the admin and as a
// visitor, every staff action with its intents and form fields, signing in and out.
import fc from "fast-check";
import { INVENTORY_INTENT, RESERVATIONS_INTENT } from "~/components/staff/shared/intents";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { tyreFormSchema } from "~/domain/tyre-form";
import { staffMessages } from "~/i18n/staff";
import { STAFF_ROUTES } from "~/staff-paths";
import {
  type Body,
  type Draft,
  type FormSpec,
  formBody,
  formOf,
  type Identity,
  junk,
  oneOf,
  param,
  query,
  type Weighted,
} from "./generators";
import type { FuzzPools } from "./shop";

/** A tyre id: mostly a live one (so deep code runs), else junk. */
export function staffTyreId(pools: FuzzPools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: pools.tyreIds.length ? oneOf(...pools.tyreIds) : fc.constant("T00001") },
    { weight: 1, arbitrary: junk },
  );
}

/** Who sends a staff request: mostly the admin, sometimes a visitor (who must be turned away). */
const who = fc.oneof({ weight: 5, arbitrary: fc.constant<Identity>("admin") }, { weight: 1, arbitrary: fc.constant<Identity>("visitor") });

/** A form posted to a staff action. */
export const post = (label: string, target: fc.Arbitrary<string>, body: fc.Arbitrary<Body>): fc.Arbitrary<Draft> =>
  fc.tuple(target, body, who).map(([t, b, identity]): Draft => ({
    label,
    method: "POST",
    target: t,
    identity,
    headers: b.contentType ? { "Content-Type": b.contentType } : {},
    body: b.body,
  }));

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
export function pathSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

export function staffRequests(pools: FuzzPools): Weighted[] {
  const tyreId = staffTyreId(pools);
  const reservationId = fc.oneof(
    { weight: 4, arbitrary: oneOf(...pools.reservationIds.map(String)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
  );
  const tyreFields: FormSpec = {
    id: tyreId,
    ...formOf(tyreFormSchema("add", DEFAULT_SHOP_SETTINGS, staffMessages("en").inventory.fieldErrors), {
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
  const requests: fc.Arbitrary<Draft>[] = [
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
    // A Z report's print page: a day (valid, impossible, junk) and a revision.
    fc.tuple(oneOf("2026-01-05", "2026-02-30", "1999-12-31"), param([1, 2]), who).map(([day, revision, identity]) => ({
      label: "staff.zReport GET",
      method: "GET",
      target: `/end-of-day/z/${day}/${revision}`,
      identity,
    })),
    // Every staff action, with its intents.
    inventoryIntent(INVENTORY_INTENT.add, tyreFields),
    inventoryIntent(INVENTORY_INTENT.edit, tyreFields),
    inventoryIntent(INVENTORY_INTENT.duplicate, { id: tyreId }),
    inventoryIntent(INVENTORY_INTENT.status, { id: tyreId, status: oneOf("available", "sold", "reserved") }),
    inventoryIntent(INVENTORY_INTENT.reserve, reserveFields),
    post("staff.inventory POST (no intent)", fc.constant("/inventory"), formBody({ intent: junk })),
    reservationsIntent(RESERVATIONS_INTENT.cancel),
    reservationsIntent(RESERVATIONS_INTENT.cancelSelected),
    reservationsIntent(RESERVATIONS_INTENT.extend),
    post("staff.checkout POST", fc.constant("/checkout"), formBody(checkoutFields)),
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
  return requests.map((arbitrary) => ({ weight: 3, arbitrary }));
}
