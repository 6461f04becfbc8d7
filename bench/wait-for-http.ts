// Waiting for a server started as a child process (the benchmark, and the CLI and crash tests).

/** Resolves once `url` answers 2xx; throws when it has not within `ms`. */
export async function waitForHttp(url: string, ms = 60_000, pollMs = 250): Promise<void> {
  const until = Date.now() + ms;
  // What the last try saw, for the error: a status, or why the request failed.
  let last = "no answer yet";
  while (Date.now() < until) {
    try {
      // A request that hangs must not hold the loop past its deadline.
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, Math.min(10_000, until - Date.now()))) });
      if (res.ok) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      last = `${(err as Error).name}: ${cause?.code ?? cause?.message ?? (err as Error).message}`;
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s (last try: ${last})`);
}
