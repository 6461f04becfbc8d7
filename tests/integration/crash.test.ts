// Crash proof with real processes: sales posted over HTTP to the checkout action of the production
// server, which is killed with SIGKILL mid-stream several times and restarted. Afterwards every
// sale the client saw acknowledged exists whole (sale, all its items, stock decremented), no sale
// is partial, and the invoice numbers are gap-free.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceCounters, invoiceRecords, saleItems, sales, tyres } from "~db/schema";
import { formatInvoiceNumber } from "~/domain/invoice";
import { toCents } from "~/domain/money";
import { migrateDatabase, openDatabase } from "~/server/db.server";
import { insertTyre } from "../helpers/factories";
import { waitForHttp } from "../helpers/http";

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
// The server is node itself with tsx as a loader (not the tsx CLI, which runs node as a child
// process that SIGKILL would not reach): the pid killed is the pid that holds the database.
const serverArgs = ["--import", "tsx", "server.ts"];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-crash-"));
const port = Number(process.env.CRASH_TEST_PORT ?? 3440 + Math.floor(Math.random() * 50));
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SEED_DEMO: "0",
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: origin,
  AUTH_SECRET: "crash-test-secret-crash-test-secret-0123456789",
};
const ADMIN = { email: "boss@crash.test", password: "crash-pass-123" };
const KILLS = 3;
const WORKERS = 4;
const TYRES = 12;
const STOCK = 500;

let server: ChildProcess | undefined;
let serverOut = "";

async function startServer() {
  serverOut = "";
  const s = spawn(process.execPath, serverArgs, { cwd: root, env });
  server = s;
  const exited = new Promise<never>((_, reject) =>
    s.on("exit", (code, signal) => reject(new Error(`the server exited (${code ?? signal}):\n${serverOut}`))),
  );
  s.stdout!.on("data", (d) => (serverOut += d));
  s.stderr!.on("data", (d) => (serverOut += d));
  exited.catch(() => {});
  // Up means this process answers: a stale server on the port must not pass for it.
  await Promise.race([waitForHttp(`${origin}/healthz`, 60_000, 150), exited]);
  if (!serverOut.includes(`listening on http://127.0.0.1:${port}`)) await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
  expect(serverOut, "the server we started is the one listening").toContain(`listening on http://127.0.0.1:${port}`);
}

function killServer(): Promise<void> {
  const s = server!;
  if (s.exitCode !== null || s.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    s.on("exit", () => resolve());
    s.kill("SIGKILL");
  });
}

async function login(): Promise<string> {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: "" }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || !cookies.some((c) => c.includes("session_token"))) {
    throw new Error(`login failed: ${res.status} ${await res.text()}`);
  }
  return cookies.join("; ");
}

interface Acknowledged {
  invoiceNumber: string;
  lines: { tyreId: string; quantity: number }[];
}

