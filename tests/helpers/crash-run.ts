// The crash test: the production server as a real process, on PGlite or PostgreSQL, killed with
// SIGKILL again and again while sales, public reservations and sales of those reservations are
// posted to it over HTTP, and restarted. After every kill, with the server down, the database is
// checked as the crash left it (as the restarted server finds it):
//
// - every sale the client saw acknowledged exists whole (sale, all its items), no stored sale is
//   partial, and the stock of every tyre is what it started with minus what the stored sales sold;
// - invoice numbers run 1, 2, 3... per year with none missing or repeated, the year's counter
//   agrees, there is one VERI*FACTU record per sale and the record chain verifies;
// - every acknowledged reservation exists; no reservation is half-written: a tyre is reserved
//   exactly when it has one active reservation, a collected reservation names a stored sale of
//   its tyre, and every online reservation has its e-mails in the outbox (same transaction);
// - every acknowledged sale of a reservation left that reservation collected by that sale.
//
// One module, two uses: tests/integration/crash.test.ts runs 3 kills in npm test, and
// `npm run crash-test -- --kills 50` (scripts/crash-test.ts) runs the full set and prints the figures.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { invoiceCounters, invoiceRecords, outbox, reservations, saleItems, sales, tyres, type NewTyreRow } from "~db/schema";
import { formatInvoiceNumber } from "~/domain/invoice";
import { toCents } from "~/domain/money";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { type Database, openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { nextTyreIds } from "~/server/inventory/tyre-ids.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";
import { tyreRow } from "./factories";
import { builtServerFile, type ShopServer, NO_PUBLIC_LIMITS, signIn, startShopServer, testShopEnv } from "./server-process";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface CrashOptions {
  kills: number;
  port: number;
  /** An empty PostgreSQL database for the server; unset: PGlite in a new data directory. */
  databaseUrl?: string;
  /** Concurrent clients posting sales (4), public reservations (2) and sales of reservations (1). */
  saleWorkers?: number;
  reservationWorkers?: number;
  reservationSaleWorkers?: number;
  /** Progress lines (one per round). */
  log?: (line: string) => void;
}

export interface CrashReport {
  backend: "pglite" | "postgres";
  kills: number;
  /** Times the database was checked: after every kill and once at the end. */
  checks: number;
  attempts: { sales: number; reservations: number; reservationSales: number };
  acknowledged: { sales: number; reservations: number; reservationSales: number };
  /** What the database holds at the end (committed, acknowledged or not). */
  stored: { sales: number; reservations: number; invoiceRecords: number };
  /** Requests whose answer never came because the server was killed. */
  lostInFlight: number;
  /** What `npm run invoices:verify` printed at the end. */
  verify: string;
  durationMs: number;
  failures: string[];
}

const ADMIN = { email: "boss@crash.test", password: "crash-pass-123" };
const SALE_TYRES = 12;
const STOCK = 100_000;

interface SaleLine {
  tyreId: string;
  quantity: number;
}
/** A sale the client saw acknowledged (an invoice number in the answer). */
export interface AckSale {
  invoiceNumber: string;
  lines: SaleLine[];
  reservationId?: number;
}
/** A public reservation the client saw acknowledged (303 to its confirmation). */
export interface AckReservation {
  id: number;
  tyreId: string;
}

/** What the client saw, to hold the database to. */
export interface Acknowledged {
  /** Tyres sold by the sales workers, each stocked with `stock` units at the start. */
  saleTyres: string[];
  stock: number;
  sold: AckSale[];
  reserved: AckReservation[];
}

/** Runs the crash test and returns its figures; `failures` lists every broken promise (empty: passed). */
export async function runCrashTest(opts: CrashOptions): Promise<CrashReport> {
  const t0 = Date.now();
  const log = opts.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-crash-"));
  const origin = `http://127.0.0.1:${opts.port}`;
  const env = {
    ...testShopEnv({ dataDir, databaseUrl: opts.databaseUrl, origin, secret: "crash-test-secret-crash-test-secret-0123456789" }),
    ...NO_PUBLIC_LIMITS,
  };
  const open = (owner: string) => openDatabase({ dataDir, databaseUrl: opts.databaseUrl, owner });
  const report: CrashReport = {
    backend: opts.databaseUrl ? "postgres" : "pglite",
    kills: 0,
    checks: 0,
    attempts: { sales: 0, reservations: 0, reservationSales: 0 },
    acknowledged: { sales: 0, reservations: 0, reservationSales: 0 },
    stored: { sales: 0, reservations: 0, invoiceRecords: 0 },
    lostInFlight: 0,
    verify: "",
    durationMs: 0,
    failures: [],
  };

  // Stock to sell, tyres to reserve (one unit each, every reservation takes a new one) and the
  // admin, written before the server takes the database.
  const saleTyres: string[] = [];
  const freeTyres: string[] = [];
  const reservable = 500 + opts.kills * 200;
  {
    const database = await open("crash test (seeding)");
    try {
      await migrateDatabase(database);
      const auth = createAuth(database.db, { secret: env.AUTH_SECRET, baseURL: origin });
      await createUser(auth, database.db, { ...ADMIN, admin: true });
      saleTyres.push(...(await insertTyres(database, SALE_TYRES, (i) => ({ quantity: STOCK, unitPriceEur: `${40 + i}.00` }))));
      freeTyres.push(...(await insertTyres(database, reservable, () => ({ quantity: 1, unitPriceEur: "55.00" }))));
    } finally {
      await database.close();
    }
  }

  const sold: AckSale[] = [];
  const reserved: AckReservation[] = [];
  /** Acknowledged reservations not yet offered to a sale. */
  const toSell: AckReservation[] = [];
  let server: ShopServer | undefined;
  let round = 0;
  let stop = false;
  const fail = (what: string) => {
    if (report.failures.length < 50) report.failures.push(`round ${round}: ${what}`);
    stop = true;
  };

  const post = (p: string, cookie: string | null, form: Record<string, string>) =>
    fetch(`${origin}${p}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(form),
    });
  /** The answer, or null when the server died before giving it (not acknowledged). */
  const ask = async (p: string, cookie: string | null, form: Record<string, string>) => {
    try {
      const res = await post(p, cookie, form);
      return { status: res.status, location: res.headers.get("location") ?? "", body: await res.text() };
    } catch {
      report.lostInFlight++;
      return null;
    }
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const checkout = async (cookie: string, lines: SaleLine[], reservationId?: number) => {
    const a = await ask("/checkout", cookie, {
      customerName: `Crash ${round}`,
      paymentMethod: "cash",
      lines: JSON.stringify(lines),
      ...(reservationId ? { reservationId: String(reservationId) } : {}),
    });
    if (!a) return false;
    const m = /\b(\d{4}-\d{6})\b/.exec(a.body);
    // Stock is plentiful and each reservation is sold once: a refusal here is a bug, not a race.
    if (a.status !== 200 || !m) {
      fail(`checkout answered ${a.status}${m ? "" : " without an invoice number"}: ${a.body.replace(/\s+/g, " ").slice(0, 300)}`);
      return false;
    }
    sold.push({ invoiceNumber: m[1]!, lines, reservationId });
    return true;
  };

  const saleWorker = async (cookie: string, w: number) => {
    for (let i = 0; !stop; i++) {
      const n = report.attempts.sales++;
      const first = saleTyres[(n + w) % SALE_TYRES]!;
      const second = saleTyres[(n * 7 + w + 1) % SALE_TYRES]!;
      const lines =
        first === second
          ? [{ tyreId: first, quantity: 1 }]
          : [
              { tyreId: first, quantity: 1 + (i % 2) },
              { tyreId: second, quantity: 1 },
            ];
      if (await checkout(cookie, lines)) report.acknowledged.sales++;
      else return;
    }
  };
  const reservationWorker = async (w: number) => {
    while (!stop) {
      const tyreId = freeTyres.shift();
      if (!tyreId) return fail("ran out of tyres to reserve (raise `reservable`)");
      report.attempts.reservations++;
      const locale = w % 2 ? "en" : "es";
      const a = await ask(`${locale === "en" ? "/en/reserve" : "/reservar"}/${tyreId}`, null, {
        name: `Crash customer ${round}-${w}`,
        phone: "600 111 222",
        email: `crash${w}@example.test`,
        vehicleReg: "",
        notes: "",
      });
      if (!a) return;
      const m = /[?&]ok=(\d+)/.exec(a.location);
      if (a.status !== 303 || !m)
        return fail(`reservation of ${tyreId} answered ${a.status}: ${a.body.replace(/\s+/g, " ").slice(0, 300)}`);
      const r = { id: Number(m[1]), tyreId };
      reserved.push(r);
      toSell.push(r);
      report.acknowledged.reservations++;
    }
  };
  const reservationSaleWorker = async (cookie: string) => {
    while (!stop) {
      // Sell reservations of earlier rounds or of this one; none to sell yet: wait for one.
      const r = toSell.shift();
      if (!r) {
        await pause(20);
        continue;
      }
      report.attempts.reservationSales++;
      if (await checkout(cookie, [{ tyreId: r.tyreId, quantity: 1 }], r.id)) report.acknowledged.reservationSales++;
      else return;
    }
  };

  try {
    for (round = 0; round <= opts.kills; round++) {
      const times = [Date.now()];
      server = await startShopServer(opts.port, env);
      const cookie = await signIn(origin, ADMIN);
      stop = false;
      const before = { sales: report.acknowledged.sales, reservations: report.acknowledged.reservations };
      times.push(Date.now());
      const running = Promise.all([
        ...Array.from({ length: opts.saleWorkers ?? 4 }, (_, w) => saleWorker(cookie, w)),
        ...Array.from({ length: opts.reservationWorkers ?? 2 }, (_, w) => reservationWorker(w)),
        ...Array.from({ length: opts.reservationSaleWorkers ?? 1 }, () => reservationSaleWorker(cookie)),
      ]);
      // Let sales and reservations flow (generous under load), then kill without warning while
      // requests are in flight: the workers send nothing new, what they sent is still on its way.
      const until = Date.now() + 30_000;
      const flowing = () => report.acknowledged.sales >= before.sales + 6 && report.acknowledged.reservations >= before.reservations + 2;
      while (!flowing() && Date.now() < until && !stop) await pause(25);
      if (!stop && !flowing()) fail("sales and reservations did not flow within 30 s");
      await pause(50 + Math.random() * 350);
      stop = true;
      if (round < opts.kills) {
        await server.stop("SIGKILL");
        report.kills++;
        await running;
      } else {
        // The last run ends cleanly.
        await running;
        await server.stop("SIGTERM");
      }
      server = undefined;
      times.push(Date.now());
      await check(`after ${round < opts.kills ? `kill ${round + 1}` : "the last, clean stop"}`);
      log(
        `round ${round}: ${report.acknowledged.sales} sales, ${report.acknowledged.reservations} reservations, ` +
          `${report.acknowledged.reservationSales} sold from a reservation, ${report.lostInFlight} lost in flight` +
          (report.failures.length ? `, ${report.failures.length} failures` : "") +
          ` (start ${s(times[1]! - times[0]!)}, traffic ${s(times[2]! - times[1]!)}, check ${s(Date.now() - times[2]!)})`,
      );
      if (report.failures.length) break;
    }
    // The shop's own built command, as an operator would run it after a crash.
    const verify = spawnSync(process.execPath, [builtServerFile("cli.js"), "invoices:verify"], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: "utf8",
      timeout: 120_000,
    });
    report.verify = `${verify.stdout}${verify.stderr}`.trim();
    if (verify.status !== 0) report.failures.push(`invoices:verify failed (${verify.status}): ${report.verify}`);
  } finally {
    if (server) await server.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    report.durationMs = Date.now() - t0;
  }
  return report;

  async function check(when: string) {
    report.checks++;
    const database = await open("crash test (checking)");
    try {
      const problems = await checkDatabase(database, { saleTyres, stock: STOCK, sold, reserved });
      for (const p of problems) fail(`${when}: ${p}`);
      const count = async (table: typeof sales | typeof reservations | typeof invoiceRecords) =>
        (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      report.stored = { sales: await count(sales), reservations: await count(reservations), invoiceRecords: await count(invoiceRecords) };
    } finally {
      await database.close();
    }
  }
}

async function insertTyres(database: Database, n: number, row: (i: number) => Partial<NewTyreRow>): Promise<string[]> {
  const ids = await nextTyreIds(database.db, n);
  for (let i = 0; i < ids.length; i += 500) {
    await database.db.insert(tyres).values(
      ids.slice(i, i + 500).map((id, j) => ({
        id,
        ...tyreRow({ quantity: 1, ...row(i + j) }),
      })),
    );
  }
  return ids;
}

/** Every promise of the module comment, on the database as it is now; returns what is broken. */
export async function checkDatabase(database: Database, state: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok && problems.length < 20) problems.push(what);
  };
  const db = database.db;
  const allSales = await db.select().from(sales).orderBy(asc(sales.invoiceYear), asc(sales.invoiceSeq));
  const items = await db.select().from(saleItems);
  const byNumber = new Map(allSales.map((s) => [s.invoiceNumber, s]));
  const itemsOf = new Map<number, typeof items>();
  for (const i of items) itemsOf.set(i.saleId, [...(itemsOf.get(i.saleId) ?? []), i]);
  const sortLines = (ls: SaleLine[]) => [...ls].sort((x, y) => x.tyreId.localeCompare(y.tyreId));

  // Acknowledged sales exist whole.
  for (const a of state.sold) {
    const s = byNumber.get(a.invoiceNumber);
    if (!s) {
      expect(false, `acknowledged sale ${a.invoiceNumber} is missing`);
      continue;
    }
    const mine = (itemsOf.get(s.id) ?? []).map((i) => ({ tyreId: i.tyreId, quantity: i.quantity }));
    expect(
      JSON.stringify(sortLines(mine)) === JSON.stringify(sortLines(a.lines)),
      `sale ${a.invoiceNumber} holds ${JSON.stringify(mine)}, acknowledged ${JSON.stringify(a.lines)}`,
    );
  }
  // No sale is partial, acknowledged or not: items present and adding up to the stored totals.
  for (const s of allSales) {
    const mine = itemsOf.get(s.id) ?? [];
    const sub = mine.reduce((x, i) => x + toCents(i.unitPriceEur) * i.quantity, 0);
    const fee = mine.reduce((x, i) => x + toCents(i.disposalFeeEurPerTyre) * i.quantity, 0);
    expect(mine.length > 0, `sale ${s.invoiceNumber} has no items`);
    expect(
      toCents(s.subtotalEur) === sub && toCents(s.totalDisposalEur) === fee && toCents(s.grandTotalEur) === sub + fee,
      `sale ${s.invoiceNumber}: stored totals do not add up to its items`,
    );
    expect(mine.reduce((x, i) => x + toCents(i.lineTotalEur), 0) === sub + fee, `sale ${s.invoiceNumber}: line totals do not add up`);
  }
  // Stock decremented by exactly what the stored sales sold.
  const soldOf = new Map<string, number>();
  for (const i of items) soldOf.set(i.tyreId, (soldOf.get(i.tyreId) ?? 0) + i.quantity);
  for (const t of await db.select().from(tyres).where(inArray(tyres.id, state.saleTyres))) {
    const want = state.stock - (soldOf.get(t.id) ?? 0);
    expect(t.quantity === want, `stock of ${t.id} is ${t.quantity}, sold ${soldOf.get(t.id) ?? 0} of ${state.stock}`);
  }
  // Invoice numbers: per year 1..n, none missing or repeated, the counter agreeing, one record per sale.
  for (const year of new Set(allSales.map((s) => s.invoiceYear))) {
    const seqs = allSales.filter((s) => s.invoiceYear === year).map((s) => s.invoiceSeq);
    const gap = seqs.findIndex((q, i) => q !== i + 1);
    expect(gap === -1, `invoice numbers of ${year}: expected ${gap + 1}, found ${seqs[gap]} (${seqs.length} sales)`);
    for (const s of allSales.filter((x) => x.invoiceYear === year)) {
      expect(s.invoiceNumber === formatInvoiceNumber(year, s.invoiceSeq), `invoice ${s.invoiceNumber} is not sequence ${s.invoiceSeq}`);
    }
    const [c] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    expect(c?.lastNumber === seqs.length, `the ${year} counter says ${c?.lastNumber}, ${seqs.length} sales stored`);
  }
  const records = await db.select({ saleId: invoiceRecords.saleId }).from(invoiceRecords);
  const recordSales = new Set(records.map((r) => r.saleId));
  expect(
    records.length === allSales.length && recordSales.size === records.length,
    `${records.length} invoice records for ${allSales.length} sales`,
  );
  for (const s of allSales) expect(recordSales.has(s.id), `sale ${s.invoiceNumber} has no VERI*FACTU record`);
  const chain = await verifyChain(db);
  expect(chain.ok, `the VERI*FACTU chain is broken: ${chain.ok ? "" : chain.message}`);

  // Reservations: none half-written.
  const allReservations = await db.select().from(reservations);
  const reservedTyreIds = [...new Set(allReservations.map((r) => r.tyreId))];
  const rtyres = new Map(
    reservedTyreIds.length ? (await db.select().from(tyres).where(inArray(tyres.id, reservedTyreIds))).map((t) => [t.id, t]) : [],
  );
  const byId = new Map(allReservations.map((r) => [r.id, r]));
  for (const a of state.reserved) {
    const r = byId.get(a.id);
    expect(!!r && r.tyreId === a.tyreId, `acknowledged reservation #${a.id} of ${a.tyreId} is ${r ? `of ${r.tyreId}` : "missing"}`);
  }
  const mail = new Set(
    (
      await db
        .select({ key: outbox.dedupeKey })
        .from(outbox)
        .where(sql`${outbox.dedupeKey} like 'reservation:%'`)
    ).map((m) => m.key),
  );
  const salesById = new Map(allSales.map((s) => [s.id, s]));
  for (const tyreId of reservedTyreIds) {
    const t = rtyres.get(tyreId)!;
    const mine = allReservations.filter((r) => r.tyreId === tyreId);
    const active = mine.filter((r) => r.status === "active");
    expect(active.length <= 1, `tyre ${tyreId} has ${active.length} active reservations`);
    expect((t.status === "reserved") === (active.length === 1), `tyre ${tyreId} is ${t.status} with ${active.length} active reservations`);
    for (const r of mine.filter((x) => x.status === "collected")) {
      const s = r.saleId == null ? undefined : salesById.get(r.saleId);
      const line = s && (itemsOf.get(s.id) ?? []).find((i) => i.tyreId === tyreId);
      expect(!!line, `reservation #${r.id} is collected without a stored sale of ${tyreId}`);
      expect(
        t.status === "sold" && t.quantity === 0,
        `tyre ${tyreId} of collected reservation #${r.id} is ${t.status} with ${t.quantity} left`,
      );
    }
    // Nothing here cancels a reservation and no hold ends during the run.
    for (const r of mine) expect(r.status === "active" || r.status === "collected", `reservation #${r.id} is ${r.status}`);
  }
  for (const r of allReservations.filter((x) => x.source === "online")) {
    expect(mail.has(`reservation:${r.id}:shop-new`), `reservation #${r.id} has no shop notice in the outbox`);
    if (r.email) expect(mail.has(`reservation:${r.id}:customer-confirmation`), `reservation #${r.id} has no confirmation in the outbox`);
  }
  // Acknowledged sales of a reservation collected it.
  for (const a of state.sold.filter((x) => x.reservationId != null)) {
    const r = byId.get(a.reservationId!);
    const s = byNumber.get(a.invoiceNumber);
    expect(
      r?.status === "collected" && s != null && r.saleId === s.id,
      `reservation #${a.reservationId} sold by ${a.invoiceNumber} is ${r?.status} (sale ${r?.saleId})`,
    );
  }
  return problems;
}
