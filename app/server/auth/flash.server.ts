// One-shot messages across a redirect (e.g. 'Logged in successfully'), in a short-lived cookie
// signed with the auth secret, so a page never shows a message a client wrote itself.
import { type Cookie, createCookie } from "react-router";
import type { Auth } from "./auth.server";

export type Flash = { type: "success" | "error"; message: string };

let cookie: { secret: string; cookie: Cookie } | undefined;

function flashCookie(auth: Auth): Cookie {
  const secret = auth.options.secret;
  if (cookie?.secret !== secret) {
    cookie = { secret, cookie: createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60, secrets: [secret] }) };
  }
  return cookie.cookie;
}

export async function setFlash(auth: Auth, flash: Flash, headers: Headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await flashCookie(auth).serialize(flash));
  return headers;
}

/** Reads and clears the flash; add the returned headers to the response. A forged one is ignored. */
export async function takeFlash(auth: Auth, request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("flash=")) return { flash: null, headers };
  const value = (await flashCookie(auth).parse(cookieHeader)) as Flash | null;
  headers.append("Set-Cookie", await flashCookie(auth).serialize("", { maxAge: 0 }));
  const ok = value && (value.type === "success" || value.type === "error") && typeof value.message === "string";
  return { flash: ok ? value : null, headers };
}

/**
 * The reservation a visitor has just made, across the redirect to its confirmation: the cookie
 * holds the reservation's signed cancel token (an HMAC nobody else can make), so only that browser,
 * and only once, is shown the cancel link. Named "flash" like the messages above, so the page cache
 * never stores the page that carries the link; unsigned, so the public pages need no sign-in secret.
 */
const reservationCookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 600 });

export async function setReservationFlash(cancelToken: string, headers: Headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await reservationCookie.serialize({ type: "reservation", cancelToken }));
  return headers;
}

/** Reads and clears the cancel token of the reservation just made; null when the cookie holds none. */
export async function takeReservationFlash(request: Request): Promise<{ cancelToken: string | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("flash=")) return { cancelToken: null, headers };
  const value = (await reservationCookie.parse(cookieHeader).catch(() => null)) as { type?: unknown; cancelToken?: unknown } | null;
  if (value?.type !== "reservation" || typeof value.cancelToken !== "string") return { cancelToken: null, headers };
  headers.append("Set-Cookie", await reservationCookie.serialize("", { maxAge: 0 }));
  return { cancelToken: value.cancelToken, headers };
}
