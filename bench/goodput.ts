// Goodput under one client's flood: one address floods the shop with 100 connections while a second
// visitor browses the public pages and a signed-in admin works on the staff screens (from the
// flooder's own address, as on the shop's Wi-Fi). Reports the share of each one's requests answered
// 200, with its p50/p99. Clients are told apart by X-Forwarded-For, so the server runs with
// TRUST_PROXY=1, as behind the reverse proxy of a real install.
import autocannon from "autocannon";
import { href } from "~/i18n/paths";
import { createAuth, createUser } from "~/server/auth/auth.server";
import type { Db } from "~/server/infra/db.server";
import { log } from "./common";

export const FLOODER_IP = "203.0.113.7";
export const VISITOR_IP = "198.51.100.9";

export interface ClientFigures {
  requests: number;
  ok: number;
  okShare: number;
  p50: number;
  p99: number;
}

export interface GoodputResult {
  flood: string;
  connections: number;
  flooder: { served: number; shed: number; other: number };
  visitor: ClientFigures;
  staff: ClientFigures;
}

/** An admin for the staff side, signed in: the Cookie header (the server must use the same secret and origin). */
export async function benchAdminCookie(db: Db, { secret, origin }: { secret: string; origin: string }): Promise<string> {
  const auth = createAuth(db, { secret, baseURL: origin });
  await createUser(auth, db, { email: "bench@shop.test", password: "bench-pass-123", admin: true });
  const res = await auth.api.signInEmail({ body: { email: "bench@shop.test", password: "bench-pass-123" }, returnHeaders: true });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const rand = () => Math.random().toString(36).slice(2, 10);

/** Requests one after another on `paths` in turn until `until`, counting statuses and times. */
async function browse(origin: string, paths: string[], headers: Record<string, string>, until: number): Promise<ClientFigures> {
  const times: number[] = [];
  let requests = 0;
  let ok = 0;
  for (let i = 0; Date.now() < until; i++) {
    const t = performance.now();
    requests++;
    try {
      const res = await fetch(origin + paths[i % paths.length], { headers, redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) ok++;
    } catch {
      // a timeout or a reset counts as not served
    }
    times.push(performance.now() - t);
    // A person reads the page a moment before the next one.
    await new Promise((r) => setTimeout(r, 50));
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round((times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN) * 10) / 10;
  return { requests, ok, okShare: requests ? ok / requests : 0, p50: at(0.5), p99: at(0.99) };
}

export async function goodput(
  origin: string,
  {
    flood,
    connections,
    durationSeconds,
    sampleId,
    staffCookie,
  }: { flood: "random-query" | "empty-reservations"; connections: number; durationSeconds: number; sampleId: string; staffCookie: string },
): Promise<GoodputResult> {
  const listing = href("listing", "es");
  const reserve = href("reserve", "es", { id: sampleId });
  const publicPages = [href("home", "es"), `${listing}?ancho=205&perfil=55&llanta=16`, href("tyre", "es", { id: sampleId }), reserve];
  const staffPages = ["/dashboard", "/inventory", "/checkout", "/reservations"];
  // Each page once before the flood, so no figure includes a first render's start-up.
  for (const p of publicPages) await (await fetch(origin + p, { headers: { "x-forwarded-for": VISITOR_IP } })).arrayBuffer();
  for (const p of staffPages)
    await (await fetch(origin + p, { headers: { "x-forwarded-for": FLOODER_IP, cookie: staffCookie } })).arrayBuffer();
  let served = 0;
  let shed = 0;
  let other = 0;
  const until = Date.now() + durationSeconds * 1000;
  const flooding = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: durationSeconds,
        timeout: 10,
        headers: { "x-forwarded-for": FLOODER_IP },
        requests: [
          flood === "random-query"
            ? {
                // Half the requests with a parameter no page reads, half with a width the cache has not seen.
                setupRequest: (req) => ({
                  ...req,
                  method: "GET",
                  path:
                    Math.random() < 0.5
                      ? `${listing}?x=${rand()}`
                      : `${listing}?ancho=${100 + Math.floor(Math.random() * 300)}&x=${rand()}`,
                }),
              }
            : {
                method: "POST",
                path: reserve,
                headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-forwarded-for": FLOODER_IP },
                body: "",
              },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on("response", (_client, status) => {
      if (status === 503) shed++;
      else if (status < 500) served++;
      else other++;
    });
  });
  // The others start once the flood is under way.
  await new Promise((r) => setTimeout(r, 500));
  const [, visitor, staff] = await Promise.all([
    flooding,
    browse(origin, publicPages, { "x-forwarded-for": VISITOR_IP }, until),
    browse(origin, staffPages, { "x-forwarded-for": FLOODER_IP, cookie: staffCookie }, until),
  ]);
  const res: GoodputResult = { flood, connections, flooder: { served, shed, other }, visitor, staff };
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  log(
    `   flood (${flood}, ${connections} connections from one address): ${served} answered, ${shed} shed with 503, ${other} other\n` +
      `   second visitor, public pages: ${visitor.ok}/${visitor.requests} answered 200 (${pct(visitor.okShare)}, p50 ${visitor.p50} ms, p99 ${visitor.p99} ms)\n` +
      `   signed-in staff, staff pages: ${staff.ok}/${staff.requests} answered 200 (${pct(staff.okShare)}, p50 ${staff.p50} ms, p99 ${staff.p99} ms)`,
  );
  return res;
}
