// Ports for test servers. Test files run two or more at once (one per test process), and each
// process draws its ports from its own thousand, so two files never draw the same port; the
// thousands lie between the Fetch standard's blocked ports (fetch() refuses them: "bad port", all
// below 10100) and Linux's ephemeral range (from 32768, where outgoing connections get their
// local ports). A drawn port is checked free (something else on the machine may hold it): the next one is taken then.
import net from "node:net";

const FIRST = 12_000;
const RANGES = 20;
const SPAN = 1_000;

/** The ports [from, to) of test process `worker` (Vitest's pool id, Playwright's parallel index). */
export function workerPortRange(worker: number): { from: number; to: number } {
  const from = FIRST + (Math.abs(Math.trunc(worker)) % RANGES) * SPAN;
  return { from, to: from + SPAN };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/**
 * `count` different ports of this test process's range that nothing on 127.0.0.1 listens on now,
 * the first free ones from `start` on (a random port of the range unless given), wrapping round.
 */
export async function freePorts(count: number, start?: number): Promise<number[]> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.TEST_PARALLEL_INDEX ?? 0);
  const { from } = workerPortRange(worker);
  const offset = start === undefined ? Math.floor(Math.random() * SPAN) : start - from;
  const ports: number[] = [];
  for (let i = 0; i < SPAN && ports.length < count; i++) {
    const port = from + ((((offset + i) % SPAN) + SPAN) % SPAN);
    if (await canListen(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports in ${from}-${from + SPAN - 1}`);
  return ports;
}

/** A port of this test process's range that nothing on 127.0.0.1 listens on now. */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}
