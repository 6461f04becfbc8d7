// Who is asking: the signed-in staff user from the session cookie, and requireAdmin, the first
// line of every staff loader and action.
import { redirect } from "react-router";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import { auth } from "./auth.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string | null;
  isAdmin: boolean;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export async function getUser(request: Request): Promise<SessionUser | null> {
  // No session cookie, no database round trip: anonymous public pages stay cheap.
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null;
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string | null; banned?: boolean | null };
  if (u.banned) return null;
  return { id: u.id, email: u.email, name: u.name, role: u.role ?? null, isAdmin: u.role === "admin" };
}

/**
 * Anonymous -> redirect to /login (with the page to come back to); signed-in non-admin ->
 * redirect to / for page loads, 403 for anything else. Returns the admin user.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    if (!isRead) throw new Response("Unauthorized", { status: 401 });
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    throw redirect(`${staffPath("login")}?redirectTo=${encodeURIComponent(back)}`);
  }
  if (!user.isAdmin) {
    if (!isRead) throw new Response("Forbidden", { status: 403 });
    throw redirect("/");
  }
  return user;
}

/** Only local paths are allowed as a post-login destination. */
export function safeRedirect(to: string | null | undefined, fallback = STAFF_HOME): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
