import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Served, serve } from "../../../tests/helpers/express";
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
