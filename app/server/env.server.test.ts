import { describe, expect, it } from "vitest";
import { readEnv, reservationLimits } from "./env.server";

describe("reservation limits from the environment", () => {
  it("defaults to 10 per IP, 5 per phone, 5 per e-mail; an empty value is the default", () => {
    expect(reservationLimits(readEnv({}))).toEqual({ perIp: 10, perPhone: 5, perEmail: 5 });
    expect(reservationLimits(readEnv({ RESERVATION_LIMIT_PER_IP: "" })).perIp).toBe(10);
  });
  it("reads each limit; 0 turns one off", () => {
    expect(
      reservationLimits(readEnv({ RESERVATION_LIMIT_PER_IP: "1000", RESERVATION_LIMIT_PER_PHONE: "0", RESERVATION_LIMIT_PER_EMAIL: "7" })),
    ).toEqual({
      perIp: 1000,
      perPhone: 0,
      perEmail: 7,
    });
  });
  it("refuses a bad value, naming the variable", () => {
    expect(() => readEnv({ RESERVATION_LIMIT_PER_PHONE: "five" })).toThrow(/RESERVATION_LIMIT_PER_PHONE/);
    expect(() => readEnv({ RESERVATION_LIMIT_PER_IP: "-1" })).toThrow(/RESERVATION_LIMIT_PER_IP/);
    expect(() => readEnv({ RESERVATION_LIMIT_PER_EMAIL: "2.5" })).toThrow(/RESERVATION_LIMIT_PER_EMAIL/);
  });
});
