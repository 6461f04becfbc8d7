// Lighthouse (mobile defaults, Debian's Chromium headless): several runs per page, median of each
// score and of LCP, TBT and CLS, and the audits that cost points outside performance.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { log, median, recordError, root } from "./common";

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance (e.g. "seo: is-crawlable"), to say why a score is not 100. */
  failing?: string[];
}

export interface LighthousePage {
  url: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

function lighthouseOnce(url: string, chromePath: string, tmpRoot: string): LighthouseRun {
  const outFile = path.join(tmpRoot, `lh-${crypto.randomBytes(4).toString("hex")}.json`);
  const r = spawnSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${outFile}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: "utf8", timeout: 120_000 },
  );
  if (!fs.existsSync(outFile)) throw new Error(`lighthouse failed (${r.status}): ${(r.stderr || r.stdout || "").slice(-600)}`);
  const report = JSON.parse(fs.readFileSync(outFile, "utf8"));
  fs.rmSync(outFile, { force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (k: string) => Math.round((report.categories[k]?.score ?? NaN) * 100);
  const failing: string[] = [];
  for (const k of ["accessibility", "best-practices", "seo"]) {
    for (const ref of (report.categories[k]?.auditRefs ?? []) as { id: string; weight: number }[]) {
      const a = report.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${k}: ${ref.id}`);
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue,
    tbtMs: report.audits["total-blocking-time"]?.numericValue,
    cls: report.audits["cumulative-layout-shift"]?.numericValue,
    failing,
  };
}

/** `runs` Lighthouse runs of each page (name -> path on `origin`); a page without one good run is left out. */
export function lighthousePages(
  origin: string,
  pages: Record<string, string>,
  opts: { runs: number; chromePath: string; tmpRoot: string },
): Record<string, LighthousePage> {
  const out: Record<string, LighthousePage> = {};
  for (const [name, p] of Object.entries(pages)) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < opts.runs; i++) {
      try {
        try {
          runs.push(lighthouseOnce(origin + p, opts.chromePath, opts.tmpRoot));
        } catch (first) {
          // Trace recording fails now and then on a busy machine (NO_NAVSTART): one retry.
          if (!/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test((first as Error).message)) throw first;
          log(`   ${name} run ${i + 1}: ${(first as Error).message.slice(0, 60)}… retrying once`);
          runs.push(lighthouseOnce(origin + p, opts.chromePath, opts.tmpRoot));
        }
      } catch (e) {
        log(`   ${name} run ${i + 1} failed: ${(e as Error).message}`);
        recordError(`lighthouse ${name}`, e);
      }
    }
    if (!runs.length) continue;
    const med = Object.fromEntries(
      (["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls"] as const).map((k) => [
        k,
        median(runs.map((r) => r[k])),
      ]),
    ) as unknown as LighthouseRun;
    med.failing = [...new Set(runs.flatMap((r) => r.failing ?? []))];
    out[name] = { url: p, runs, median: med };
    log(
      `   ${name.padEnd(12)} perf ${med.performance}  a11y ${med.accessibility}  bp ${med.bestPractices}  seo ${med.seo}  LCP ${med.lcpMs?.toFixed(0)} ms  TBT ${med.tbtMs?.toFixed(0)} ms  CLS ${med.cls?.toFixed(3)}${med.failing.length ? `  (losing points: ${med.failing.join(", ")})` : ""}`,
    );
  }
  return out;
}
