// The public tyre page's loader and meta, called in-process on real databases: a sold tyre keeps
// its page (unavailable, SoldOut, noindex) with up to four tyres of its size in stock; a reserved
// tyre's page is as before; an id that never existed is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { loader, meta } from "~/routes/store/tyre";
import { setAppDatabase } from "~/server/infra/db.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];
type PageData = Awaited<ReturnType<typeof loader>>;

async function load(locale: "es" | "en", id: string) {
  const path = locale === "es" ? `/neumatico/${id}` : `/en/tyre/${id}`;
  try {
    const data = await loader({
      request: new Request(`http://shop.test${path}`),
      params: { id },
      context: routeContext({ cspNonce: "", origin: "http://shop.test" }),
    } as unknown as LoaderArgs);
    return { status: 200, data, path };
  } catch (e) {
    const status = (e as { init?: { status?: number }; status?: number }).init?.status ?? (e as { status?: number }).status;
    return { status, data: null, path };
  }
}

function metaOf(data: PageData, path: string) {
  return meta({
    loaderData: data,
    location: { pathname: path },
    matches: [{ id: "root", loaderData: { shop: DEFAULT_SHOP_SETTINGS } }],
  } as unknown as MetaArgs) as Record<string, unknown>[];
}

const offer = (m: Record<string, unknown>[]) =>
  (m.find((x) => "script:ld+json" in x)!["script:ld+json"] as { offers: { availability: string } }).offers.availability;
const robots = (m: Record<string, unknown>[]) => m.find((x) => x.name === "robots")?.content;

describe.each(TEST_BACKENDS)("the tyre page on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    setAppDatabase(t);
    await insertTyre(t.db, { id: "T0S001", width: 215, aspect: 60, rim: 17, quantity: 0, status: "sold" });
    // Five in stock of the same size (only four are offered), one reserved, one sold, one other size.
    for (const [i, brand] of ["Avon", "Bridgestone", "Continental", "Dunlop", "Falken"].entries())
      await insertTyre(t.db, { id: `T0S01${i}`, brand, width: 215, aspect: 60, rim: 17, quantity: 2 });
    await insertTyre(t.db, { id: "T0S020", brand: "Avon", width: 215, aspect: 60, rim: 17, quantity: 1, status: "reserved" });
    await insertTyre(t.db, { id: "T0S021", brand: "Avon", width: 215, aspect: 60, rim: 17, quantity: 0, status: "sold" });
    await insertTyre(t.db, { id: "T0S022", brand: "Avon", width: 215, aspect: 55, rim: 17, quantity: 4 });
  });
  afterAll(async () => {
    setAppDatabase(undefined);
    await t?.close();
  });

  it("a sold tyre answers 200: unavailable, SoldOut, noindex, with four same-size tyres in stock", async () => {
    for (const locale of ["es", "en"] as const) {
      const r = await load(locale, "T0S001");
      expect(r.status).toBe(200);
      expect(r.data!.tyre.status).toBe("sold");
      expect(r.data!.sameSize.map((x) => x.id)).toEqual(["T0S010", "T0S011", "T0S012", "T0S013"]);
      expect(r.data!.tyre).not.toHaveProperty("location");
      const m = metaOf(r.data!, r.path);
      expect(offer(m)).toBe("https://schema.org/SoldOut");
      expect(robots(m)).toBe("noindex");
    }
  });

  it("a reserved tyre's page is unchanged: OutOfStock, indexed, no same-size list", async () => {
    const r = await load("en", "T0S020");
    expect(r.status).toBe(200);
    expect(r.data!.sameSize).toEqual([]);
    const m = metaOf(r.data!, r.path);
    expect(offer(m)).toBe("https://schema.org/OutOfStock");
    expect(robots(m)).toBeUndefined();
  });

  it("an available tyre is InStock; an id that never existed is a 404", async () => {
    const r = await load("es", "T0S010");
    expect(offer(metaOf(r.data!, r.path))).toBe("https://schema.org/InStock");
    // The price fitted: the seeded package at R17 is fitting 14.00 + balancing 6.50 + valve 2.00.
    expect(r.data!.fitting).toEqual({ packageCents: 2250, parts: ["Montaje", "Equilibrado", "Válvula nueva"] });
    expect((await load("es", "T0S999")).status).toBe(404);
    expect((await load("en", "T0S999")).status).toBe(404);
  });
});
