// The sign-in library's instance (better-auth): e-mail + password, database sessions, the admin
// plugin's ban (a deactivated account) and two-factor codes. Only app/server/auth/auth.server.ts
// loads this module, the first time something asks the library (a sign-in, a request with a
// session cookie, a command-line tool): the public pages never do, and the library's code and
// data stay out of the server's memory until then.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import * as schema from "~db/schema";
import type { Db } from "../infra/db.server";

export interface AuthInstanceOptions {
  secret: string;
  baseURL: string;
  /** A session ends after this many seconds without a request... */
  sessionIdleS: number;
  /** ...and a session in use is pushed forward (its cookie sent again) at most this often. */
  sessionRefreshS: number;
  /** What a deactivated account is told after its correct password. */
  deactivatedMessage: string;
}

export function buildAuth(db: Db, opts: AuthInstanceOptions) {
  return betterAuth({
    appName: "Tyre shop",
    database: drizzleAdapter(db, { provider: "pg", schema }),
    secret: opts.secret,
    baseURL: opts.baseURL,
    trustedOrigins: [opts.baseURL],
    telemetry: { enabled: false },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: false },
    // The idle timeout: each request refreshes the session (at most every few minutes, and the
    // refreshed cookie is sent by the sessions middleware); the absolute lifetime is checked
    // by readSession (app/server/auth/session.server.ts).
    session: { expiresIn: opts.sessionIdleS, updateAge: opts.sessionRefreshS },
    user: {
      additionalFields: {
        mustChangePassword: { type: "boolean", required: false, defaultValue: false, input: false },
        // The back-office's language ("es" / "en"), null until the account chooses (app/i18n/staff-locale.ts).
        language: { type: "string", required: false, input: false },
      },
    },
    // Our /login action applies per-IP and per-account limits stored in the database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: opts.baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [
      // A deactivated account is a banned one: better-auth refuses it a session at sign-in, and
      // readSession refuses its sessions (docs/decisions/015-staff-accounts-and-two-factor.md).
      // The plugin's own endpoints are not mounted, so its role checks never run: the staff roles
      // (owner, counter) and what each may do are the shop's (app/domain/permissions.ts).
      admin({ defaultRole: "user", bannedUserMessage: opts.deactivatedMessage }),
      // TOTP (an authenticator app) and backup codes. The second step of /login counts each code
      // against the same sign-in counters as passwords; the plugin's own lock (10 wrong codes in a
      // row hold the account's codes for 15 minutes) stays on as a last ceiling.
      twoFactor({ issuer: "Tyre shop", totpOptions: { digits: 6, period: 30 }, backupCodeOptions: { amount: 10, length: 10 } }),
    ],
  });
}

export type AuthInstance = ReturnType<typeof buildAuth>;
