import { describe, expect, it } from "vitest";
import {
  bookingKeys,
  DEFAULT_RESERVATION_LIMITS,
  holdKeys,
  holdsAtCap,
  exceededLimits,
  normaliseIp,
  RESERVATION_WINDOW_MS,
  reservationLimitKeys,
  windowExpiredBefore,
} from "./reservation-limits";
import { normaliseEmail, phoneKey as normalisePhone } from "./field-rules";

describe("reservation limits", () => {
  it("defaults: 10 per IP, 5 per phone, 5 per e-mail in one hour", () => {
    expect(DEFAULT_RESERVATION_LIMITS).toEqual({ perIp: 10, perPhone: 5, perEmail: 5, activeHolds: 2 });
    expect(RESERVATION_WINDOW_MS).toBe(3_600_000);
  });

  it("a phone number is its digits, the same however it is written", () => {
    for (const p of ["600 111 222", "600-111-222", "(600) 111222", "+34 600 111 222", "0034600111222", "34600111222"]) {
      expect(normalisePhone(p)).toBe(normalisePhone("600111222"));
    }
    // Foreign numbers keep their country code; a short number with 34 is not touched.
    expect(normalisePhone("+44 7700 900123")).toBe("447700900123");
    expect(normalisePhone("346001112")).toBe("346001112");
    expect(normalisePhone("+-- ()")).toBe("");
  });

  it("an e-mail is trimmed and lower-cased", () => {
    expect(normaliseEmail("  Ana.Garcia@Example.COM ")).toBe("ana.garcia@example.com");
  });

  it("IPv4 as is; IPv4-mapped IPv6 as IPv4; IPv6 by its /64", () => {
    expect(normaliseIp("203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseIp("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(normaliseIp("2001:0DB8:00aa:00bb:ffff::1")).toBe("2001:db8:aa:bb::/64");
    expect(normaliseIp("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normaliseIp("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(normaliseIp("::1")).toBe("0:0:0:0::/64");
    expect(normaliseIp("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normaliseIp("2001:db8:aa:bb::5.6.7.8")).toBe("2001:db8:aa:bb::/64");
    // Not an address: kept as written, still one key.
    expect(normaliseIp("unknown")).toBe("unknown");
    expect(normaliseIp("zz::1")).toBe("zz::1");
  });

  it("counts against IP, phone and e-mail; no e-mail or a limit of 0 adds no key", () => {
    const limits = { perIp: 10, perPhone: 5, perEmail: 5 };
    expect(reservationLimitKeys({ ip: "::ffff:10.0.0.1", phone: "+34 600 111 222", email: "A@B.es" }, limits)).toEqual([
      { kind: "ip", value: "10.0.0.1", max: 10 },
      { kind: "phone", value: "34600111222", max: 5 },
      { kind: "email", value: "a@b.es", max: 5 },
    ]);
    expect(reservationLimitKeys({ ip: "10.0.0.1", phone: "600111222", email: null }, limits).map((k) => k.kind)).toEqual(["ip", "phone"]);
    expect(
      reservationLimitKeys({ ip: "10.0.0.1", phone: "600111222", email: "a@b.es" }, { ...limits, perIp: 0 }).map((k) => k.kind),
    ).toEqual(["phone", "email"]);
    expect(reservationLimitKeys({ ip: "", phone: "600111222" }, limits)[0]).toEqual({ kind: "ip", value: "unknown", max: 10 });
  });

  it("a count past its limit refuses; at the limit still allowed", () => {
    expect(
      exceededLimits([
        { kind: "ip", count: 10, max: 10 },
        { kind: "phone", count: 5, max: 5 },
      ]),
    ).toEqual([]);
    expect(
      exceededLimits([
        { kind: "ip", count: 11, max: 10 },
        { kind: "phone", count: 6, max: 5 },
      ]),
    ).toEqual(["ip", "phone"]);
  });

  it("a window that began an hour ago or earlier has expired", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(windowExpiredBefore(now)).toEqual(new Date("2026-11-21T09:00:00Z"));
  });
});

describe("active online holds", () => {
  it("keys a hold by its client's network, phone digits and lower-cased e-mail; an empty one is none", () => {
    expect(holdKeys({ ip: "2001:db8:1:2:3:4:5:6", phone: "+34 600-111-222", email: " Ana@Example.COM " })).toEqual({
      client: "2001:db8:1:2::/64",
      phone: "34600111222",
      email: "ana@example.com",
    });
    expect(holdKeys({ ip: "::ffff:192.0.2.9", phone: " ", email: null })).toEqual({ client: "192.0.2.9", phone: null, email: null });
  });

  it("keys an online booking by its client's network and phone digits, never an e-mail", () => {
    expect(bookingKeys({ ip: "2001:db8:1:2:3:4:5:6", phone: "0034 600 111 222" })).toEqual({
      client: "2001:db8:1:2::/64",
      phone: "34600111222",
      email: null,
    });
    expect(bookingKeys({ ip: "192.0.2.9", phone: "" })).toEqual({ client: "192.0.2.9", phone: null, email: null });
  });

  it("refuses a key that already holds the cap; 0 turns the cap off", () => {
    expect(holdsAtCap({ ip: 1, phone: 1, email: 0 }, 2)).toEqual([]);
    expect(holdsAtCap({ ip: 2, phone: 1, email: 3 }, 2)).toEqual(["ip", "email"]);
    expect(holdsAtCap({ ip: 99, phone: 99, email: 99 }, 0)).toEqual([]);
  });
});
