// npm run fuzz -- --runs 10000: the route fuzzer's full run (tests/helpers/route-fuzz/) against
// the production server started here on a new embedded database, or on a new PostgreSQL database
// with --database-url (an URL allowed to CREATE DATABASE; the database is dropped afterwards).
// Prints the figures (cases, requests per status class, duration, seed) and every failure; exit
// code 1 when any answer was a 5xx or held a stack trace, or the server logged one.
//
// Options: --runs N (10000), --seed S (random; with --runs 1 and the seed a failure printed,
// --path P replays it), --port (a free one at random), --database-url URL (or FUZZ_DATABASE_URL),
// --stop-on-first (stop at the first failure and shrink it), --part "public pages,uploads" (only
// those parts: a failure in npm test's run, which runs each part alone, names its part to replay),
// --out DIR (write fuzz-<backend>.json and fuzz-<backend>.md there, e.g. bench/results).
import { parseArgs } from "node:util";
import { createScratchPostgres } from "~db/scratch";
import { ALL_PARTS, type FuzzPart, type FuzzReport, formatFuzzReport, runRouteFuzz, startFuzzShop } from "../tests/helpers/route-fuzz";
import { freePort } from "../tests/helpers/ports";
import { metaLine, type RunMeta, runMeta, writeResults } from "./results";

const { values: o } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    seed: { type: "string" },
    path: { type: "string" },
    port: { type: "string" },
    "database-url": { type: "string" },
    "stop-on-first": { type: "boolean", default: false },
    part: { type: "string" },
    out: { type: "string" },
  },
});
const runs = Number(o.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");
const parts = o.part?.split(",").map((p) => p.trim()) as FuzzPart[] | undefined;
for (const p of parts ?? []) if (!ALL_PARTS.includes(p)) throw new Error(`--part: no part "${p}" (the parts: ${ALL_PARTS.join(", ")})`);
const port = o.port ? Number(o.port) : await freePort();
const adminUrl = o["database-url"] ?? process.env.FUZZ_DATABASE_URL;
const meta = runMeta(`npm run fuzz -- ${process.argv.slice(2).join(" ")}`.trim());
const scratch = adminUrl ? await createScratchPostgres(adminUrl, "tyre_fuzz") : undefined;

console.log(`Starting the shop on port ${port} (${scratch ? "PostgreSQL" : "PGlite"})...`);
const shop = await startFuzzShop({ port, databaseUrl: scratch?.url });
let code = 1;
try {
  const started = Date.now();
  const report = await runRouteFuzz(shop, {
    runs,
    seed: o.seed == null ? undefined : Number(o.seed),
    path: o.path,
    stopOnFirst: o["stop-on-first"],
    parts,
    progress: {
      every: Math.max(100, Math.round(runs / 20)),
      report: (done) => console.log(`  ${done}/${runs} cases, ${((Date.now() - started) / 1000).toFixed(0)} s`),
    },
  });
  console.log(formatFuzzReport(report));
  if (o.out) console.log(`Written: ${writeResults(o.out, `fuzz-${report.backend}`, { meta, report }, markdown(meta, report)).join(", ")}`);
  code = report.failures.length ? 1 : 0;
} finally {
  await shop.stop();
  await scratch?.drop();
}
process.exit(code);

function markdown(m: RunMeta, r: FuzzReport): string {
  const classes = ["2xx", "3xx", "4xx", "5xx"];
  const row = (label: string, counts: Record<string, number>) => {
    const byClass = Object.fromEntries(classes.map((c) => [c, 0]));
    let other = 0;
    for (const [status, n] of Object.entries(counts)) {
      const c = /^\d{3}$/.test(status) ? `${status[0]}xx` : "";
      if (c in byClass) byClass[c]! += n;
      else other += n;
    }
    return `| ${label} | ${classes.map((c) => byClass[c]).join(" | ")} | ${other} |`;
  };
  return [
    "# Route fuzzer results",
    "",
    metaLine(m, `${r.backend === "postgres" ? "PostgreSQL" : "PGlite"}`),
    "",
    `\`${m.command}\`: **${r.cases} cases**, ${r.requests} requests in ${(r.durationMs / 1000).toFixed(0)} s ` +
      `(${(r.requests / (r.durationMs / 1000)).toFixed(0)} req/s, one at a time), seed ${r.seed}.`,
    "",
    `5xx answers: **${r.byClass["5xx"] ?? 0}**; failures (5xx, stack trace in an answer or in the log, no answer): **${r.failures.length}** ${r.failures.length ? "❌" : "✅"}`,
    "",
    "| status class | requests |",
    "|---|---:|",
    ...Object.entries(r.byClass).map(([k, v]) => `| ${k} | ${v} |`),
    "",
    `Statuses: ${Object.entries(r.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ")}.`,
    "",
    "`not sent`: a request Node's HTTP client refuses to write (a control character in a header); `closed (oversized)`: a body past the form limit and its discard allowance, or a head past 16 KB, answered by closing the connection.",
    "",
    "## By route and form",
    "",
    "| route / form | 2xx | 3xx | 4xx | 5xx | other |",
    "|---|---:|---:|---:|---:|---:|",
    ...Object.entries(r.byLabel)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, counts]) => row(label, counts)),
    ...(r.failures.length ? ["", "## Failures", "", ...r.failures.map((f) => `- case ${f.case} [${f.label}] ${f.problem}`)] : []),
  ].join("\n");
}
