// A public page (not hydrated) is rendered with only its matched routes in the route manifest
// (app/lib/matched-routes.ts), which saves React Router a pass over every route per render. This
// test renders every public page of the production build in both languages, a missing tyre and an
// unknown path, once that way and once with the whole manifest as React Router's own entry does,
// and requires the same status and the same HTML. A back-office page keeps the whole manifest.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createRequestHandler, RouterContextProvider, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~db/seed/demo";
import { createAuth } from "~/server/auth/auth.server";
import { LOCALES } from "~/lib/locale";
import { href, PUBLIC_PAGES } from "~/i18n/paths";
import { createTestDatabase, type TestDatabase } from "../helpers/db";

const root = path.resolve(__dirname, "../..");
// The build's routes and its own database hook (build/server/routes.js), not the server start.
const serverBuild = path.join(root, "build", "server", "routes.js");
const origin = "http://shop.test";

type Entry = ServerBuild["entry"]["module"] & {
  renderDocument(...args: [...Parameters<ServerBuild["entry"]["module"]["default"]>, { allRoutes: boolean }]): Promise<Response> | Response;
};

let database: TestDatabase;
type BuiltRoutes = ServerBuild & {
  requestContext: typeof import("~/server/infra/http/load-context.server").requestContext;
  createRequestHandler: typeof createRequestHandler;
};
let built: BuiltRoutes | undefined;
let build: ServerBuild;
let matchedOnly: ReturnType<typeof createRequestHandler>;
let allRoutes: ReturnType<typeof createRequestHandler>;
// The build's own context and handler: React Router is bundled into the build, and its context class
// and keys are not the ones of a source import.
let loadContext: RouterContextProvider;

beforeAll(async () => {
  // `npm test` builds before the tests; a lone `vitest run` on a fresh clone builds here.
  if (!fs.existsSync(serverBuild)) {
    const r = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (r.status !== 0) throw new Error("react-router build failed");
  }
  database = await createTestDatabase("pglite");
  await seedDemo(database.db, null, { count: 30 });
  built = (await import(pathToFileURL(serverBuild).href)) as BuiltRoutes;
  const auth = createAuth(database.db, { secret: "render-routes-secret-render-routes-secret", baseURL: origin });
  loadContext = built.requestContext({ db: database.db, database, auth, cspNonce: "test-nonce", clientIp: "127.0.0.1", origin });
  build = built;
  const entry = build.entry.module as Entry;
  matchedOnly = built.createRequestHandler(build, "production");
  const whole: ServerBuild = {
    ...build,
    entry: { module: { ...entry, default: (...args) => entry.renderDocument(...args, { allRoutes: true }) } },
  };
  allRoutes = built.createRequestHandler(whole, "production");
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function both(pathname: string) {
  const get = async (handler: typeof matchedOnly) => {
    const res = await handler(new Request(origin + pathname), loadContext);
    return { status: res.status, location: res.headers.get("Location"), html: await res.text() };
  };
  return { matched: await get(matchedOnly), whole: await get(allRoutes) };
}

describe("public pages render the same with only their matched routes", () => {
  const paths = async () => {
    const [tyre] = await database.db.query.tyres.findMany({ where: (t, { eq }) => eq(t.status, "available"), limit: 1 });
    const [post] = await database.db.query.blogPosts.findMany({ limit: 1 });
    const params: Record<string, Record<string, string>> = {
      tyre: { id: tyre!.id },
      reserve: { id: tyre!.id },
      cancelReservation: { token: "not-a-token" },
      changeAppointment: { token: "not-a-token" },
      quote: { token: "not-a-token" },
      unsubscribe: { token: "not-a-token" },
      blogPost: { slug: post!.slug },
    };
    const list = PUBLIC_PAGES.flatMap((p) => LOCALES.map((l) => href(p.id, l, params[p.id] ?? {})));
    return [...list, href("listing", "es", {}, "ancho=205&perfil=55&llanta=16"), "/neumatico/T99999", "/en/tyre/T99999", "/no-such-page"];
  };

  it("every public page in both languages, a missing tyre and an unknown path", async () => {
    const checked: string[] = [];
    for (const p of await paths()) {
      const { matched, whole } = await both(p);
      expect(matched.status, p).toBe(whole.status);
      expect(matched.location, p).toBe(whole.location);
      expect(matched.html, p).toBe(whole.html);
      // A redirect (a post's slug in the other language) has no body.
      if (!matched.location) expect(matched.html, p).toContain("</html>");
      checked.push(`${p} ${matched.status}`);
    }
    // Every page answers 200 but the four pages of a signed link given a bad one (both languages each).
    expect(checked.filter((c) => c.endsWith(" 200")).length).toBeGreaterThanOrEqual(PUBLIC_PAGES.length * 2 - 8);
    expect(checked.some((c) => c.endsWith(" 404"))).toBe(true);
  });

  it("a public page never walks the whole manifest; a hydrated one (the sign-in page) still does", async () => {
    // React Router lists the manifest's routes (Object.values) to build its route tree: with
    // the manifest's routes behind a proxy, that listing is seen.
    const walked = async (pathname: string) => {
      let listed = false;
      const spying: ServerBuild = {
        ...build,
        entry: {
          module: {
            ...build.entry.module,
            default: (request, status, headers, context, load) => {
              const routes = new Proxy(context.manifest.routes, {
                ownKeys(target) {
                  listed = true;
                  return Reflect.ownKeys(target);
                },
              });
              return build.entry.module.default(request, status, headers, { ...context, manifest: { ...context.manifest, routes } }, load);
            },
          },
        },
      };
      const res = await built!.createRequestHandler(spying, "production")(new Request(origin + pathname), loadContext);
      expect(res.status, pathname).toBe(200);
      return listed;
    };
    expect(await walked(href("listing", "es"))).toBe(false);
    expect(await walked(href("home", "en"))).toBe(false);
    expect(await walked("/login")).toBe(true);
  });

  it("a public page never encodes React Router's hydration data; a hydrated one (the sign-in page) still sends it", async () => {
    // The encoder writes its output with a TextEncoder: counted while a page is answered.
    const encode = TextEncoder.prototype.encode;
    let encoded = 0;
    TextEncoder.prototype.encode = function (this: TextEncoder, ...args: Parameters<TextEncoder["encode"]>) {
      encoded++;
      return encode.apply(this, args);
    };
    const encodedFor = async (pathname: string) => {
      encoded = 0;
      const res = await matchedOnly(new Request(origin + pathname), loadContext);
      const html = await res.text();
      expect(res.status, pathname).toBe(200);
      return { encoded, html };
    };
    try {
      const listing = await encodedFor(href("listing", "es"));
      expect(listing.encoded).toBe(0);
      expect(listing.html).not.toContain("__reactRouterContext.stream");
      expect((await encodedFor(href("home", "en"))).encoded).toBe(0);
      const signIn = await encodedFor("/login");
      expect(signIn.encoded).toBeGreaterThan(0);
      expect(signIn.html).toContain("__reactRouterContext.stream");
    } finally {
      TextEncoder.prototype.encode = encode;
    }
  });
});
