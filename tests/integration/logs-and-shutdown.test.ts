// The production server's log and its stop, with a real process on the embedded database:
// - every request is one JSON line with its id (also sent back as X-Request-Id), method, path,
//   status and duration, and the background jobs (the mail worker, the server's nightly backup)
//   log JSON lines too;
// - after a sign-in, a public reservation (its e-mail written by the mail worker), a visit to the
//   customer's signed cancel link and a query string with a token, the whole log holds none of the
//   password, the session cookie, the link's token, the query's token, the customer's e-mail or phone;
// - SIGTERM while sales are in flight: the server stops taking requests, answers those it took, and
//   exits 0 after closing the database; every answered sale is stored whole, and nothing else;
// - a port something else listens on: one fatal line naming it, exit 1, and never "listening on".
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleItems, sales } from "~db/schema";
import { SYSTEM_ACTOR } from "~/domain/audit";
import { openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { readStoredSettings, saveSettings } from "~/server/settings/settings.server";
import { insertTyre } from "../helpers/factories";
import { addShopUser, type ShopServer, signIn, startShopServer, testShopEnv } from "../helpers/server-process";
import { freePort } from "../helpers/ports";

const ADMIN = { email: "boss@logs.test", password: "very-secret-pass-4821" };
const CUSTOMER = { email: "maria.private@example.test", phone: "611 482 937" };
const QUERY_TOKEN = "query-token-7f3a9c2e5b";

describe("the server's log and its stop (pglite)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-logs-"));
  const env = {
    ...testShopEnv({ dataDir, origin: "", secret: "logs-test-secret-logs-test-secret-0123456789" }),
    LOG_LEVEL: "info",
    // The server's own nightly backup runs too: its time is set to 00:00 below, so it is due at once
    // whatever the hour the test runs at.
    BACKUP_KEEP: "14",
    RESERVATION_LIMIT_PER_IP: "0",
    RESERVATION_ACTIVE_HOLDS: "0",
  };
  let server: ShopServer;
  let reservable: string;
  let stock: string;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir, owner: "logs test" });
    try {
      await migrateDatabase(database);
      const { settings, version } = await readStoredSettings(database.db);
      await saveSettings(database.db, { ...settings, backupTime: "00:00" }, { expectedVersion: version, actor: SYSTEM_ACTOR });
      reservable = (await insertTyre(database.db, { quantity: 1, unitPriceEur: "60.00" })).id;
      stock = (await insertTyre(database.db, { quantity: 500, unitPriceEur: "45.00" })).id;
    } finally {
      await database.close();
    }
    addShopUser(env, { ...ADMIN, admin: true });
    server = await startShopServer(await freePort(), env);
  }, 240_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs each request as one JSON line with its id, and never a secret or a customer's details", async () => {
    const origin = server.origin;
    const cookie = await signIn(origin, ADMIN);
    const sessionToken = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
    expect(sessionToken.length).toBeGreaterThan(10);
    const page = await fetch(`${origin}/dashboard?token=${QUERY_TOKEN}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const id = page.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A proxy's id is kept; a strange one is replaced.
    expect((await fetch(`${origin}/healthz`, { headers: { "X-Request-Id": "caddy-req-0001" } })).headers.get("x-request-id")).toBe(
      "caddy-req-0001",
    );
    expect((await fetch(`${origin}/healthz`, { headers: { "X-Request-Id": "bad id\u00e9" } })).headers.get("x-request-id")).not.toBe(
      "bad id",
    );

    const reserve = await fetch(`${origin}/reservar/${reservable}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "María Privada", phone: CUSTOMER.phone, email: CUSTOMER.email, vehicleReg: "", notes: "" }),
    });
    expect(reserve.status).toBe(303);
    // The mail worker writes the customer's e-mail (no SMTP server here); its cancel link is signed.
    const outbox = path.join(dataDir, "outbox");
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      await new Promise((r) => setTimeout(r, 150));
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      const text = files.map((f) => fs.readFileSync(path.join(outbox, f), "utf8").replace(/=\r?\n/g, "")).join("\n");
      link = /\/anular-reserva\/([A-Za-z0-9_.~-]{16,})/.exec(text)?.[1];
    }
    expect(link, "the reservation e-mail with its cancel link").toBeDefined();
    expect((await fetch(`${origin}/anular-reserva/${link}`)).status).toBe(200);

    await new Promise((r) => setTimeout(r, 300));
    const log = server.output();
    const lines = log.split("\n").filter((l) => l.startsWith("{"));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = entries.filter((x) => x.requestId && x.req);
    const dashboard = requests.find((x) => x.requestId === id);
    expect(dashboard).toMatchObject({ level: "info", req: { method: "GET", route: "/dashboard" }, res: { status: 200 } });
    expect(typeof dashboard!.ms).toBe("number");
    expect(requests.find((x) => (x.req as { route: string }).route === "/anular-reserva/:token")).toBeDefined();
    expect(entries.some((x) => x.part === "mail" && String(x.msg).includes("no SMTP_URL: wrote"))).toBe(true);
    expect(entries.some((x) => String(x.msg).includes("listening on"))).toBe(true);

    // The nightly backup, started by the server itself a little after its start, logs through the same logger.
    for (let i = 0; i < 200 && !entries.some((x) => x.part === "backup"); i++) {
      await new Promise((r) => setTimeout(r, 150));
      entries.push(
        ...server
          .output()
          .split("\n")
          .filter((l) => l.includes('"part":"backup"'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      );
    }
    expect(entries.find((x) => x.part === "backup")).toMatchObject({ level: "info", msg: expect.stringMatching(/tyrebackup written/) });
    expect(fs.readdirSync(path.join(dataDir, "backups")).filter((f) => f.endsWith(".tyrebackup"))).toHaveLength(1);

    for (const secret of [
      ADMIN.password,
      sessionToken,
      link!,
      QUERY_TOKEN,
      CUSTOMER.email,
      CUSTOMER.phone,
      CUSTOMER.phone.replace(/ /g, ""),
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  }, 120_000);

  it("on SIGTERM answers the sales in flight, stores each whole, closes the database and exits 0", async () => {
    const origin = server.origin;
    const cookie = await signIn(origin, ADMIN);
    const sell = () =>
      fetch(`${origin}/checkout`, {
        method: "POST",
        headers: { cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          customerName: "Cliente",
          paymentMethod: "cash",
          lines: JSON.stringify([{ tyreId: stock, quantity: 2 }]),
        }),
      }).then(
        async (res) => ({ status: res.status, invoice: /\b(\d{4}-\d{6})\b/.exec(await res.text())?.[1] }),
        () => ({ status: 0, invoice: undefined }), // never reached the server: refused, not cut
      );
    const inFlight = Array.from({ length: 8 }, sell);
    await new Promise((r) => setTimeout(r, 40));
    const stopped = server.stop("SIGTERM");
    const answers = await Promise.all(inFlight);
    await stopped;
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toContain("Stopped: requests finished, jobs stopped, database closed.");
    const answered = answers.filter((a) => a.status === 200);
    expect(answered.length, JSON.stringify(answers)).toBeGreaterThan(0);
    for (const a of answers) expect([0, 200]).toContain(a.status);
    for (const a of answered) expect(a.invoice).toBeDefined();

    const database = await openDatabase({ dataDir, owner: "logs test" });
    try {
      const stored = await database.db.select({ id: sales.id, invoiceNumber: sales.invoiceNumber }).from(sales);
      expect(stored.map((s) => s.invoiceNumber).sort()).toEqual(answered.map((a) => a.invoice).sort());
      for (const s of stored) {
        const [items] = await database.db
          .select({ n: sql<number>`count(*)::int`, q: sql<number>`coalesce(sum(${saleItems.quantity}), 0)::int` })
          .from(saleItems)
          .where(eq(saleItems.saleId, s.id));
        expect(items).toEqual({ n: 1, q: 2 });
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe("the server on a port something else listens on", () => {
  it("says it cannot listen there, exits 1 and never claims to be listening", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-port-taken-"));
    const port = await freePort();
    // Something else on the port, which hangs up on whoever connects (the wait for /healthz, say).
    const other = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
    try {
      const env = testShopEnv({ dataDir, origin: `http://127.0.0.1:${port}`, secret: "port-taken-secret-port-taken-secret-012345" });
      const failure = await startShopServer(port, env).then(
        () => new Error("the server started"),
        (err: Error) => err,
      );
      expect(failure.message).toContain("the server exited (1)");
      expect(failure.message).toContain(`Cannot listen on 127.0.0.1:${port}: listen EADDRINUSE`);
      expect(failure.message).not.toContain("listening on");
    } finally {
      await new Promise((resolve) => other.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
