// Staff authentication with better-auth: e-mail + password, database sessions, admin role
// (admin plugin's user.role). The auth HTTP handler is not mounted: sign-in, session and sign-out
// go through our own /login and /logout actions (server-side auth.api calls), so the only way in
// is the rate-limited login form. See docs/decisions/004-auth.md. The library itself
// (auth-instance.server.ts) loads the first time it is asked, not at start: the public pages never
// ask it (docs/decisions/116-server-memory.md).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as schema from "~db/schema";
import type { StaffRole } from "~/domain/permissions";
import type { Locale } from "~/lib/locale";
import type { Db } from "../infra/db.server";
import type { AuthInstance } from "./auth-instance.server";

/** A back-office session ends after this long without a request… */
export const SESSION_IDLE_S = 4 * 60 * 60;
/** …and in any case this long after signing in (a working day, split shifts included). */
export const SESSION_ABSOLUTE_MS = 16 * 60 * 60 * 1000;
/** How often a session in use is pushed forward (and its cookie sent again). */
const SESSION_REFRESH_S = 5 * 60;

/** What a deactivated account is told after its correct password. */
export const DEACTIVATED_MESSAGE = "This account is deactivated. Ask an admin to reactivate it.";

export interface AuthOptions {
  secret: string;
  baseURL: string;
}

/**
 * The sign-in library, loaded the first time it is asked: `api` and `$context` are the library's
 * own, each call waiting for the library to load (once); `options` needs no loading.
 */
export interface Auth {
  readonly options: AuthOptions;
  readonly api: AuthInstance["api"];
  readonly $context: AuthInstance["$context"];
}

export function createAuth(db: Db, opts: AuthOptions): Auth {
  let instance: Promise<AuthInstance> | undefined;
  const load = () =>
    (instance ??= import("./auth-instance.server").then(
      (m) =>
        m.buildAuth(db, {
          ...opts,
          sessionIdleS: SESSION_IDLE_S,
          sessionRefreshS: SESSION_REFRESH_S,
          deactivatedMessage: DEACTIVATED_MESSAGE,
        }),
      (err: unknown) => {
        instance = undefined; // the next call tries again
        throw err;
      },
    ));
  type Endpoint = (...args: unknown[]) => unknown;
  const api = new Proxy({} as AuthInstance["api"], {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        load().then((a) => (a.api as unknown as Record<PropertyKey, Endpoint>)[name]!(...args)),
  });
  return {
    options: opts,
    api,
    get $context() {
      return load().then((a) => a.$context);
    },
  };
}

/** Where the embedded database's generated signing key is kept: beside the database, never in it. */
export function authSecretFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), "auth-secret");
}

/** The message a PostgreSQL shop without AUTH_SECRET stops with. */
export const AUTH_SECRET_REQUIRED =
  "AUTH_SECRET is not set. On PostgreSQL the key that signs sign-in cookies must come from the environment, " +
  "never from the database (a backup would carry it). Make one with `openssl rand -base64 48` " +
  "(or `node -e \"console.log(require('crypto').randomBytes(48).toString('base64url'))\"`) " +
  "and set AUTH_SECRET to it, e.g. in the service's environment file.";

export class AuthSecretError extends Error {}

/**
 * The key that signs sign-in cookies and encrypts two-factor secrets. AUTH_SECRET when set; on
 * PostgreSQL nothing else (AuthSecretError). On the embedded database without it, a key generated
 * once and kept in DATA_DIR/auth-secret (0600), outside the database, so a backup of the data never
 * holds it. A key an older version kept in the database is moved to that file; with AUTH_SECRET
 * set, such a stored key is deleted.
 */
