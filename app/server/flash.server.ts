// One-shot messages across a redirect (e.g. 'Logged in successfully'), in a short-lived cookie
// signed with the auth secret, so a page never shows a message a client wrote itself.
import { type Cookie, createCookie } from "react-router";
import { auth } from "./auth.server";

export type Flash = { type: "success" | "error"; message: string };

let cookie: { secret: string; cookie: Cookie } | undefined;

function flashCookie(): Cookie {
  const secret = auth().options.secret!;
  if (cookie?.secret !== secret) {
    cookie = { secret, cookie: createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60, secrets: [secret] }) };
  }
  return cookie.cookie;
}

export async function setFlash(flash: Flash, headers: Headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await flashCookie().serialize(flash));
  return headers;
}

/** Reads and clears the flash; add the returned headers to the response. A forged one is ignored. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("flash=")) return { flash: null, headers };
  const value = (await flashCookie().parse(cookieHeader)) as Flash | null;
  headers.append("Set-Cookie", await flashCookie().serialize("", { maxAge: 0 }));
  const ok = value && (value.type === "success" || value.type === "error") && typeof value.message === "string";
  return { flash: ok ? value : null, headers };
}

/**
 * The reservation a visitor has just made, across the redirect to its confirmation: only that
 * browser, and only once, is shown the reservation's cancel link (signed when the page is drawn).
 * The same signed "flash" cookie, so the page cache never stores the page that carries the link.
 */
export async function setReservationFlash(reservationId: number, headers: Headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await flashCookie().serialize({ type: "reservation", reservationId }));
  return headers;
}

/** Reads and clears the reservation just made; null when the cookie names no reservation. */
export async function takeReservationFlash(request: Request): Promise<{ reservationId: number | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("flash=")) return { reservationId: null, headers };
  const value = (await flashCookie().parse(cookieHeader)) as { type?: unknown; reservationId?: unknown } | null;
  if (value?.type !== "reservation" || !Number.isInteger(value.reservationId)) return { reservationId: null, headers };
  headers.append("Set-Cookie", await flashCookie().serialize("", { maxAge: 0 }));
  return { reservationId: value.reservationId as number, headers };
}
