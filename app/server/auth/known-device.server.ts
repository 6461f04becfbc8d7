// The known-device cookie: set when someone signs in, it tells the sign-in throttle that this
// browser (a random device id) signed in to that account before, so it gets its own budget
// instead of the address and account counters that strangers can fill. Signed with the auth
// secret: a client cannot make one up. It holds a hash of the e-mail, never the e-mail, and is
// sent to the sign-in page only.
import crypto from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { normaliseEmail } from "~/domain/field-rules";
import { staffPath } from "~/staff-paths";
import type { Auth } from "./auth.server";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

let cookie: { secret: string; cookie: Cookie } | undefined;

function deviceCookie(auth: Auth): Cookie {
  const secret = auth.options.secret;
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

type DeviceValue = { device?: unknown; accounts?: unknown } | null;

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id of a genuine known-device cookie for this account, or null. */
export async function knownDeviceId(auth: Auth, request: Request, email: string): Promise<string | null> {
  const value = (await deviceCookie(auth).parse(request.headers.get("cookie"))) as DeviceValue;
  if (typeof value?.device !== "string" || !DEVICE_ID.test(value.device)) return null;
  return Array.isArray(value.accounts) && value.accounts.includes(accountTag(email)) ? value.device : null;
}

/** The Set-Cookie value that remembers this device for the account (the last few accounts kept). */
export async function rememberDevice(auth: Auth, request: Request, email: string): Promise<string> {
  const value = (await deviceCookie(auth).parse(request.headers.get("cookie"))) as DeviceValue;
  const device =
    typeof value?.device === "string" && DEVICE_ID.test(value.device) ? value.device : crypto.randomBytes(16).toString("base64url");
  const before = Array.isArray(value?.accounts) ? value.accounts.filter((a): a is string => typeof a === "string") : [];
  const tag = accountTag(email);
  return deviceCookie(auth).serialize({ device, accounts: [tag, ...before.filter((a) => a !== tag)].slice(0, 5) });
}
