// Sign-in throttling rules. Every attempt is counted before the password is checked (the counter
// goes up first, in one statement), so parallel guesses cannot all slip under a limit; a
// successful sign-in gives its attempt back. Counters in a fixed 15-minute window:
// - per address: 20 attempts, whatever the accounts;
// - per account from one address: 5 attempts, which keeps guessing slow;
// - per account from anywhere: 30 attempts, a looser ceiling against guessing spread over many
//   addresses; only attempts the two counters above let through count here, so one noisy
//   address cannot use it up;
// - per device: a browser that signed in to the account before (a signed cookie naming the
//   device) counts only against its own budget of 10 for that account, never against the three
//   above, so strangers' failures (on the shop's Wi-Fi, behind the same mobile address, from
//   anywhere) cannot keep the owner's own browser out.
// See docs/decisions/014-sign-in-and-sessions.md.
import { normaliseEmail } from "./field-rules";
import { normaliseIp } from "./reservation-limits";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export type SignInLimitKind = "ip" | "pair" | "account" | "device";

export const SIGN_IN_LIMITS: Record<SignInLimitKind, number> = { ip: 20, pair: 5, account: 30, device: 10 };

export interface SignInLimitKey {
  kind: SignInLimitKind;
  /** What the counter is about: the address, "email address", the e-mail, or "device email". */
  value: string;
  max: number;
}

/**
 * The counters one attempt goes against. `device`: the id of a device that signed in to this
 * account before (from its signed cookie), which has its own budget instead of the others.
 */
export function signInLimitKeys(who: { ip: string; email: string; device: string | null }): SignInLimitKey[] {
  const email = normaliseEmail(who.email);
  if (who.device) return [{ kind: "device", value: `${who.device} ${email}`, max: SIGN_IN_LIMITS.device }];
  const ip = normaliseIp(who.ip);
  return [
    { kind: "ip", value: ip, max: SIGN_IN_LIMITS.ip },
    { kind: "pair", value: `${email} ${ip}`, max: SIGN_IN_LIMITS.pair },
    { kind: "account", value: email, max: SIGN_IN_LIMITS.account },
  ];
}

/** Counters whose window started before this have ended: the next attempt starts a new one. */
export function signInWindowExpiredBefore(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_WINDOW_MS);
}

/** The kinds whose count (this attempt included) is past their limit; empty means allowed. */
export function exceededSignInLimits(counts: { kind: SignInLimitKind; count: number; max: number }[]): SignInLimitKind[] {
  return counts.filter((c) => c.count > c.max).map((c) => c.kind);
}
