// The known-device cookie: set when someone signs in, it tells the sign-in throttle that this
// browser signed in to that account before, so the account-wide ceiling (meant for guessing from
// many addresses) does not keep the owner out. Signed with the auth secret: a client cannot make
// one up. It holds a hash of the e-mail, never the e-mail, and is sent to the sign-in page only.
import crypto from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { normaliseEmail } from "~/domain/field-rules";
import { staffPath } from "~/staff-paths";
import { auth } from "./auth.server";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

let cookie: { secret: string; cookie: Cookie } | undefined;

function deviceCookie(): Cookie {
  const secret = auth().options.secret!;
  if (cookie?.secret !== secret) {
    cookie = {
      secret,
      cookie: createCookie("known_device", {
        httpOnly: true,
        sameSite: "lax",
        path: staffPath("login"),
        maxAge: ONE_YEAR_S,
        secrets: [secret],
      }),
    };
  }
  return cookie.cookie;
}

const accountTag = (email: string) =>
  crypto
    .createHash("sha256")
    .update(`known-device:${normaliseEmail(email)}`)
    .digest("base64url");

/** Whether the request carries a genuine known-device cookie for this account. */
export async function isKnownDevice(request: Request, email: string): Promise<boolean> {
  const value = (await deviceCookie().parse(request.headers.get("cookie"))) as { accounts?: unknown } | null;
  return Array.isArray(value?.accounts) && value.accounts.includes(accountTag(email));
}

/** The Set-Cookie value that remembers this device for the account (the last few accounts kept). */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const value = (await deviceCookie().parse(request.headers.get("cookie"))) as { accounts?: unknown } | null;
  const before = Array.isArray(value?.accounts) ? value.accounts.filter((a): a is string => typeof a === "string") : [];
  const tag = accountTag(email);
  return deviceCookie().serialize({ accounts: [tag, ...before.filter((a) => a !== tag)].slice(0, 5) });
}
