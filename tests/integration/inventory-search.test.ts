// The staff inventory's brand/model search at volume: index-backed by the trigram index (decision
// 022) on every backend, and matching exactly what the per-column ILIKE search matched before.
// INVENTORY_SEARCH_ROWS=100000 repeats it at the size the decision's figures were measured at. How
// long the search takes is a benchmark figure (bench/inventory-search.ts, `npm run bench`), not a test.
import { and, count, desc, ilike, or, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tyres } from "~db/schema";
import type { Db } from "~/server/infra/db.server";
import { inventoryWhere, parseInventoryQuery } from "~/server/inventory/inventory.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const ROWS = Number(process.env.INVENTORY_SEARCH_ROWS ?? 20_000);
const TRGM_INDEX = "tyres_search_trgm_idx";

// Brand and model pairs as a shop stocks them (from bench/seed.ts), spread evenly over the rows.
const PAIRS = [
  ["Michelin", "Primacy 4"],
  ["Michelin", "Pilot Sport 5"],
  ["Michelin", "CrossClimate 2"],
  ["Michelin", "e.Primacy"],
  ["Continental", "PremiumContact 7"],
  ["Continental", "EcoContact 6"],
  ["Continental", "AllSeasonContact"],
  ["Pirelli", "Cinturato P7"],
  ["Pirelli", "P Zero"],
  ["Pirelli", "Powergy"],
  ["Bridgestone", "Turanza T005"],
  ["Bridgestone", "Potenza Sport"],
  ["Bridgestone", "Weather Control A005"],
  ["Goodyear", "EfficientGrip Performance 2"],
  ["Goodyear", "Vector 4Seasons"],
  ["Goodyear", "Eagle F1"],
  ["Dunlop", "Sport BluResponse"],
  ["Dunlop", "Sport Maxx RT2"],
  ["Hankook", "Ventus Prime 4"],
  ["Hankook", "Kinergy 4S2"],
  ["Kumho", "Ecsta HS52"],
  ["Kumho", "Solus 4S"],
  ["Yokohama", "BluEarth-GT"],
  ["Yokohama", "Advan Sport"],
  ["Falken", "Ziex ZE310"],
  ["Falken", "Azenis FK520"],
  ["Nexen", "N'blue HD Plus"],
  ["Firestone", "Roadhawk 2"],
  ["Toyo", "Proxes Sport"],
  ["Vredestein", "Ultrac"],
  ["Vredestein", "Quatrac"],
  ["Nankang", "AS-2+"],
  ["Linglong", "Green-Max HP010"],
  ["Barum", "Bravuris 5HM"],
  ["General Tire", "Altimax One S"],
] as const;

const q = (s: string) => parseInventoryQuery(new URLSearchParams({ q: s }));

/** The search as it was before the index: each word in brand or in model, ILIKE per column. */
function perColumnSearch(text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(...words.map((w) => or(ilike(tyres.brand, like(w)), ilike(tyres.model, like(w)))));
}

type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };

