// The test servers' ports: each test process draws from its own range, so two test files running
// at once never start servers on one port, and no port of any range is one fetch() refuses (a
// server there would look dead) or one Linux hands to outgoing connections.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, freePorts, workerPortRange } from "../helpers/ports";

/** The ports fetch() refuses (https://fetch.spec.whatwg.org/#port-blocking), from 1024 up. */
const FETCH_BLOCKED = [1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080];
const EPHEMERAL_FROM = 32_768;

function listenOn(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(port, "127.0.0.1", () => resolve(s));
  });
}

describe("test ports", () => {
  it("gives every test process its own range, above fetch()'s blocked ports and below the ephemeral ones", async () => {
    const ranges = Array.from({ length: 20 }, (_, w) => workerPortRange(w));
    for (const [i, a] of ranges.entries()) {
      expect(a.to - a.from).toBe(1000);
      expect(a.from).toBeGreaterThan(Math.max(...FETCH_BLOCKED));
      expect(a.to).toBeLessThanOrEqual(EPHEMERAL_FROM);
      for (const b of ranges.slice(i + 1)) expect(a.to <= b.from || b.to <= a.from).toBe(true);
    }
    // What the range guards against: fetch() really refuses a blocked port before connecting.
    await expect(fetch("http://127.0.0.1:3659/").catch((e: Error) => String(e.cause))).resolves.toMatch(/bad port/);
  });

  it("draws from this process's range and skips a port something listens on", async () => {
    const { from, to } = workerPortRange(Number(process.env.VITEST_POOL_ID));
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(from);
    expect(port).toBeLessThan(to);
    const held = await Promise.all([0, 1, 2].map((i) => listenOn(from + i)));
    try {
      expect(await freePorts(2, from)).toEqual([from + 3, from + 4]);
      // Wrapping round the range's end.
      expect(await freePorts(2, to - 1)).toEqual([to - 1, from + 3]);
    } finally {
      await Promise.all(held.map((s) => new Promise((r) => s.close(r))));
    }
  });
});
