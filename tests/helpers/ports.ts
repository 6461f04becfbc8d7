// Ports for test servers. fetch() refuses the "bad ports" of the Fetch standard outright
// ("TypeError: bad port"), so a server started on one of them seems never to answer: a random
// port is drawn from a range with those left out.

/** The ports fetch() refuses (https://fetch.spec.whatwg.org/#port-blocking), from 1024 up. */
const FETCH_BLOCKED = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A random port in [from, from + span) that fetch() accepts. */
export function randomPort(from: number, span: number): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (!FETCH_BLOCKED.has(port)) return port;
  }
}
