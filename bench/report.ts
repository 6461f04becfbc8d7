// The results of a run: their shape (written as latest.json) and the Markdown summary (latest.md)
// with each budget marked met or missed.
import type { ListingExplain } from "./explain";
import type { SlotTiming } from "./appointment-slots";
import type { ImportTiming } from "./import";
import type { InventorySearchTiming } from "./inventory-search";
import type { LighthousePage } from "./lighthouse";
import type { LoadResult, OneAtATimeResult } from "./load";
import type { GoodputResult } from "./goodput";
import type { OverloadResult } from "./overload";
import type { PageWeight } from "./page-weight";
import type { SeedResult } from "./seed";
import type { StartFigures } from "./start-figures";

export interface BackendResult {
  seed?: SeedResult;
  /** Every query the listing page runs for one request (the page of rows, the capped count). */
  explain?: ListingExplain;
  /** The staff inventory's brand/model search (listInventory), median per term. */
  inventorySearch?: InventorySearchTiming[];
  http?: Record<string, LoadResult>;
  content?: { listingShowsTyres: boolean; detailShowsTyre: boolean; listingHtmlBytes: number };
  nginx?: LoadResult & { ratio: number };
  /** Filtered listing with the page micro-cache off (every request rendered). */
  listingUncached?: LoadResult;
  /** The same, served by two processes (WEB_CONCURRENCY=2; PostgreSQL only). */
  listingUncachedTwoProcesses?: LoadResult;
  /** The uncached listing at many more connections than the server renders at once. */
  overload?: OverloadResult;
  /** One address flooding; a second visitor's public pages and signed-in staff's screens meanwhile. */
  goodput?: GoodputResult[];
  import?: ImportTiming;
}

export interface Results {
  meta: {
    date: string;
    commit: string;
    n: number;
    durationSeconds: number;
    /** Seconds of unmeasured load before each measured run (older results: none). */
    warmupSeconds?: number;
    connections: number;
    node: string;
    cpus: number;
    cpuModel: string | undefined;
    loadAverageAtStart: (number | null)[];
    buildDir: string;
  };
  backends: Record<string, BackendResult>;
  /** One request at a time on an idle server with the demo data (PGlite), every page rendered. */
  oneAtATime?: Record<string, OneAtATimeResult>;
  /** The appointment slot list for a busy month (pure domain work). */
  appointmentSlots?: SlotTiming;
  /** Start time and idle memory of the production server, per database (older results: none). */
  startup?: Record<string, StartFigures>;
  pageWeight: PageWeight[];
  lighthouse: Record<string, LighthousePage>;
  errors: { section: string; error: string }[];
}

