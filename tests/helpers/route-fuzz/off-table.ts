// Requests off the route table: random paths under every known prefix, and React Router's data
// requests naming any route.
import fc from "fast-check";
import { INVENTORY_INTENT, RESERVATIONS_INTENT } from "~/components/staff/shared/intents";
import { PUBLIC_PAGES } from "~/i18n/paths";
import { SIGN_IN_ROUTES, STAFF_ROUTES } from "~/staff-paths";
import { type Draft, encoded, formBody, type Identity, junk, oneOf, pct, query, SEGMENT_KEEP, urlJunk, type Weighted } from "./generators";

/** Paths off the table: random segments under known prefixes, data requests for any route. */
export function offTableRequests(): Weighted[] {
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
  const requests: fc.Arbitrary<Draft>[] = [
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
  return requests.map((arbitrary) => ({ weight: 3, arbitrary }));
}
