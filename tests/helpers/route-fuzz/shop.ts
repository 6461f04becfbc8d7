// The shop under test: a database seeded with stock, staff, reservations and sales, and the
// production server started on it as a real process, with the admin signed in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDemo } from "~db/seed/demo";
import { blogPosts } from "~db/schema";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { cancelTokenKey, signCancelToken } from "~/server/reservations/cancel-token.server";
import { openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { createSale } from "~/server/sales/sales.server";
import { insertTyre } from "../factories";
import { type ShopServer, startShopServer, testShopEnv } from "../server-process";

/** Live values the generators put in the place of route params (besides random ones). */
export interface FuzzPools {
  tyreIds: string[];
  slugs: string[];
  cancelTokens: string[];
  invoiceIds: number[];
  reservationIds: number[];
}

export interface FuzzShop {
  origin: string;
  server: ShopServer;
  pools: FuzzPools;
  /** The admin's Cookie header (never signed out by the fuzzer). */
  adminCookie: string;
  /** A new admin session, for a sign-out case that must not end the main one. */
  spareAdminCookie(): Promise<string>;
  backend: "pglite" | "postgres";
  stop(): Promise<void>;
}

const ADMIN = { email: "boss@fuzz.test", password: "fuzz-admin-pass-123" };
const CLERK = { email: "clerk@fuzz.test", password: "fuzz-clerk-pass-123" };
const SECRET = "route-fuzz-secret-route-fuzz-secret-0123456789";

/**
 * Prepares a database (the demo stock and posts, twenty tyres with plenty of stock, an admin, a
 * non-admin, online and counter reservations, a few sales), then starts the server on it: PGlite
 * in a new data directory, or PostgreSQL at `databaseUrl` (an empty database).
 */
export async function startFuzzShop(opts: { port: number; databaseUrl?: string }): Promise<FuzzShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-fuzz-"));
  const origin = `http://127.0.0.1:${opts.port}`;
  const env = {
    ...testShopEnv({ dataDir, databaseUrl: opts.databaseUrl, origin, secret: SECRET }),
    // Each generated request comes from a random client IP (X-Forwarded-For, one proxy trusted),
    // so sign-in throttling of fuzzed logins never locks out the admin's own sign-in.
    TRUST_PROXY: "1",
  };
  const pools: FuzzPools = { tyreIds: [], slugs: [], cancelTokens: [], invoiceIds: [], reservationIds: [] };
  const database = await openDatabase({ dataDir, databaseUrl: opts.databaseUrl, owner: "route fuzzer (seeding)" });
  try {
    await migrateDatabase(database);
    const db = database.db;
    const auth = createAuth(db, { secret: SECRET, baseURL: origin });
    await seedDemo(db, null);
    await createUser(auth, db, { ...ADMIN, admin: true });
    await createUser(auth, db, CLERK);
    for (let i = 0; i < 20; i++) {
      const t = await insertTyre(db, { quantity: 500, unitPriceEur: `${50 + i}.00`, condition: i % 3 ? "new" : "part-worn" });
      pools.tyreIds.push(t.id);
    }
    const key = await cancelTokenKey(db);
    for (let i = 0; i < 6; i++) {
      const r = await reserveTyre(db, {
        tyreId: pools.tyreIds[i]!,
        clientName: `Fuzz customer ${i}`,
        contactNumber: "600 111 222",
        email: i % 2 ? `c${i}@fuzz.test` : null,
        depositCents: 2000,
        source: i < 4 ? "online" : "staff",
        mail: { origin, locale: i % 2 ? "en" : "es" },
      });
      if (!r.ok) throw new Error(`could not reserve ${pools.tyreIds[i]}`);
      pools.reservationIds.push(r.reservation.id);
      if (i < 4) pools.cancelTokens.push(signCancelToken(key, r.reservation));
    }
    for (let i = 0; i < 3; i++) {
      const sale = await createSale(db, {
        customerName: `Fuzz sale ${i}`,
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        lines: [{ tyreId: pools.tyreIds[10 + i]!, quantity: 1 }],
      });
      pools.invoiceIds.push(sale.id);
    }
    const demoIds = await db.query.tyres.findMany({ columns: { id: true } });
    pools.tyreIds.push(...demoIds.map((t) => t.id).filter((id) => !pools.tyreIds.includes(id)));
    pools.slugs = (await db.select({ slug: blogPosts.slug }).from(blogPosts)).map((p) => p.slug);
  } finally {
    await database.close();
  }

  const server = await startShopServer(opts.port, env);
  const login = (ip: string) => signInFrom(origin, ADMIN, ip);
  let spares = 0;
  const adminCookie = await login("10.255.0.1");
  return {
    origin,
    server,
    pools,
    adminCookie,
    spareAdminCookie: () => login(`10.255.1.${++spares % 250}`),
    backend: opts.databaseUrl ? "postgres" : "pglite",
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInFrom(origin: string, user: { email: string; password: string }, ip: string): Promise<string> {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams({ email: user.email, password: user.password, redirectTo: "" }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || !cookies.some((c) => c.includes("session_token"))) {
    throw new Error(`login failed: ${res.status} ${await res.text()}`);
  }
  return cookies.join("; ");
}
