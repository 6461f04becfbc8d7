// The production server attacked over HTTP as a script would, with PUBLIC_URL unset and one
// trusted proxy: malformed or impossible paths, oversized bodies, a forged Host header, a forged
// X-Forwarded-For, junk POSTs against the page cache, caching of personal pages and what a data
// request reveals. Every answer is a clear 4xx (or the page), never a 500.
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addShopUser, type ShopServer, signIn, startShopServer } from "../helpers/server-process";
import { freePort } from "../helpers/ports";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-hardening-"));
const port = await freePort();
const ADMIN = { email: "boss@hardening.test", password: "hardening-pass-123" };
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SEED_DEMO: "1",
  PUBLIC_URL: "",
  TRUST_PROXY: "1",
  RESERVATION_LIMIT_PER_IP: "2",
  PROOF_OF_WORK_FROM: "0",
  AUTH_SECRET: "hardening-secret-hardening-secret-0123456789",
};

let shop: ShopServer;
let cookie: string;
let tyreIds: string[];

/**
 * A raw request: Host and Content-Length exactly as given, then up to `send` bytes of body in 16 KB
 * pieces, stopping as soon as the server answers (as a browser does). Once the answer has come, a
 * connection reset (the server closing on a body it did not read) does not lose it.
 */
function raw(opts: { method?: string; path: string; headers?: Record<string, string>; send?: number }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: opts.method ?? "GET",
      path: opts.path,
      headers: opts.headers,
      agent: false,
    });
    let answered: { status: number; headers: http.IncomingHttpHeaders; body: string } | undefined;
    req.on("response", (res) => {
      answered = { status: res.statusCode!, headers: res.headers, body: "" };
      res.on("data", (d) => (answered!.body += d));
      res.on("end", () => resolve(answered!));
      res.on("error", () => resolve(answered!));
    });
    req.on("error", (e) => (answered ? resolve(answered) : reject(e)));
    let left = opts.send ?? 0;
    const piece = Buffer.alloc(16 * 1024, "a");
    const pump = () => {
      while (left > 0 && !answered) {
        left -= piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

const reserve = (id: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${shop.origin}/en/reserve/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });

beforeAll(async () => {
  addShopUser(env, { ...ADMIN, admin: true });
  shop = await startShopServer(port, env);
  cookie = await signIn(shop.origin, ADMIN);
  const listing = await (await fetch(`${shop.origin}/en/find-tyres`)).text();
  tyreIds = [...new Set([...listing.matchAll(/\/en\/tyre\/(T[0-9A-Z]+)"/g)].map((m) => m[1]!))];
  expect(tyreIds.length).toBeGreaterThan(6);
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("malformed and impossible paths", () => {
  it.each([
    "/neumatico/%E0%A4%A",
    "/en/tyre/%E0%A4%A",
    "/blog/%ff",
    "/en/blog/%ff",
    "/blog/%00",
    "/en/blog/%00",
    "/neumatico/%00",
    "/reservar/%ff",
    "/en/reserve/%00",
    `/blog/${"a".repeat(3000)}`,
  ])("GET %s is a 404 page", async (p) => {
    const res = await fetch(shop.origin + p);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("staff routes with impossible ids are a 404 for a signed-in admin too", async () => {
    for (const p of ["/invoices/%ff", "/invoices/%00", "/invoices/99999999999", "/invoices/-1"]) {
      expect((await fetch(shop.origin + p, { headers: { cookie } })).status, p).toBe(404);
    }
  });

  it("junk query values are ignored filters, not errors", async () => {
    for (const q of ["width=%ff&rim=%00", "page=-1&aspect=1e400", "brand=%00%00&condition=%E0%A4%A"]) {
      expect((await fetch(`${shop.origin}/en/find-tyres?${q}`)).status, q).toBe(200);
    }
  });

  it("logged no stack trace for any of them", () => {
    expect(shop.output()).not.toMatch(/URIError|invalid byte sequence|\n\s+at |\\n\s+at |"level":"(?:error|fatal)"/);
  });
});

describe("body limits", () => {
  it("refuses a form body declared over the limit before reading it (413)", async () => {
    const res = await raw({
      method: "POST",
      path: `/en/reserve/${tyreIds[0]}`,
      headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(400 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain("The form is too large");
  });

  it("refuses a chunked form body a little over the limit with the 413 page", async () => {
    const res = await raw({
      method: "POST",
      path: `/reservar/${tyreIds[0]}`,
      headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      send: 96 * 1024,
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain("El formulario es demasiado grande");
  });

  it("stops reading a huge chunked body: the client gets the 413 or a closed connection, and the shop goes on", async () => {
    // Past the small discard allowance the server answers and closes without reading the rest,
    // so TCP may deliver a reset before the 413; either way nothing is accepted.
    const outcome = await raw({
      method: "POST",
      path: `/reservar/${tyreIds[0]}`,
      headers: { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      send: 8 * 1024 * 1024,
    }).then(
      (res) => res.status,
      (e: NodeJS.ErrnoException) => e.code,
    );
    expect([413, "EPIPE", "ECONNRESET"]).toContain(outcome);
    expect((await fetch(`${shop.origin}/en/tyre/${tyreIds[0]}`)).status).toBe(200);
  });

  it("answers 400 to a body that is not a form", async () => {
    const res = await fetch(`${shop.origin}/en/reserve/${tyreIds[0]}`, {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "multipart/form-data; boundary=x" },
      body: "not multipart at all",
    });
    expect(res.status).toBe(400);
  });
});

describe("the Host header and the page cache", () => {
  it("builds absolute URLs from the configured origin, never from Host, and caches no forged page", async () => {
    const forged = await raw({ path: "/en/brands", headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } });
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain("evil.example");
    expect(forged.body).toContain(`href="http://localhost:${port}/en/brands"`);
    const next = await fetch(`${shop.origin}/en/brands`);
    expect(await next.text()).not.toContain("evil.example");
  });

  it("keeps serving cached pages through junk and refused POSTs", async () => {
    await (await fetch(`${shop.origin}/en/faq`)).text();
    expect((await fetch(`${shop.origin}/en/faq`)).headers.get("x-page-cache")).toBe("hit");
    const junk = await fetch(`${shop.origin}/no-such-page`, { method: "POST", headers: { Origin: shop.origin }, body: "x=1" });
    const refused = await reserve(tyreIds[1]!, { name: "", phone: "" });
    expect([junk.status, refused.status]).toEqual([404, 400]);
    expect((await fetch(`${shop.origin}/en/faq`)).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("requests refused before any route runs, with nothing logged", () => {
  let logged = 0;
  beforeAll(() => {
    logged = shop.output().length;
  });

  it("answers 400 to a Host, forwarded host or forwarded scheme that cannot form a URL", async () => {
    for (const headers of [
      { Host: "a b" },
      { Host: "x:99999999" },
      { Host: "[::1" },
      { "X-Forwarded-Host": "a<b" },
      { "X-Forwarded-Proto": "ht tp" },
      { "X-Forwarded-Proto": "javascript" },
    ] as Record<string, string>[]) {
      const res = await raw({ path: "/en/about", headers });
      expect(res.status, JSON.stringify(headers)).toBe(400);
    }
  });

  it("answers 405 to a method a page has no handler for", async () => {
    for (const [method, p] of [
      ["POST", "/en/find-tyres"],
      ["PUT", "/en/about"],
      ["DELETE", "/"],
      ["PATCH", `/en/tyre/${tyreIds[0]}`],
      ["OPTIONS", "/blog"],
    ]) {
      const res = await fetch(shop.origin + p, { method, headers: { Origin: shop.origin } });
      expect(res.status, `${method} ${p}`).toBe(405);
    }
  });

  it("refuses with 403 a post whose Origin is not the forwarded host the request names", async () => {
    const res = await reserve(tyreIds[0]!, { name: "Ana", phone: "600111222" }, { "X-Forwarded-Host": "other.example" });
    expect(res.status).toBe(403);
  });

  it("logged no stack trace for any of them", () => {
    expect(shop.output().slice(logged)).not.toMatch(/URIError|Invalid URL|\n\s+at |\\n\s+at |"level":"(?:error|fatal)"/);
  });
});

describe("values the database cannot hold are refused, never queried", () => {
  let logged = 0;
  beforeAll(() => {
    logged = shop.output().length;
  });
  const post = (p: string, form: Record<string, string>) =>
    fetch(shop.origin + p, {
      method: "POST",
      headers: { Origin: shop.origin, cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });

  it("ids past PostgreSQL's integer: a reservation confirmation, a reservation to extend or cancel", async () => {
    expect((await fetch(`${shop.origin}/en/reserve/${tyreIds[5]}?ok=9999999999`)).status).toBe(200);
    expect((await post("/reservations", { intent: "extend", id: "2147483648" })).status).toBe(400);
    expect((await post("/reservations", { intent: "cancel", id: "9999999999" })).status).toBe(400);
  });

  it("NUL in the inventory search and in a basket line", async () => {
    expect((await fetch(`${shop.origin}/inventory?q=a%00b&brand=%00`, { headers: { cookie } })).status).toBe(200);
    const lines = JSON.stringify([{ tyreId: `${tyreIds[5]}\u0000`, quantity: 1 }]);
    expect((await post("/checkout", { customerName: "Ana", paymentMethod: "cash", lines })).status).toBe(400);
  });

  it("logged no database error for any of them", () => {
    expect(shop.output().slice(logged)).not.toMatch(
      /invalid byte sequence|out of range|Failed query|\n\s+at |\\n\s+at |"level":"(?:error|fatal)"/,
    );
  });
});

describe("caching of personal pages", () => {
  it("marks staff pages and a signed-in user's public pages no-store, private", async () => {
    expect((await fetch(`${shop.origin}/dashboard`, { headers: { cookie } })).headers.get("cache-control")).toBe("no-store, private");
    expect((await fetch(`${shop.origin}/dashboard`, { redirect: "manual" })).headers.get("cache-control")).toBe("no-store, private");
    expect((await fetch(`${shop.origin}/en`, { headers: { cookie } })).headers.get("cache-control")).toBe("no-store, private");
    expect((await fetch(`${shop.origin}/en`)).headers.get("cache-control")).toBeNull();
  });
});

describe("public data requests", () => {
  it("answer the tyre's public shape only", async () => {
    for (const p of [`/en/tyre/${tyreIds[2]}.data`, "/en/find-tyres.data"]) {
      const res = await fetch(shop.origin + p);
      expect(res.status, p).toBe(200);
      const body = await res.text();
      for (const field of ['"location"', '"createdAt"', '"updatedAt"', "Rack "]) expect(body, `${p} ${field}`).not.toContain(field);
    }
  });
});

describe("behind one proxy", () => {
  it("counts reservations by the address the proxy saw, whatever X-Forwarded-For the client wrote", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await reserve(
        tyreIds[3 + i]!,
        { name: "Script", phone: `60000000${i}` },
        // The client forges a new first entry each time; the proxy appends the real address.
        { "X-Forwarded-For": `198.51.100.${i}, 203.0.113.50` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([303, 303, 429, 429]);
  });
});
