// Sign-in throttling rules. Every attempt is counted before the password is checked (the counter
// goes up first, in one statement), so parallel guesses cannot all slip under a limit; a
// successful sign-in gives its attempt back. Three counters in a fixed 15-minute window:
// - per address: 20 attempts, whatever the accounts;
// - per account from one address: 5 attempts, which keeps guessing slow without locking the
//   owner out: a stranger's wrong passwords do not count against the owner at the shop;
// - per account from anywhere: 30 attempts, a looser ceiling against guessing spread over many
//   addresses; only attempts the two counters above let through count here, so one noisy
//   address cannot use it up. A device that signed in to the account before (a signed cookie) is
//   not held back by this one, so a distributed attack cannot keep the owner out either.
// See docs/decisions/014-sign-in-and-sessions.md.
import { normaliseEmail } from "./field-rules";
import { normaliseIp } from "./reservation-limits";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export type SignInLimitKind = "ip" | "pair" | "account";

export const SIGN_IN_LIMITS: Record<SignInLimitKind, number> = { ip: 20, pair: 5, account: 30 };

export interface SignInLimitKey {
  kind: SignInLimitKind;
  /** What the counter is about: the address, "email address", or the e-mail. */
  value: string;
  max: number;
}

/** The counters one attempt goes against. A known device skips the account-wide ceiling. */
export function signInLimitKeys(who: { ip: string; email: string; knownDevice: boolean }): SignInLimitKey[] {
  const ip = normaliseIp(who.ip);
  const email = normaliseEmail(who.email);
  const keys: SignInLimitKey[] = [
    { kind: "ip", value: ip, max: SIGN_IN_LIMITS.ip },
    { kind: "pair", value: `${email} ${ip}`, max: SIGN_IN_LIMITS.pair },
  ];
  if (!who.knownDevice) keys.push({ kind: "account", value: email, max: SIGN_IN_LIMITS.account });
  return keys;
}

/** Counters whose window started before this have ended: the next attempt starts a new one. */
export function signInWindowExpiredBefore(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_WINDOW_MS);
}

/** The kinds whose count (this attempt included) is past their limit; empty means allowed. */
export function exceededSignInLimits(counts: { kind: SignInLimitKind; count: number; max: number }[]): SignInLimitKind[] {
  return counts.filter((c) => c.count > c.max).map((c) => c.kind);
}
