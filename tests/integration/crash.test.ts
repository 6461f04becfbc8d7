// Crash proof with real processes (tests/helpers/crash-run.ts): sales, public reservations and
// sales of those reservations posted over HTTP to the production server, which is killed with
// SIGKILL mid-stream 3 times and restarted, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// After every kill every acknowledged sale is whole, stock adds up, invoice numbers have no gap
// or repeat, the VERI*FACTU chain verifies and no reservation is half-written.
// The full run is `npm run crash-test -- --kills 50`.
import { describe, expect, it } from "vitest";
import { type CrashReport, runCrashTest } from "../helpers/crash-run";
import { createScratchPostgres } from "~db/scratch";
import { TEST_BACKENDS } from "../helpers/db";
import { freePort } from "../helpers/ports";

const KILLS = 3;

describe.each(TEST_BACKENDS)("sales and reservations survive the server being killed mid-stream on %s", (backend) => {
  it(`posts in a loop, SIGKILLs the server ${KILLS} times, restarts it and checks the database after each kill`, async () => {
    const scratch = backend === "postgres" ? await createScratchPostgres(process.env.TEST_DATABASE_URL!, "tyre_crash") : undefined;
    let report: CrashReport;
    try {
      report = await runCrashTest({ kills: KILLS, port: await freePort(), databaseUrl: scratch?.url });
    } finally {
      await scratch?.drop();
    }
    console.log(
      `crash test on ${backend}: ${report.kills} SIGKILLs, ${report.acknowledged.sales} sales, ${report.acknowledged.reservations} reservations and ` +
        `${report.acknowledged.reservationSales} sales of reservations acknowledged, ${report.lostInFlight} lost in flight; ${report.verify}`,
    );
    expect(report.failures).toEqual([]);
    expect(report.kills).toBe(KILLS);
    expect(report.checks).toBe(KILLS + 1);
    expect(report.acknowledged.sales).toBeGreaterThan(KILLS * 6);
    expect(report.acknowledged.reservations).toBeGreaterThan(KILLS * 2);
    // Committed work whose answer was lost in the crash is allowed (and whole); never less.
    expect(report.stored.sales).toBeGreaterThanOrEqual(report.acknowledged.sales + report.acknowledged.reservationSales);
    expect(report.stored.reservations).toBeGreaterThanOrEqual(report.acknowledged.reservations);
    // Every record, whatever the kills cut, is in the VERI*FACTU sending queue (sending is off: all pending).
    expect(report.verify).toMatch(/^chain intact: (\d+) records\nsent to the tax agency: 0 accepted, \1 pending, 0 rejected/);
  }, 600_000);
});
