import { describe, expect, it } from "vitest";
import { exceededSignInLimits, SIGN_IN_LIMITS, signInLimitKeys, signInWindowExpiredBefore } from "./login-rate-limit";

describe("sign-in throttling rules", () => {
  it("counts an attempt per address, per account from that address and per account", () => {
    const keys = signInLimitKeys({ ip: "::ffff:10.0.0.7", email: " Boss@Shop.test ", device: null });
    expect(keys.map((k) => [k.kind, k.value])).toEqual([
      ["ip", "10.0.0.7"],
      ["pair", "boss@shop.test 10.0.0.7"],
      ["account", "boss@shop.test"],
    ]);
  });

  it("gives a device that signed in before its own budget instead of the address and account counters", () => {
    const keys = signInLimitKeys({ ip: "10.0.0.7", email: "Boss@shop.test", device: "dev-1" });
    expect(keys).toEqual([{ kind: "device", value: "dev-1 boss@shop.test", max: 10 }]);
    expect(SIGN_IN_LIMITS.device).toBe(10);
  });

  it("keeps guessing from one address slower than guessing spread over many", () => {
    expect(SIGN_IN_LIMITS.pair).toBeLessThan(SIGN_IN_LIMITS.account);
    expect(SIGN_IN_LIMITS.pair).toBeLessThanOrEqual(SIGN_IN_LIMITS.ip);
  });

  it("refuses the attempt that goes past a limit, not the one that reaches it", () => {
    expect(exceededSignInLimits([{ kind: "pair", count: 5, max: 5 }])).toEqual([]);
    expect(
      exceededSignInLimits([
        { kind: "pair", count: 6, max: 5 },
        { kind: "ip", count: 6, max: 20 },
      ]),
    ).toEqual(["pair"]);
  });

  it("uses a 15-minute window", () => {
    expect(signInWindowExpiredBefore(new Date("2026-11-21T10:15:00Z")).toISOString()).toBe("2026-11-21T10:00:00.000Z");
  });
});
