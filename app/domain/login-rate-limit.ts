// Sign-in throttling rules: failures are counted per IP and per account in a fixed window; past
// the limit the key is locked for a while. Only failures count, so staff who type their password
// right are never slowed down.

export interface AttemptState {
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

export interface LimitRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const IP_RULE: LimitRule = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const ACCOUNT_RULE: LimitRule = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export function isLocked(state: AttemptState | null, now: Date): boolean {
  return !!state?.lockedUntil && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more failure. */
export function recordFailure(state: AttemptState | null, rule: LimitRule, now: Date): AttemptState {
  const fresh = !state || now.getTime() - state.windowStart.getTime() > rule.windowMs;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStart = fresh ? now : state.windowStart;
  const lockedUntil = failures >= rule.maxFailures ? new Date(now.getTime() + rule.lockMs) : (state?.lockedUntil ?? null);
  return { failures, windowStart, lockedUntil };
}
