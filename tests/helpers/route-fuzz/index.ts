// The route fuzzer: random requests, generated with fast-check from the route table, sent to the
// production server as a real process. Public pages and staff screens (as the admin and as a
// visitor), each route's params replaced by random segments, random query strings, and form
// bodies posted to every action (with a correct Origin, so the cross-site check lets them in,
// and the right intents) holding NUL, malformed %-escapes, huge values, unicode, negative and
// huge numbers and repeated fields. The property: no answer is a 5xx, no answer holds a stack
// trace, and the server logs none.
//
// One module a kind of request it fuzzes (public-pages, staff-screens, uploads, off-table), built
// of the generators in generators.ts; shop.ts starts the shop, run.ts sends, judges and counts.
// Two uses: tests/integration/route-fuzz.test.ts runs a few hundred cases a part in npm test,
// `npm run fuzz -- --runs 10000` (scripts/fuzz.ts) runs the full set and prints the figures.
export { ALL_PARTS, type FuzzPart, type FuzzReport, formatFuzzReport, partWeights, runRouteFuzz } from "./run";
export { type FuzzShop, startFuzzShop } from "./shop";
