import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../../tests/helpers/express";
import { type LoadShedding, loadShedding, onePerTurn, SHED_RETRY_AFTER_SECONDS } from "./load-shedding.server";

// Every request parks in the handler until the test lets it go, so "in flight" is exact.
let served: Served;
let shedding: LoadShedding;
let waiting: (() => void)[];
beforeEach(async () => {
  waiting = [];
  shedding = loadShedding(2);
  const app = express();
  app.use(shedding.handler);
  app.all("/{*any}", (_req, res) => {
    waiting.push(() => res.type("html").send("<p>page</p>"));
  });
  served = await serve(app);
});
afterEach(async () => {
  waiting.forEach((release) => release());
  await served.close();
});

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};
const ask = (path: string, init: RequestInit = {}) => fetch(served.origin + path, init);

describe("load shedding", () => {
  it("answers a page request beyond the bound at once with 503 and Retry-After, and serves again once one finishes", async () => {
    const first = ask("/neumaticos");
    const second = ask("/en");
    await until(() => waiting.length === 2);
    const shed = await ask("/neumaticos?ancho=205");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.headers.get("cache-control")).toBe("no-store");
    const body = await shed.text();
    expect(body).toContain("Vuelve a cargar la página");
    expect(body).toContain("Reload the page");
    expect(shedding.inFlight()).toBe(2);

    waiting.shift()!();
    expect((await first).status).toBe(200);
    await until(() => shedding.inFlight() === 1);
    const third = ask("/neumaticos?ancho=205");
    await until(() => waiting.length === 2);
    waiting.splice(0).forEach((release) => release());
    expect((await second).status).toBe(200);
    expect((await third).status).toBe(200);
    await until(() => shedding.inFlight() === 0);
  });

  it("never sheds /healthz or a form post, which still count as in flight", async () => {
    const pages = [ask("/"), ask("/en")];
    await until(() => waiting.length === 2);
    const health = ask("/healthz");
    const post = ask("/reservar/1", { method: "POST", body: "x=1" });
    await until(() => waiting.length === 4);
    expect(shedding.inFlight()).toBe(3); // the two pages and the post; healthz is not counted
    expect((await ask("/")).status).toBe(503);
    waiting.splice(0).forEach((release) => release());
    for (const r of [...pages, health, post]) expect((await r).status).toBe(200);
  });

  it("frees the slot of a client that went away before the answer", async () => {
    const gone = new AbortController();
    const first = ask("/", { signal: gone.signal }).catch(() => null);
    await until(() => shedding.inFlight() === 1);
    gone.abort();
    await first;
    await until(() => shedding.inFlight() === 0);
  });

  it("is off with a bound of 0", async () => {
    const off = loadShedding(0);
    const app = express();
    app.use(off.handler);
    app.get("/", (_req, res) => res.send("ok"));
    const s = await serve(app);
    try {
      expect((await fetch(s.origin)).status).toBe(200);
      expect(off.inFlight()).toBe(0);
    } finally {
      await s.close();
    }
  });
});

// Clients told apart by X-Forwarded-For (one trusted proxy); staff by the sessions middleware's mark.
describe("a share per client in front of the shared bound", () => {
  let app: Served;
  let share: LoadShedding;
  let parked: (() => void)[];
  beforeEach(async () => {
    parked = [];
    share = loadShedding(8, { perClient: 2 });
    const a = express();
    a.set("trust proxy", 1);
    a.use((req, res, next) => {
      if (req.headers["x-staff"] === "1") res.locals.staff = true;
      next();
    });
    a.use(share.handler);
    a.all("/{*any}", (_req, res) => {
      parked.push(() => res.type("html").send("<p>page</p>"));
    });
    app = await serve(a);
  });
  afterEach(async () => {
    parked.forEach((release) => release());
    await app.close();
  });
  const from = (ip: string, path: string, init: RequestInit & { staff?: boolean } = {}) =>
    fetch(app.origin + path, {
      ...init,
      headers: { "x-forwarded-for": ip, ...(init.staff ? { "x-staff": "1" } : {}) },
    });

  it("sheds a client past its share, posts included, while another client is still served", async () => {
    const flood = [from("203.0.113.7", "/neumaticos?x=1"), from("203.0.113.7", "/neumaticos?x=2")];
    await until(() => parked.length === 2);
    const third = await from("203.0.113.7", "/neumaticos?x=3");
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(await third.text()).toContain("Reload the page");
    expect((await from("203.0.113.7", "/reservar/1", { method: "POST", body: "x=1" })).status).toBe(503);
    const other = from("198.51.100.9", "/en");
    await until(() => parked.length === 3);
    parked.splice(0).forEach((release) => release());
    for (const r of [...flood, other]) expect((await r).status).toBe(200);
    await until(() => share.inFlight() === 0 && share.clients() === 0);
    // Its share is back once its requests are answered.
    const again = from("203.0.113.7", "/neumaticos?x=4");
    await until(() => parked.length === 1);
    parked.shift()!();
    expect((await again).status).toBe(200);
  });

  it("counts an IPv6 client by its /64, whichever address it takes inside it", async () => {
    const flood = [from("2001:db8:1:2::1", "/"), from("2001:db8:1:2:aaaa::5", "/")];
    await until(() => parked.length === 2);
    expect((await from("2001:db8:1:2:ffff:ffff:ffff:ffff", "/")).status).toBe(503);
    const neighbour = from("2001:db8:1:3::1", "/");
    await until(() => parked.length === 3);
    parked.splice(0).forEach((release) => release());
    for (const r of [...flood, neighbour]) expect((await r).status).toBe(200);
  });

  it("never sheds signed-in staff, neither by their address's share nor by the shared bound", async () => {
    // The flooder fills the whole bound from four addresses (2 each), and staff share one of them.
    const flood = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"].flatMap((ip) => [from(ip, "/"), from(ip, "/")]);
    await until(() => parked.length === 8);
    expect((await from("198.51.100.9", "/en")).status).toBe(503);
    const staff = [from("203.0.113.1", "/dashboard", { staff: true }), from("203.0.113.1", "/checkout", { staff: true })];
    const sale = from("203.0.113.1", "/checkout", { method: "POST", body: "x=1", staff: true });
    await until(() => parked.length === 11);
    parked.splice(0).forEach((release) => release());
    for (const r of [...flood, ...staff, sale]) expect((await r).status).toBe(200);
  });
});