export async function resolveAuthSecret(
  db: Db,
  opts: { fromEnv?: string; dataDir?: string; postgres: boolean },
  log: (line: string) => void = () => {},
): Promise<string> {
  const stored = async () => (await db.select().from(schema.appSettings).where(eq(schema.appSettings.key, LEGACY_SECRET_KEY)))[0]?.value;
  const forget = () => db.delete(schema.appSettings).where(eq(schema.appSettings.key, LEGACY_SECRET_KEY));
  if (opts.fromEnv) {
    if ((await stored()) !== undefined) {
      await forget();
      log("Sign-in key: AUTH_SECRET is used; the key an older version kept in the database was deleted.");
    }
    return opts.fromEnv;
  }
  if (opts.postgres || !opts.dataDir) throw new AuthSecretError(AUTH_SECRET_REQUIRED);
  const file = authSecretFile(opts.dataDir);
  let secret = readSecretFile(file);
  if (secret === undefined) {
    const legacy = await stored();
    try {
      fs.writeFileSync(file, `${legacy ?? crypto.randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    secret = readSecretFile(file)!;
    log(
      legacy !== undefined
        ? `Sign-in key: moved from the database to ${file} (readable by this user only; backups leave it out).`
        : `Sign-in key: generated and kept in ${file} (readable by this user only; backups leave it out). Keep it with the server, or set AUTH_SECRET.`,
    );
  } else {
    log(`Sign-in key: ${file} (readable by this user only; backups leave it out).`);
  }
  if ((await stored()) !== undefined) await forget();
  return secret;
}

const LEGACY_SECRET_KEY = "auth_secret";

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
  // Whatever created it, the key is for this user only.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = text.trim();
  if (secret.length < 32)
    throw new AuthSecretError(`${file} does not hold a sign-in key (32 characters or more): delete it to make a new one.`);
  return secret;
}

export interface NewUser {
  email: string;
  password: string;
  name?: string;
  /** The owner (same as role "owner"). */
  admin?: boolean;
  /** The staff role; without it and without `admin` the account has no access. */
  role?: StaffRole;
  /** The password is handed over (printed, told): the first sign-in must choose a new one. */
  mustChangePassword?: boolean;
  /** The back-office's language; left unset, the browser decides until the account chooses. */
  language?: Locale;
}

/** Creates a user (with a staff role when asked). Throws with better-auth's message on failure. */
class UserExistsError extends Error {}

export async function createUser(a: Auth, db: Db, u: NewUser) {
  const email = u.email.trim().toLowerCase();
  // better-auth answers a sign-up for a known e-mail like a success (no account enumeration), so ask first.
  const existing = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  if (existing.length) throw new UserExistsError(`a user with the e-mail ${email} already exists`);
  const res = await a.api.signUpEmail({
    body: { email, password: u.password, name: u.name ?? email.split("@")[0] },
  });
  const role = u.role ?? (u.admin ? "owner" : undefined);
  if (role || u.mustChangePassword || u.language) {
    await db
      .update(schema.user)
      .set({ ...(role ? { role } : {}), mustChangePassword: !!u.mustChangePassword, ...(u.language ? { language: u.language } : {}) })
      .where(eq(schema.user.id, res.user.id));
  }
  return res.user;
}

export class UserNotFoundError extends Error {}

/**
 * Sets a new password for an existing user (an admin who forgot theirs) and signs them out
 * everywhere: every session of the user is deleted, so an old cookie stops working at once.
 * Optionally grants a staff role (`admin`: the owner); it never removes one.
 */
export async function resetPassword(a: Auth, db: Db, u: { email: string; password: string; admin?: boolean; role?: StaffRole }) {
  const email = u.email.trim().toLowerCase();
  const [found] = await db.select({ id: schema.user.id, email: schema.user.email }).from(schema.user).where(eq(schema.user.email, email));
  if (!found) throw new UserNotFoundError(`there is no user with the e-mail ${email}`);
  const ctx = await a.$context;
  const hash = await ctx.password.hash(u.password);
  if (await ctx.internalAdapter.findCredentialAccount(found.id)) await ctx.internalAdapter.updatePassword(found.id, hash);
  else await ctx.internalAdapter.createAccount({ userId: found.id, providerId: "credential", accountId: found.id, password: hash });
  await ctx.internalAdapter.deleteUserSessions(found.id);
  const role = u.role ?? (u.admin ? "owner" : undefined);
  if (role) await db.update(schema.user).set({ role }).where(eq(schema.user.id, found.id));
  return found;
}
