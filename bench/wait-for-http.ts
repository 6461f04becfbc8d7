// Waiting for a server started as a child process (the benchmark, and the CLI and crash tests).

/** Resolves once `url` answers 2xx; throws when it has not within `ms`. */
export async function waitForHttp(url: string, ms = 60_000, pollMs = 250): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