/** The plan's nodes as "Node Type" or "Node Type on index", from EXPLAIN (FORMAT JSON). */
async function planNodes(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  // The driver's own client, so the statement runs with its bind parameters as the app sends it.
  const client = (db as unknown as { $client: { query(t: string, p: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const cell = Object.values(rows[0]!)[0];
  const root = (typeof cell === "string" ? JSON.parse(cell) : cell)[0].Plan as PlanNode;
  const out: string[] = [];
  const walk = (n: PlanNode) => {
    out.push(n["Index Name"] ? `${n["Node Type"]} on ${n["Index Name"]}` : n["Node Type"]);
    n.Plans?.forEach(walk);
  };
  walk(root);
  return out;
}

describe.each(TEST_BACKENDS)(`staff inventory search over ${ROWS.toLocaleString("en")} tyres on %s`, (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const list = (i: 0 | 1) => sql.raw(`array[${PAIRS.map((p) => `'${p[i].replace(/'/g, "''")}'`).join(",")}]`);
    const pick = sql.raw(`1 + (g * 7919) % ${PAIRS.length}`);
    await t.db.execute(sql`
      insert into tyres (id, brand, model, width, aspect, rim, load_index, speed_rating, condition, quantity, status, unit_price_eur, created_at)
      select 'B' || lpad(g::text, 6, '0'), (${list(0)})[${pick}],
             case when g % 50 = 0 then null else (${list(1)})[${pick}] end,
             (array[175,185,195,205,215,225,235,245])[1 + (g / 8) % 8], (array[40,45,50,55,60,65])[1 + g % 6],
             13 + g % 9, '91', 'V', case when g % 3 = 0 then 'part-worn'::tyre_condition else 'new'::tyre_condition end,
             case when g % 10 = 0 then 0 else 1 + g % 4 end,
             case when g % 10 = 0 then 'sold'::tyre_status else 'available'::tyre_status end, 40,
             now() - g * interval '1 minute'
      from generate_series(1, ${ROWS}) g`);
    await insertTyre(t.db, { brand: "Uniroyal", model: "RainExpert 5" });
    await insertTyre(t.db, { brand: "Kumho", model: "100%_Grip" });
    await insertTyre(t.db, { brand: "BFGoodrich", model: null });
    await t.db.execute(sql`analyze tyres`);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it("a brand or model search of 3+ characters counts its matches through the trigram index", async () => {
    for (const term of ["michelin", "Primacy", "CONTACT", "sport", "hs52", "pilot sport", "t005", "rainexpert", "zzzz"]) {
      const where = inventoryWhere(q(term));
      const counted = await planNodes(t.db, t.db.select({ n: count() }).from(tyres).where(where));
      expect(counted, `count plan for "${term}"`).toContain(`Bitmap Index Scan on ${TRGM_INDEX}`);
      expect(counted, `count plan for "${term}"`).not.toContain("Seq Scan");
      // The page may rather walk created_at backwards for a common word; it never scans the table.
      const page = await planNodes(t.db, t.db.select().from(tyres).where(where).orderBy(desc(tyres.createdAt), desc(tyres.id)).limit(24));
      expect(page, `page plan for "${term}"`).not.toContain("Seq Scan");
    }
  });

  it("finds exactly what the per-column ILIKE search found: any case, brand or model, wildcards literal", async () => {
    const ids = async (where: SQL | undefined) => (await t.db.select({ id: tyres.id }).from(tyres).where(where)).map((r) => r.id).sort();
    const terms = [
      "michelin",
      "MICHELIN",
      "ecoCONTACT",
      "e.primacy",
      "pilot sport",
      "sport michelin",
      "hs52",
      "rainexpert",
      "bfgoodrich",
      "100%_g",
      "%",
      "_",
      "mi",
      "p7",
      "4",
      "kumho100",
      "zzzz",
    ];
    for (const term of terms) {
      const expected = await ids(perColumnSearch(term));
      expect(await ids(inventoryWhere(q(term))), `"${term}"`).toEqual(expected);
    }
    // Spot checks against the rows themselves, so the reference above is not trusted blindly.
    expect(await ids(inventoryWhere(q("100%_g")))).toHaveLength(1);
    expect(await ids(inventoryWhere(q("kumho100")))).toEqual([]); // a word never spans brand and model
    const all = await t.db.select({ id: tyres.id, brand: tyres.brand, model: tyres.model }).from(tyres);
    const has = (s: string | null, w: string) => (s ?? "").toLowerCase().includes(w);
    const michelinSport = all.filter((r) => ["michelin", "sport"].every((w) => has(r.brand, w) || has(r.model, w)));
    expect(michelinSport.length).toBeGreaterThan(0);
    expect(await ids(inventoryWhere(q("Sport MICHELIN")))).toEqual(michelinSport.map((r) => r.id).sort());
    const noModel = all.filter((r) => r.model === null && has(r.brand, "bfgoodrich"));
    expect(await ids(inventoryWhere(q("BFGoodrich")))).toEqual(noModel.map((r) => r.id).sort());
  });
});
