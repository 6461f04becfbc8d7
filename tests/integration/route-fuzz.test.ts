// The route fuzzer (tests/helpers/route-fuzz.ts) in npm test: a few hundred random requests over
// the route table against the production server, public pages and staff screens as the admin and
// as a visitor. Not one answer may be a 5xx or show a stack trace, and the server may log none.
// The full run is `npm run fuzz -- --runs 10000`; FUZZ_RUNS and FUZZ_SEED change this one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzShop, formatFuzzReport, runRouteFuzz, startFuzzShop } from "../helpers/route-fuzz";
import { randomPort } from "../helpers/ports";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const port = randomPort(3600, 200);

let shop: FuzzShop | undefined;

beforeAll(async () => {
  shop = await startFuzzShop({ port });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe("route fuzzer", () => {
  it(`${RUNS} random requests: no 5xx, no stack trace`, async () => {
    const report = await runRouteFuzz(shop!, {
      runs: RUNS,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      stopOnFirst: true,
    });
    console.log(formatFuzzReport(report));
    expect(report.failures).toEqual([]);
    expect(report.cases).toBe(RUNS);
    // The run reached deep code: pages rendered and actions accepted, not only refusals.
    expect(report.byClass["2xx"]).toBeGreaterThan(RUNS / 10);
    expect(report.byClass["4xx"]).toBeGreaterThan(RUNS / 10);
  }, 240_000);
});