describe("sales survive the server being killed mid-stream", () => {
  const tyreIds: string[] = [];
  const acknowledged: Acknowledged[] = [];
  let attempts = 0;
  let lostInFlight = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    const add = spawnSync(tsx, ["scripts/user-add.ts", "--email", ADMIN.email, "--password", ADMIN.password, "--admin"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(add.status, add.stdout + add.stderr).toBe(0);
    // Stock to sell, written straight into the data directory before the server takes it.
    const database = await openDatabase({ dataDir, owner: "crash.test.ts (seeding)" });
    try {
      await migrateDatabase(database);
      for (let i = 0; i < TYRES; i++) {
        const t = await insertTyre(database.db, { quantity: STOCK, unitPriceEur: `${40 + i}.00`, disposalFeeEurPerTyre: "2.40" });
        tyreIds.push(t.id);
      }
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    if (server) await killServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`runs sales in a loop, SIGKILLs the server ${KILLS} times and restarts it`, async () => {
    for (let round = 0; round <= KILLS; round++) {
      await startServer();
      const cookie = await login();
      let stop = false;
      const worker = async (w: number) => {
        let i = 0;
        while (!stop) {
          const n = attempts++;
          const first = tyreIds[(n + w) % TYRES]!;
          const second = tyreIds[(n * 7 + w + 1) % TYRES]!;
          const lines =
            first === second
              ? [{ tyreId: first, quantity: 1 }]
              : [
                  { tyreId: first, quantity: 1 + (i % 2) },
                  { tyreId: second, quantity: 1 },
                ];
          i++;
          let res: Response;
          let body: string;
          try {
            res = await fetch(`${origin}/checkout`, {
              method: "POST",
              redirect: "manual",
              headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                customerName: `Crash ${round}-${w}-${i}`,
                paymentMethod: "cash",
                vehicleReg: "",
                notes: "",
                lines: JSON.stringify(lines),
              }),
            });
            body = await res.text();
          } catch {
            lostInFlight++; // the server died before answering: not acknowledged
            break;
          }
          const m = /\b(\d{4}-\d{6})\b/.exec(body);
          if (res.status !== 200 || !m) {
            // Stock is plentiful, so a refusal here is a bug, not a race.
            failures.push(
              `checkout answered ${res.status}${m ? "" : " without an invoice number"}: ${body.replace(/\s+/g, " ").slice(0, 400)}`,
            );
            stop = true;
            break;
          }
          acknowledged.push({ invoiceNumber: m[1]!, lines });
        }
      };
      const running = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      if (round < KILLS) {
        // Let sales flow, then kill without warning while requests are in flight.
        const before = acknowledged.length;
        const until = Date.now() + 8000;
        while (acknowledged.length < before + 6 && Date.now() < until && !stop) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
        await killServer();
        stop = true;
        await running;
        expect(failures).toEqual([]);
      } else {
        await new Promise((r) => setTimeout(r, 800));
        stop = true;
        await running;
        // The last run ends cleanly so the data directory can be opened below.
        const s = server!;
        await new Promise<void>((resolve) => {
          s.on("exit", () => resolve());
          s.kill("SIGTERM");
        });
      }
    }
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(KILLS * 4);
  }, 240_000);

  it("every acknowledged sale exists whole, no sale is partial, stock adds up and invoice numbers are gap-free", async () => {
    expect(acknowledged.length, "the sales loop ran").toBeGreaterThan(0);
    const database = await openDatabase({ dataDir, owner: "crash.test.ts (checking)" });
    try {
      const db = database.db;
      const allSales = await db.select().from(sales).orderBy(asc(sales.invoiceYear), asc(sales.invoiceSeq));
      const items = await db.select().from(saleItems);
      const byNumber = new Map(allSales.map((s) => [s.invoiceNumber, s]));

      for (const a of acknowledged) {
        const s = byNumber.get(a.invoiceNumber);
        expect(s, `acknowledged sale ${a.invoiceNumber} exists`).toBeDefined();
        const mine = items.filter((i) => i.saleId === s!.id).map((i) => ({ tyreId: i.tyreId, quantity: i.quantity }));
        expect(mine.sort((x, y) => x.tyreId.localeCompare(y.tyreId))).toEqual(
          [...a.lines].sort((x, y) => x.tyreId.localeCompare(y.tyreId)),
        );
      }
      // No partial sale, acknowledged or not: items present and adding up to the stored totals.
      for (const s of allSales) {
        const mine = items.filter((i) => i.saleId === s.id);
        expect(mine.length, `sale ${s.invoiceNumber} has items`).toBeGreaterThan(0);
        const sub = mine.reduce((x, i) => x + toCents(i.unitPriceEur) * i.quantity, 0);
        const fee = mine.reduce((x, i) => x + toCents(i.disposalFeeEurPerTyre) * i.quantity, 0);
        expect([toCents(s.subtotalEur), toCents(s.totalDisposalEur), toCents(s.grandTotalEur)]).toEqual([sub, fee, sub + fee]);
        expect(mine.reduce((x, i) => x + toCents(i.lineTotalEur), 0)).toBe(sub + fee);
      }
      // Stock decremented by exactly what the stored sales sold.
      for (const id of tyreIds) {
        const [t] = await db.select().from(tyres).where(eq(tyres.id, id));
        const sold = items.filter((i) => i.tyreId === id).reduce((x, i) => x + i.quantity, 0);
        expect(t!.quantity, `stock of ${id}`).toBe(STOCK - sold);
      }
      // Gap-free numbering per year, the counter agreeing, one VERI*FACTU record per sale.
      for (const year of new Set(allSales.map((s) => s.invoiceYear))) {
        const seqs = allSales.filter((s) => s.invoiceYear === year);
        expect(seqs.map((s) => s.invoiceSeq)).toEqual(seqs.map((_, i) => i + 1));
        expect(seqs.map((s) => s.invoiceNumber)).toEqual(seqs.map((s) => formatInvoiceNumber(year, s.invoiceSeq)));
        const [c] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
        expect(c?.lastNumber).toBe(seqs.length);
      }
      const [{ n: records }] = await db.select({ n: sql<number>`count(*)::int` }).from(invoiceRecords);
      expect(records).toBe(allSales.length);
      // Sales committed whose answer was lost in the crash are allowed (and whole); never fewer.
      expect(allSales.length).toBeGreaterThanOrEqual(acknowledged.length);
      console.log(
        `crash test: ${attempts} attempts, ${acknowledged.length} acknowledged, ${allSales.length} stored, ${lostInFlight} lost in flight, ${KILLS} SIGKILLs`,
      );
    } finally {
      await database.close();
    }
  });
});
