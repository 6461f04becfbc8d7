// Every redirect whose Location carries part of the request (the page to come back to after
// signing in, the query string kept across a canonical or an old path) stays short. A long
// Location is a response header that proxies and clients refuse: nginx answers 502 when the
// headers pass its 4-8 KB buffer, Node's HTTP client fails past 16 KB, and the sign-in link
// percent-encodes the whole URL once more, tripling it. Past MAX_LOCATION the query is dropped.

/** The longest Location the shop sends: a URL this long is carried by every browser, proxy and client. */
export const MAX_LOCATION = 2000;

/** `path` with the raw query `search` (with or without its "?") while that stays within MAX_LOCATION; else `path` alone. */
export function keepQuery(path: string, search: string): string {
  const q = search.replace(/^\?/, "");
  return q && path.length + 1 + q.length <= MAX_LOCATION ? `${path}?${q}` : path;
}
