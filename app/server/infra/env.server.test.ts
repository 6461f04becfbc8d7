import { describe, expect, it } from "vitest";
import path from "node:path";
import { publicUrl, publicUrlWarning, readEnv, reservationLimits, uploadsDir } from "./env.server";

describe("reservation limits from the environment", () => {
  it("defaults to 10 per IP, 5 per phone, 5 per e-mail an hour and 2 active online holds; an empty value is the default", () => {
    expect(reservationLimits(readEnv({}))).toEqual({ perIp: 10, perPhone: 5, perEmail: 5, activeHolds: 2 });
    expect(reservationLimits(readEnv({ RESERVATION_LIMIT_PER_IP: "" })).perIp).toBe(10);
  });
  it("reads each limit; 0 turns one off", () => {
    expect(
      reservationLimits(
        readEnv({
          RESERVATION_LIMIT_PER_IP: "1000",
          RESERVATION_LIMIT_PER_PHONE: "0",
          RESERVATION_LIMIT_PER_EMAIL: "7",
          RESERVATION_ACTIVE_HOLDS: "0",
        }),
      ),
    ).toEqual({
      perIp: 1000,
      perPhone: 0,
      perEmail: 7,
      activeHolds: 0,
    });
  });
  it("refuses an SMTP_URL whose query would set TLS (the STARTTLS rule cannot be undone from the URL)", () => {
    expect(readEnv({ SMTP_URL: "smtp://u:p@mail.example:587?pool=true" }).SMTP_URL).toBe("smtp://u:p@mail.example:587?pool=true");
    for (const query of ["ignoreTLS=true", "requireTLS=false", "secure=false", "tls.rejectUnauthorized=false", "IgnoreTls=1"])
      expect(() => readEnv({ SMTP_URL: `smtp://u:p@mail.example:587?${query}` }), query).toThrow(/SMTP_URL may not set TLS options/);
  });

  it("refuses a bad value, naming the variable", () => {
    expect(() => readEnv({ RESERVATION_LIMIT_PER_PHONE: "five" })).toThrow(/RESERVATION_LIMIT_PER_PHONE/);
    expect(() => readEnv({ RESERVATION_LIMIT_PER_IP: "-1" })).toThrow(/RESERVATION_LIMIT_PER_IP/);
    expect(() => readEnv({ RESERVATION_LIMIT_PER_EMAIL: "2.5" })).toThrow(/RESERVATION_LIMIT_PER_EMAIL/);
  });
});

describe("public origin and proxies", () => {
  it("builds absolute URLs from PUBLIC_URL, or localhost with the port when it is unset", () => {
    expect(publicUrl(readEnv({ PUBLIC_URL: "https://shop.example/" }))).toBe("https://shop.example");
    expect(publicUrl(readEnv({ PORT: "4100" }))).toBe("http://localhost:4100");
  });

  it("warns on PostgreSQL without an https PUBLIC_URL, not on the embedded database", () => {
    const pg = { DATABASE_URL: "postgres://u@db/shop" };
    expect(publicUrlWarning(readEnv(pg))).toMatch(/PUBLIC_URL=\(unset\)/);
    expect(publicUrlWarning(readEnv({ ...pg, PUBLIC_URL: "http://shop.example" }))).toMatch(/https/);
    expect(publicUrlWarning(readEnv({ ...pg, PUBLIC_URL: "https://shop.example" }))).toBeUndefined();
    expect(publicUrlWarning(readEnv({}))).toBeUndefined();
  });

  it("reads TRUST_PROXY as a number of proxies", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });

  it("loads demo data by default on the embedded database only, never unasked on PostgreSQL", () => {
    expect(readEnv({}).SEED_DEMO).toBe(true);
    expect(readEnv({ DATABASE_URL: "postgres://shop@db/shop" }).SEED_DEMO).toBe(false);
    expect(readEnv({ DATABASE_URL: "postgres://shop@db/shop", SEED_DEMO: "1" }).SEED_DEMO).toBe(true);
    expect(readEnv({ SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
  });

  it("reads TRUST_PROXY as a list of proxy addresses and subnets, refusing anything else", () => {
    expect(readEnv({ TRUST_PROXY: "10.0.0.2, 172.16.0.0/12,::1" }).TRUST_PROXY).toEqual(["10.0.0.2", "172.16.0.0/12", "::1"]);
    expect(readEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    for (const bad of ["11", "10.0.0.0/33", "nginx", "10.0.0.2,", "10.0.0.2/8/1"])
      expect(() => readEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});

describe("uploads folder", () => {
  it("is DATA_DIR/uploads unless UPLOADS_DIR names another (an empty value is unset)", () => {
    expect(uploadsDir(readEnv({}))).toBe(path.resolve("data/uploads"));
    expect(uploadsDir(readEnv({ DATA_DIR: "/srv/shop" }))).toBe("/srv/shop/uploads");
    expect(uploadsDir(readEnv({ DATA_DIR: "/srv/shop", UPLOADS_DIR: "/var/www/uploads" }))).toBe("/var/www/uploads");
    expect(uploadsDir(readEnv({ UPLOADS_DIR: " " }))).toBe(path.resolve("data/uploads"));
  });
});
