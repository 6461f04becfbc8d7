// The route fuzzer (tests/helpers/route-fuzz/) in npm test: a few hundred random requests over
// the route table against the production server, public pages and staff screens as the admin and
// as a visitor. Not one answer may be a 5xx or show a stack trace, and the server may log none.
// Each part of the fuzzer (what kind of request it makes) runs as its own test, with its share of
// the requests, so that a failure names the part that broke; together they must reach deep code.
// The full run is `npm run fuzz -- --runs 10000`; FUZZ_RUNS and FUZZ_SEED change this one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_PARTS,
  type FuzzPart,
  type FuzzReport,
  type FuzzShop,
  formatFuzzReport,
  partWeights,
  runRouteFuzz,
  startFuzzShop,
} from "../helpers/route-fuzz";
import { freePort } from "../helpers/ports";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const port = await freePort();

let shop: FuzzShop | undefined;
/** Each part's share of RUNS, as often as a run of all the parts together would ask it. */
const runsOf = {} as Record<FuzzPart, number>;
const reports = new Map<FuzzPart, FuzzReport>();

beforeAll(async () => {
  shop = await startFuzzShop({ port });
  const weights = partWeights(shop.pools);
  const total = ALL_PARTS.reduce((n, p) => n + weights[p], 0);
  for (const p of ALL_PARTS) runsOf[p] = Math.max(1, Math.floor((RUNS * weights[p]) / total));
  // What rounding down left goes to the part asked most.
  const most = ALL_PARTS.reduce((a, b) => (weights[b] > weights[a] ? b : a));
  runsOf[most] += RUNS - ALL_PARTS.reduce((n, p) => n + runsOf[p], 0);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe("route fuzzer", () => {
  for (const part of ALL_PARTS) {
    describe(part, () => {
      it(`its share of ${RUNS} random requests: no 5xx, no stack trace`, async () => {
        const report = await runRouteFuzz(shop!, { runs: runsOf[part], seed: SEED, stopOnFirst: true, parts: [part] });
        reports.set(part, report);
        console.log(formatFuzzReport(report));
        expect(report.failures).toEqual([]);
        expect(report.cases).toBe(runsOf[part]);
      }, 240_000);
    });
  }

  it(`the ${RUNS} requests together reached deep code: pages rendered and actions accepted, not only refusals`, () => {
    const sum = (f: (r: FuzzReport) => number) => [...reports.values()].reduce((n, r) => n + f(r), 0);
    expect([...reports.keys()]).toEqual(ALL_PARTS);
    expect(sum((r) => r.cases)).toBe(RUNS);
    expect(sum((r) => r.byClass["2xx"]!)).toBeGreaterThan(RUNS / 10);
    expect(sum((r) => r.byClass["4xx"]!)).toBeGreaterThan(RUNS / 10);
  });
});
