import { describe, expect, it } from "vitest";
import { dataChanged, onDataChanged } from "./cache-bus.server";
import { restartDelay } from "./cluster.server";
import { readEnv } from "./env.server";

describe("the cache bus", () => {
  it("empties every registered cache on a change, keeps going past one that throws, and forgets unregistered ones", async () => {
    const emptied: string[] = [];
    const offA = onDataChanged(() => emptied.push("a"));
    const offBad = onDataChanged(() => {
      throw new Error("broken cache");
    });
    const offB = onDataChanged(() => emptied.push("b"));
    await dataChanged();
    expect(emptied).toEqual(["a", "b"]);
    offA();
    offBad();
    await dataChanged();
    expect(emptied).toEqual(["a", "b", "b"]);
    offB();
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is 1 by default; more than one needs DATABASE_URL, with the reason", () => {
    expect(readEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(readEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBe(1);
    expect(readEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://x@h/db" }).WEB_CONCURRENCY).toBe(4);
    expect(() => readEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY=2 needs PostgreSQL.*only one process can open/);
    expect(() => readEnv({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://x@h/db" })).toThrow(/WEB_CONCURRENCY must be at least 1/);
    expect(() => readEnv({ WEB_CONCURRENCY: "two", DATABASE_URL: "postgres://x@h/db" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => readEnv({ WEB_CONCURRENCY: "1.5", DATABASE_URL: "postgres://x@h/db" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("replaces a crashing worker after a delay that doubles while workers die young, up to 30 s", () => {
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([200, 400, 800, 1600]);
    expect(restartDelay(20)).toBe(30_000);
  });
});