describe("the shared bound adapts to how long pages take", () => {
  // A clock the test moves: each page takes `step` ms from admission to answer.
  let clock = 0;
  let step = 0;
  let adaptive: LoadShedding;
  let app: Served;
  let parked: (() => void)[];
  beforeEach(async () => {
    clock = 0;
    parked = [];
    adaptive = loadShedding(8, { perClient: 0, targetMs: 100, now: () => clock });
    const a = express();
    a.use(adaptive.handler);
    a.all("/{*any}", (req, res) => {
      const answer = () => {
        clock += step;
        res.type("html").send("<p>page</p>");
      };
      if (req.query.park) parked.push(answer);
      else answer();
    });
    app = await serve(a);
  });
  afterEach(async () => {
    parked.forEach((release) => release());
    await app.close();
  });
  const pages = async (n: number) => {
    for (let i = 0; i < n; i++) expect((await fetch(`${app.origin}/neumaticos`)).status).toBe(200);
  };

  it("shrinks the bound while pages take longer than the target, sheds beyond it, and grows back when they are quick", async () => {
    expect(adaptive.limit()).toBe(8);
    step = 300;
    await pages(40);
    expect(adaptive.limit()).toBe(2);
    // Two pages in flight fill the shrunken bound: a third is shed at once.
    const held = [fetch(`${app.origin}/a?park=1`), fetch(`${app.origin}/b?park=1`)];
    await until(() => parked.length === 2);
    expect((await fetch(`${app.origin}/c`)).status).toBe(503);
    parked.splice(0).forEach((release) => release());
    for (const r of held) expect((await r).status).toBe(200);
    // Quick pages again: the bound climbs back to its ceiling, and never above it.
    step = 5;
    await pages(120);
    expect(adaptive.limit()).toBe(8);
  });

  it("gives one client at most half of a shrunken bound, so another client still gets a page", async () => {
    const shared = loadShedding(8, { perClient: 4, targetMs: 100, now: () => clock });
    const a = express();
    a.set("trust proxy", true);
    a.use(shared.handler);
    const hold: (() => void)[] = [];
    a.all("/{*any}", (req, res) => {
      const answer = () => {
        clock += step;
        res.type("html").send("<p>page</p>");
      };
      if (req.query.park) hold.push(answer);
      else answer();
    });
    const s = await serve(a);
    try {
      const from = (ip: string, q = "") => fetch(`${s.origin}/neumaticos${q}`, { headers: { "X-Forwarded-For": ip } });
      step = 300;
      for (let i = 0; i < 40; i++) expect((await from("203.0.113.7")).status).toBe(200);
      expect(shared.limit()).toBe(2);
      const flooder = [from("203.0.113.7", "?park=1"), from("203.0.113.7", "?park=2")];
      await until(() => hold.length === 1);
      expect((await flooder[1]!).status).toBe(503);
      const visitor = from("198.51.100.9", "?park=3");
      await until(() => hold.length === 2);
      hold.splice(0).forEach((release) => release());
      expect((await flooder[0]!).status).toBe(200);
      expect((await visitor).status).toBe(200);
    } finally {
      hold.forEach((release) => release());
      await s.close();
    }
  });

  it("keeps its ceiling while pages are quick", async () => {
    step = 20;
    await pages(50);
    expect(adaptive.limit()).toBe(8);
  });
});

describe("requests start one per event-loop turn", () => {
  it("runs queued jobs in arrival order, with a whole turn (I/O and immediates) between two of them", async () => {
    const start = onePerTurn();
    const log: string[] = [];
    await new Promise<void>((done) => {
      for (const name of ["a", "b", "c"]) {
        start(() => {
          log.push(`start ${name}`);
          // Work a request schedules for the next turn runs before the next request starts.
          setImmediate(() => log.push(`turn after ${name}`));
          if (name === "c") setImmediate(done);
        });
      }
      // Nothing starts in the turn that queued it: the queueing code runs to its end first.
      log.push("queued");
    });
    expect(log).toEqual(["queued", "start a", "turn after a", "start b", "turn after b", "start c", "turn after c"]);
  });
});
