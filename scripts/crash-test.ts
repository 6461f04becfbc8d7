// npm run crash-test -- --kills 50: the crash test's full run (tests/helpers/crash-run.ts). The
// production server is SIGKILLed during concurrent sales and public reservations and restarted,
// `--kills` times; after every kill the database is checked (every acknowledged sale whole, stock
// adding up, invoice numbers without gap or repeat, the VERI*FACTU chain intact, no reservation
// half-written) and `invoices:verify` runs at the end. Prints the figures; exit code 1 on any
// failure.
//
// Database: PostgreSQL when DATABASE_URL (or --database-url) is set: a new database is created
// next to the one it names (the role must be allowed to CREATE DATABASE) and dropped afterwards;
// otherwise PGlite in a new data directory. Options: --kills N (50), --port (a free one at random),
// --out DIR (write crash-test-<backend>.json and .md there, e.g. bench/results).
import { parseArgs } from "node:util";
import { type CrashReport, runCrashTest } from "../tests/helpers/crash-run";
import { freePort } from "../tests/helpers/ports";
import { createScratchPostgres } from "~db/scratch";
import { metaLine, type RunMeta, runMeta, writeResults } from "./results";

const { values: o } = parseArgs({
  options: {
    kills: { type: "string", default: "50" },
    port: { type: "string" },
    "database-url": { type: "string" },
    out: { type: "string" },
  },
});
const kills = Number(o.kills);
if (!Number.isInteger(kills) || kills < 1) throw new Error("--kills must be a positive whole number");
const port = o.port ? Number(o.port) : await freePort();
const adminUrl = o["database-url"] || process.env.DATABASE_URL;
const meta = runMeta(`npm run crash-test -- ${process.argv.slice(2).join(" ")}`.trim());
const scratch = adminUrl ? await createScratchPostgres(adminUrl, "tyre_crash") : undefined;

console.log(`Crash test: ${kills} SIGKILLs on ${scratch ? "PostgreSQL" : "PGlite"}, port ${port}`);
let code = 1;
try {
  const r = await runCrashTest({ kills, port, databaseUrl: scratch?.url, log: (line) => console.log(`  ${line}`) });
  const secs = r.durationMs / 1000;
  console.log(
    [
      `crash test on ${r.backend}: ${r.kills} SIGKILLs in ${secs.toFixed(0)} s, database checked ${r.checks} times`,
      `  acknowledged: ${r.acknowledged.sales} sales, ${r.acknowledged.reservations} public reservations, ${r.acknowledged.reservationSales} sales of a reservation`,
      `  attempted: ${r.attempts.sales} sales, ${r.attempts.reservations} reservations, ${r.attempts.reservationSales} sales of a reservation`,
      `  stored at the end: ${r.stored.sales} sales, ${r.stored.reservations} reservations, ${r.stored.invoiceRecords} invoice records`,
      `  requests lost in flight: ${r.lostInFlight}`,
      `  invoices:verify: ${r.verify}`,
      `  failures: ${r.failures.length}`,
      ...r.failures.map((f) => `  - ${f}`),
    ].join("\n"),
  );
  if (o.out) console.log(`Written: ${writeResults(o.out, `crash-test-${r.backend}`, { meta, report: r }, markdown(meta, r)).join(", ")}`);
  code = r.failures.length ? 1 : 0;
} finally {
  await scratch?.drop();
}
process.exit(code);

function markdown(m: RunMeta, r: CrashReport): string {
  return [
    "# Crash test results",
    "",
    metaLine(m, r.backend === "postgres" ? "PostgreSQL" : "PGlite"),
    "",
    `\`${m.command}\`: **${r.kills} SIGKILLs** during concurrent sales and public reservations, ${r.kills + 1} server starts, ` +
      `the database checked ${r.checks} times (after every kill and at the end), ${(r.durationMs / 1000).toFixed(0)} s.`,
    "",
    "| | sales | public reservations | sales of a reservation |",
    "|---|---:|---:|---:|",
    `| attempted | ${r.attempts.sales} | ${r.attempts.reservations} | ${r.attempts.reservationSales} |`,
    `| acknowledged | ${r.acknowledged.sales} | ${r.acknowledged.reservations} | ${r.acknowledged.reservationSales} |`,
    `| stored at the end | ${r.stored.sales} (all sales) | ${r.stored.reservations} | |`,
    "",
    `Requests lost in flight (the server killed before answering): **${r.lostInFlight}**. Stored sales beyond the acknowledged ones were committed before a kill took their answer; each is whole.`,
    "",
    `\`invoices:verify\` at the end: ${r.verify} (${r.stored.invoiceRecords} invoice records).`,
    "",
    `Failures: **${r.failures.length}** ${r.failures.length ? "❌" : "✅"} (acknowledged sale missing or partial, stock off, invoice number missing or repeated, chain broken, reservation half-written)`,
    ...r.failures.map((f) => `- ${f}`),
  ].join("\n");
}