export function markdown(r: Results): string {
  const f = (x: number | null | undefined, d = 0) => (x == null || !Number.isFinite(x) ? "–" : x.toFixed(d));
  const ok = (pass: boolean | undefined) => (pass == null ? "" : pass ? " ✅" : " ❌");
  const lines: string[] = [];
  const m = r.meta;
  lines.push(`# Benchmark results`, "");
  lines.push(
    `${m.date}, commit ${m.commit}, ${m.n} tyres, ${m.connections} connections x ${m.durationSeconds} s (after ${m.warmupSeconds ?? 0} s warm-up), ${m.cpus} CPUs (load ${m.loadAverageAtStart.join(" ")} at start), Node ${m.node}.`,
    "",
  );
  if (r.appointmentSlots) {
    const a = r.appointmentSlots;
    lines.push(
      "## Appointment slot list",
      "",
      `${a.days} days x ${a.lifts} lifts, full (${a.appointments} appointments), free times of every day for every job: **${f(a.medianMs, 2)} ms** median of ${a.runs} (best ${f(a.minMs, 2)} ms; target <= 20 ms)${ok(a.medianMs <= 20)}`,
      "",
    );
  }
  if (r.startup) {
    lines.push(
      "## Start time and idle memory (`npm start`: node on build/server/index.js)",
      "",
      "| database | first start ms (migrations, demo data on PGlite) | restart ms | idle RSS MB | peak RSS MB of the restart | CPU ms at first start / restart | RSS MB after 10,000 mixed requests: 3 s / 60 s idle |",
      "|---|---:|---:|---:|---:|---:|---:|",
    );
    for (const [backend, s] of Object.entries(r.startup)) {
      const rssTarget = backend === "postgres" ? 160 : 300;
      const firstStart = backend === "pglite" ? ` (target <= 3000)${ok(s.firstStartMs != null && s.firstStartMs <= 3000)}` : "";
      lines.push(
        `| ${backend} | ${f(s.firstStartMs)}${firstStart} | ${f(s.restartMs)} (target <= 1000)${ok(s.restartMs != null && s.restartMs <= 1000)} | ${f(s.idleRssMb)} (target <= ${rssTarget})${ok(s.idleRssMb != null && s.idleRssMb <= rssTarget)} | ${f(s.peakStartRssMb)} | ${f(s.firstStartCpuMs)} / ${f(s.restartCpuMs)} | ${f(s.afterLoadRssMb)} / ${f(s.afterLoadIdleRssMb)} (target <= ${f(s.idleRssMb != null ? s.idleRssMb * 1.2 : null)})${ok(s.afterLoadIdleRssMb != null && s.idleRssMb != null && s.afterLoadIdleRssMb <= s.idleRssMb * 1.2)} |`,
      );
    }
    lines.push("");
  }
  if (r.oneAtATime) {
    lines.push(
      "## One request at a time (idle server, demo data, PGlite, every page rendered)",
      "",
      "| page | median ms | p90 ms | min ms |",
      "|---|---:|---:|---:|",
    );
    for (const [name, o] of Object.entries(r.oneAtATime)) {
      const budget = name.startsWith("listing") ? ` (target <= 4 ms)${ok(o.medianMs <= 4)}` : "";
      lines.push(
        `| ${name} (${o.url.replace(/^https?:\/\/[^/]+/, "")}) | ${f(o.medianMs, 2)}${budget} | ${f(o.p90Ms, 2)} | ${f(o.minMs, 2)} |`,
      );
    }
    lines.push("");
  }
  for (const [backend, b] of Object.entries(r.backends)) {
    lines.push(`## ${backend}`, "");
    if (b.seed)
      lines.push(
        `Seeded in ${f(b.seed.seconds, 1)} s: ${Object.entries(b.seed.counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}.`,
        "",
      );
    if (b.content && (!b.content.listingShowsTyres || !b.content.detailShowsTyre))
      lines.push(
        `Note: the listing/detail pages did not show the seeded tyres (placeholder pages?): listing ${b.content.listingShowsTyres}, detail ${b.content.detailShowsTyre}.`,
        "",
      );
    if (b.http) {
      lines.push("| page | req/s | p50 ms | p99 ms | non-2xx |", "|---|---:|---:|---:|---:|");
      for (const [name, l] of Object.entries(b.http))
        lines.push(`| ${name} (${l.url.replace(/^https?:\/\/[^/]+/, "")}) | ${f(l.reqPerSec)} | ${l.p50} | ${l.p99} | ${l.non2xx} |`);
      if (b.listingUncached)
        lines.push(
          `| listingFiltered rendered every time (PAGE_CACHE_TTL_MS=0) | ${f(b.listingUncached.reqPerSec)} | ${b.listingUncached.p50} | ${b.listingUncached.p99} | ${b.listingUncached.non2xx} |`,
        );
      if (b.listingUncachedTwoProcesses) {
        const two = b.listingUncachedTwoProcesses;
        const gain = b.listingUncached ? ` (${f((two.reqPerSec / b.listingUncached.reqPerSec) * 100)} % of one process)` : "";
        lines.push(
          `| listingFiltered rendered every time, two processes (WEB_CONCURRENCY=2)${gain} | ${f(two.reqPerSec)} | ${two.p50} | ${two.p99} | ${two.non2xx} |`,
        );
      }
      if (b.nginx)
        lines.push(
          `| nginx, same listing HTML as a static file | ${f(b.nginx.reqPerSec)} | ${b.nginx.p50} | ${b.nginx.p99} | ${b.nginx.non2xx} |`,
        );
      lines.push("");
    }
    if (b.overload) {
      const o = b.overload;
      lines.push(
        `Overload, uncached listing at ${o.connections} connections: ${o.served} served (${f(o.servedPerSec)}/s, p50 ${o.servedP50} ms, p99 ${o.servedP99} ms${ok(o.servedP99 < 1000 && o.timeouts === 0)} budget p99 < 1 s, no timeout), ` +
          `${o.shed} answered 503 at once (p99 ${o.shedP99} ms), ${o.timeouts} timeouts.`,
        "",
      );
    }
    if (b.goodput?.length) {
      lines.push(
        "| One address floods with (connections) | flooder answered / shed | second visitor, public pages: 200 (p99) | staff, from the flooder's address: 200 (p99) |",
        "| --- | --: | --: | --: |",
      );
      const pct = (x: number) => `${f(x * 100, 1)} %`;
      for (const g of b.goodput)
        lines.push(
          `| ${g.flood} (${g.connections}) | ${g.flooder.served} / ${g.flooder.shed} | ${g.visitor.ok}/${g.visitor.requests} = ${pct(g.visitor.okShare)} (${g.visitor.p99} ms)${ok(g.visitor.okShare >= 0.8)} | ${g.staff.ok}/${g.staff.requests} = ${pct(g.staff.okShare)} (${g.staff.p99} ms)${ok(g.staff.okShare === 1)} |`,
        );
      lines.push("", "Budgets: the second visitor >= 80 % answered 200, staff 100 %.", "");
    }
    if (b.nginx)
      lines.push(
        `SSR filtered listing (1 s micro-cache) / nginx static: **${f(b.nginx.ratio * 100, 1)} %** (target >= 25 %)${ok(b.nginx.ratio >= 0.25)}`,
        "",
      );
    if (b.nginx && b.listingUncached)
      lines.push(`Rendered every time / nginx static: ${f((b.listingUncached.reqPerSec / b.nginx.reqPerSec) * 100, 1)} %`, "");
    for (const [k, list] of Object.entries(b.explain ?? {})) {
      if (!list?.length) continue;
      const total = list.reduce((a, e) => a + e.executionMs, 0);
      const allIndexed = list.every((e) => e.indexBacked);
      const target = k === "filtered" && backend === "postgres" ? ` (target <= 3 ms, index-backed)${ok(allIndexed && total <= 3)}` : "";
      lines.push(
        `Listing ${k}, ${list.length} quer${list.length === 1 ? "y" : "ies"}: **${f(total, 3)} ms** execution in all; index-backed: ${allIndexed}${target}`,
      );
      for (const e of list)
        lines.push(
          `- ${f(e.executionMs, 3)} ms (+${f(e.planningMs, 3)} ms planning): ${e.nodeTypes.join(" > ")}${e.indexes.length ? ` on ${e.indexes.join(", ")}` : ""}`,
        );
      lines.push("");
    }
    if (b.explain) lines.push(`Query source: ${Object.values(b.explain)[0]?.[0]?.source ?? "–"}`, "");
    if (b.inventorySearch?.length)
      lines.push(
        `Staff inventory search (listInventory, median of 5): ${b.inventorySearch.map((s) => `"${s.term}" **${f(s.medianMs, 1)} ms** (${s.matches} matches)`).join(", ")}`,
        "",
      );
    if (b.import) {
      const i = b.import;
      const within = Math.max(i.previewMs, i.applyMs, i.updatePreviewMs, i.updateApplyMs) <= 3000;
      lines.push(
        `CSV import, ${i.rows} new rows: preview **${f(i.previewMs / 1000, 2)} s**, apply **${f(i.applyMs / 1000, 2)} s** (${i.written} written, ${i.rejected} rejected); ${i.updated} price updates from the export: preview **${f(i.updatePreviewMs / 1000, 2)} s**, apply **${f(i.updateApplyMs / 1000, 2)} s** (target: each <= 3 s)${ok(within)}`,
        "",
      );
    }
  }
  if (r.pageWeight.length) {
    lines.push(
      "## Page weight (built assets each page loads, gzip)",
      "",
      "| page | status | JS KB gz | CSS KB gz | HTML KB gz | total KB | requests |",
      "|---|---:|---:|---:|---:|---:|---:|",
    );
    for (const w of r.pageWeight)
      lines.push(
        `| ${w.path} | ${w.status} | ${f(w.jsGzipBytes / 1024, 1)}${ok(w.jsGzipBytes <= 60 * 1024)} | ${f(w.cssGzipBytes / 1024, 1)} | ${f(w.htmlGzipBytes / 1024, 1)} | ${f(w.totalGzipBytes / 1024, 1)} | ${w.requests} |`,
      );
    lines.push("", "Target: <= 60 KB gzip JavaScript per public page.", "");
  }
  if (Object.keys(r.lighthouse).length) {
    lines.push(
      "## Lighthouse (mobile, median)",
      "",
      "| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const [name, l] of Object.entries(r.lighthouse)) {
      const x = l.median;
      lines.push(
        `| ${name} | ${x.performance}${ok(x.performance >= 95)} | ${x.accessibility}${ok(x.accessibility === 100)} | ${x.bestPractices} | ${x.seo}${ok(x.seo === 100)} | ${f(x.lcpMs)} | ${f(x.tbtMs)} | ${f(x.cls, 3)} |`,
      );
    }
    lines.push("", "Targets: performance >= 95, accessibility and SEO 100.", "");
    for (const [name, l] of Object.entries(r.lighthouse))
      if (l.median.failing?.length) lines.push(`- ${name} loses points on: ${l.median.failing.join(", ")}`);
    lines.push("");
  }
  if (r.errors.length) {
    lines.push("## Sections that failed", "");
    for (const e of r.errors) lines.push(`- ${e.section}: ${e.error.split("\n")[0]}`);
    lines.push("");
  }
  return lines.join("\n");
}
