// Route modules called in-process by integration tests (loaders and actions as a browser's request
// reaches them): the app's database and auth set the way the server (bootstrap.server.ts) sets them, an admin signed in
// through better-auth, and a call that turns whatever the module returns or throws into a status
// and a body.
import { afterAll, beforeAll } from "vitest";
import { createAuth, createUser } from "~/server/auth/auth.server";
import type { Database } from "~/server/infra/db.server";
import { createTestDatabase, type TestBackend } from "./db";
import { setTestDatabase, setTestAuth } from "./test-shop";

/**
 * Makes `database` the app's database with a better-auth instance for `origin`, creates an admin
 * (boss@shop.test) and signs them in: returns their session cookie for the requests' headers.
 */
export async function signedInAdmin(database: Database, { origin, secret }: { origin: string; secret: string }): Promise<string> {
  const auth = createAuth(database.db, { secret, baseURL: origin });
  setTestDatabase(database);
  setTestAuth(auth);
  // English, as the tests' assertions are (a real new account follows the browser until it chooses).
  await createUser(auth, database.db, { email: "boss@shop.test", password: "boss-pass-123", admin: true, language: "en" });
  const res = await auth.api.signInEmail({ body: { email: "boss@shop.test", password: "boss-pass-123" }, returnHeaders: true });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Unsets what signedInAdmin set (before the database is closed). */
export function clearApp() {
  setTestDatabase(undefined);
  setTestAuth(undefined);
}

/**
 * For a describe block: a new database on `backend` made the app's, with the admin of
 * signedInAdmin signed in (before all its tests), and both undone after them. Read `db` and
 * `cookie` inside the tests.
 */
export function adminSuite(backend: TestBackend, options: { origin: string; secret: string }) {
  let database: Database | undefined;
  const suite = { db: undefined as unknown as Database["db"], cookie: "" };
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    suite.db = database.db;
    suite.cookie = await signedInAdmin(database, options);
  });
  afterAll(async () => {
    clearApp();
    await database?.close();
  });
  return suite;
}

/** A loader's or action's outcome: a Response, data(...) with its status, plain data, or a thrown Response. */
export async function callRoute(fn: () => Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const r = (await fn()) as { data?: unknown; init?: { status?: number } } | Response;
    if (r instanceof Response) return { status: r.status, body: (await r.json().catch(() => ({}))) as Record<string, unknown> };
    if (r && typeof r === "object" && "data" in r) return { status: r.init?.status ?? 200, body: r.data as Record<string, unknown> };
    return { status: 200, body: r as Record<string, unknown> };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, body: {} };
    const d = e as { init?: { status?: number } };
    if (d?.init?.status) return { status: d.init.status, body: {} };
    throw e;
  }
}

/** What a loader or action answered, with its cookies: data with a status, or a (thrown) Response. */
export interface RouteOutcome<T> {
  status: number;
  location: string | null;
  /** The action's result (data), when it answered with data. */
  data: T | null;
  setCookies: string[];
}

/** Runs a loader or an action and reads what it answered: data with a status, or a thrown redirect / Response. */
export async function routeOutcome<T>(run: () => unknown): Promise<RouteOutcome<T>> {
  try {
    const r = (await run()) as unknown;
    if (r instanceof Response)
      return { status: r.status, location: r.headers.get("location"), data: null, setCookies: r.headers.getSetCookie() };
    if (r && typeof r === "object" && "data" in r && "init" in r) {
      const d = r as { data: T; init: { status?: number; headers?: HeadersInit } | null };
      return { status: d.init?.status ?? 200, location: null, data: d.data, setCookies: new Headers(d.init?.headers).getSetCookie() };
    }
    return { status: 200, location: null, data: r as T, setCookies: [] };
  } catch (e) {
    if (e instanceof Response)
      return { status: e.status, location: e.headers.get("location"), data: null, setCookies: e.headers.getSetCookie() };
    throw e;
  }
}
