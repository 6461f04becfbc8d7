import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { isValidHost, requestHost, routerOrigin } from "./request-host.server";

let served: Served;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  app.use(requestHost());
  app.all("/{*any}", (req, res) => {
    res.type("text/plain").send(routerOrigin(req));
  });
  served = await serve(app);
  port = Number(new URL(served.origin).port);
});
afterAll(() => served.close());

/** A raw request (fetch cannot send a bad Host); resolves with the status line's code and the body. */
function send(head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, "127.0.0.1", () => s.end(`${head}\r\nConnection: close\r\n\r\n`));
    let out = "";
    s.on("data", (d) => (out += d));
    s.on("end", () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(out)?.[1] ?? 0), body: out.split("\r\n\r\n")[1] ?? "" }));
    s.on("error", reject);
  });
}
const raw = async (head: string) => (await send(head)).status;

describe("isValidHost", () => {
  it("accepts names, IPv4 and bracketed IPv6 addresses, with or without a port", () => {
    for (const h of ["localhost", "shop.example", "shop.example.", "127.0.0.1:3000", "[::1]", "[::1]:8080", "xn--nandu-rta.es:443"]) {
      expect(isValidHost(h), h).toBe(true);
    }
  });

  it("refuses what cannot be a host", () => {
    for (const h of [
      undefined,
      "",
      " ",
      "a b",
      "a<b",
      "%",
      "[::1",
      "[zz]",
      "x:99999999",
      "x:",
      "a:b",
      "-a.example",
      "a_b",
      "@",
      "a/b",
      "é.example",
    ]) {
      expect(isValidHost(h), String(h)).toBe(false);
    }
  });
});

describe("requests with a host or scheme that cannot form a URL", () => {
  it("are answered 400: bad Host, missing Host (HTTP/1.0), bad forwarded host or scheme", async () => {
    expect(await raw(`GET / HTTP/1.1\r\nHost: a b`)).toBe(400);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x:99999999`)).toBe(400);
    expect(await raw(`GET / HTTP/1.1\r\nHost: [::1`)).toBe(400);
    expect(await raw(`GET / HTTP/1.0`)).toBe(400);
    expect(await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: a b`)).toBe(400);
    expect(await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: ht tp`)).toBe(400);
    expect(await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: javascript`)).toBe(400);
  });

  it("pass when well formed, forwarded ones included", async () => {
    expect(await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}`)).toBe(200);
    expect(await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: shop.example\r\nX-Forwarded-Proto: https`)).toBe(200);
    expect(await raw(`GET / HTTP/1.1\r\nHost: [::1]:${port}`)).toBe(200);
  });
});

describe("routerOrigin", () => {
  it("is the origin React Router's adapter gives the request: forwarded host and scheme, port from X-Forwarded-Host else Host", async () => {
    expect((await send(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}`)).body).toBe(`http://127.0.0.1:${port}`);
    expect((await send(`GET / HTTP/1.1\r\nHost: shop.example\r\nX-Forwarded-Proto: https`)).body).toBe("https://shop.example");
    expect(
      (await send(`GET / HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nX-Forwarded-Host: shop.example:443\r\nX-Forwarded-Proto: https`)).body,
    ).toBe("https://shop.example");
    expect((await send(`GET / HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nX-Forwarded-Host: shop.example`)).body).toBe("http://shop.example:3000");
  });
});
