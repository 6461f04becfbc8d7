// One-shot messages across a redirect (e.g. 'Logged in successfully'), in a short-lived cookie.
import { createCookie } from "react-router";

export type Flash = { type: "success" | "error"; message: string };

const flashCookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function setFlash(flash: Flash, headers: Headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await flashCookie.serialize(flash));
  return headers;
}

/** Reads and clears the flash; add the returned headers to the response. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const value = (await flashCookie.parse(request.headers.get("cookie"))) as Flash | null;
  if (value) headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  return { flash: value && typeof value.message === "string" ? value : null, headers };
}
