// Who is asking: the signed-in staff user from the session cookie, and requirePermission, the
// first line of every staff loader and action (what each role may do: app/domain/permissions.ts).
// Loaders and actions hand over their request and router context: the database and the sign-in
// library's instance come from the context (app/server/http/load-context.server.ts), never from a
// module variable.
import { redirect, type RouterContextProvider } from "react-router";
import { ASK_THE_OWNER, can, type Permission, type StaffRole, staffRoleOf } from "~/domain/permissions";
import type { Locale } from "~/lib/locale";
import { isLocale, staffLocale } from "~/i18n/staff-locale";
import { MAX_LOCATION } from "~/lib/redirect-url";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import { type Auth, SESSION_ABSOLUTE_MS } from "./auth.server";
import { shopRequest } from "../infra/http/load-context.server";
import { getSettings } from "../settings/settings.server";

/** What a loader or action hands to the session checks: its request and its router context. */
export interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The staff role (null: signed in, but not staff: refused everywhere). */
  role: StaffRole | null;
  /** Has a staff role (owner or counter). */
  isStaff: boolean;
  /** The owner (everything, the shop's administration included). */
  isAdmin: boolean;
  /** The password was handed over (the demo admin): choose a new one before anything else. */
  mustChangePassword: boolean;
  /** Signs in with a code from an authenticator app as well as the password. */
  twoFactorEnabled: boolean;
  /** The back-office's language the account chose; null until it has (the browser decides). */
  language: Locale | null;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a Cookie header carries a session cookie at all (no database needed to tell). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/**
 * The session of these request headers, and the Set-Cookie values to send with the response.
 * `refresh` pushes an active session's idle timeout forward (the sessions middleware does it
 * once per request, before the route runs); a session past its absolute lifetime is ended here.
 */
export async function readSession(
  a: Auth,
  headers: Headers,
  { refresh }: { refresh: boolean },
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  if (!hasSessionCookie(headers.get("cookie"))) return { user: null, setCookies: [] };
  const res = await a.api.getSession({ headers, query: { disableRefresh: !refresh }, returnHeaders: true });
  const setCookies = res.headers.getSetCookie();
  const session = res.response;
  if (!session) return { user: null, setCookies };
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    // Past the absolute lifetime: however active, the session ends and its cookie is cleared.
    const ctx = await a.$context;
    await ctx.internalAdapter.deleteSession(session.session.token);
    const out = await a.api.signOut({ headers, returnHeaders: true }).catch(() => null);
    return { user: null, setCookies: out?.headers.getSetCookie() ?? [] };
  }
  const u = session.user as typeof session.user & {
    role?: string | null;
    banned?: boolean | null;
    mustChangePassword?: boolean;
    twoFactorEnabled?: boolean | null;
    language?: string | null;
  };
  if (u.banned) return { user: null, setCookies };
  return {
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      role: staffRoleOf(u.role),
      isStaff: staffRoleOf(u.role) != null,
      isAdmin: staffRoleOf(u.role) === "owner",
      mustChangePassword: !!u.mustChangePassword,
      twoFactorEnabled: !!u.twoFactorEnabled,
      language: isLocale(u.language) ? u.language : null,
    },
    setCookies,
  };
}

/** The back-office's language for this request: the account's choice, else the browser's. */
export function requestStaffLocale(request: Request, user: Pick<SessionUser, "language"> | null): Locale {
  return staffLocale(user?.language, request.headers.get("accept-language"));
}

export async function getUser({ request, context }: RouteArgs): Promise<SessionUser | null> {
  // No session cookie, no database round trip: anonymous public pages stay cheap.
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  return (await readSession(shopRequest(context).auth, request.headers, { refresh: false })).user;
}

type AccessOptions = { whilePasswordMustChange?: boolean; whileTwoFactorMissing?: boolean };

/**
 * Anonymous -> redirect to /login (with the page to come back to: without its query, or not at
 * all, when the sign-in link would pass MAX_LOCATION); signed in without a staff role -> redirect
 * to / for page loads, 403 for anything else. A member of staff who must choose a new password,
 * or turn on two-factor sign-in while the shop's settings require it, is sent to the account page
 * first (only that page passes `whilePasswordMustChange` / `whileTwoFactorMissing`). A role the
 * permission table does not allow `permission` gets a 403 "ask the owner" (a page for a page
 * load, a refusal for anything else): nothing runs. Returns the staff user.
 */
export async function requirePermission(args: RouteArgs, permission: Permission, options: AccessOptions = {}): Promise<SessionUser> {
  const user = await requireStaff(args, options);
  if (!can(user.role, permission))
    throw new Response(ASK_THE_OWNER, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  return user;
}

async function requireStaff(args: RouteArgs, options: AccessOptions): Promise<SessionUser> {
  const { request, context } = args;
  const user = await getUser(args);
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    if (!isRead) throw new Response("Unauthorized", { status: 401 });
    const url = new URL(request.url);
    const login = staffPath("login");
    const links = [url.pathname + url.search, url.pathname].map((back) => `${login}?redirectTo=${encodeURIComponent(back)}`);
    throw redirect(links.find((l) => l.length <= MAX_LOCATION) ?? login);
  }
  if (!user.isStaff) {
    if (!isRead) throw new Response("Forbidden", { status: 403 });
    throw redirect("/");
  }
  if (user.mustChangePassword && !options.whilePasswordMustChange) {
    if (!isRead) throw new Response("Choose a new password first", { status: 403 });
    throw redirect(staffPath("account"));
  }
  if (!user.twoFactorEnabled && !options.whileTwoFactorMissing && (await getSettings(shopRequest(context).db)).requireTwoFactor) {
    if (!isRead) throw new Response("Turn on two-factor sign-in first", { status: 403 });
    throw redirect(staffPath("account"));
  }
  return user;
}

/** Ends every session of the user, on every device (the current one included). */
export async function signOutEverywhere(a: Auth, userId: string) {
  const ctx = await a.$context;
  await ctx.internalAdapter.deleteUserSessions(userId);
}

/**
 * Only a path on this site, at most MAX_LOCATION long, is allowed as a post-login destination.
 * The value is read the way a browser reads a Location (tabs and newlines dropped, backslashes as
 * slashes, dot segments resolved) and kept only when that lands on our own origin; what is sent is
 * the normalised path, so no header ever carries a control character.
 */
export function safeRedirect(to: string | null | undefined, fallback = STAFF_HOME): string {
  if (!to || !to.startsWith("/") || to.length > MAX_LOCATION) return fallback;
  const base = "http://shop.invalid";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  // "/\evil", "//evil", "/\t/evil"... all become another host; anything with a control character is refused.
  // eslint-disable-next-line no-control-regex -- a control character in a Location is refused
  if (url.origin !== base || /[\u0000-\u001f\u007f]/.test(to)) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith("//") || path.length > MAX_LOCATION ? fallback : path;
}
