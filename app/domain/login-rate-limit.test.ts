import { describe, expect, it } from "vitest";
import { ACCOUNT_RULE, isLocked, recordFailure } from "./login-rate-limit";

describe("sign-in throttling", () => {
  const t0 = new Date("2026-11-21T10:00:00Z");
  it("locks an account after five failures inside the window", () => {
    let s = null as ReturnType<typeof recordFailure> | null;
    for (let i = 0; i < 4; i++) s = recordFailure(s, ACCOUNT_RULE, new Date(t0.getTime() + i * 1000));
    expect(isLocked(s, t0)).toBe(false);
    s = recordFailure(s, ACCOUNT_RULE, new Date(t0.getTime() + 5000));
    expect(isLocked(s, new Date(t0.getTime() + 6000))).toBe(true);
    expect(isLocked(s, new Date(t0.getTime() + 16 * 60_000))).toBe(false);
  });
  it("starts counting again after the window", () => {
    let s = recordFailure(null, ACCOUNT_RULE, t0);
    s = recordFailure(s, ACCOUNT_RULE, new Date(t0.getTime() + 20 * 60_000));
    expect(s.failures).toBe(1);
  });
});
