// The benchmark's stock: N tyres spread over common European car sizes and brands, weighted by how
// often a shop sees them (205/55 R16 the most common), 80 % available, 7 % reserved, 13 % sold.
// Rows are made by the demo seed's stockTyre, so both generators price and describe tyres alike.
import { sql } from "drizzle-orm";
import { blogPosts, tyres, type NewTyreRow } from "~db/schema";
import { rng, stockTyre, type TyreSize } from "~db/seed/demo";
import { demoPosts } from "~db/seed/posts";
import type { Db } from "~/server/infra/db.server";
import { nextTyreIds } from "~/server/inventory/tyre-ids.server";
import { addTyrePhoto } from "~/server/inventory/tyre-photos.server";
import sharp from "sharp";
import { log, rows } from "./common";

/** The common size the filtered listing is measured with (the most frequent size in the seed). */
export const COMMON = { width: 205, aspect: 55, rim: 16 };

/** [size, weight] */
export const SIZES: [TyreSize, number][] = [
  [[205, 55, 16, "91", "V"], 12],
  [[195, 65, 15, "91", "H"], 9],
  [[225, 45, 17, "94", "W"], 8],
  [[215, 55, 16, "93", "V"], 6],
  [[185, 65, 15, "88", "H"], 6],
  [[225, 40, 18, "92", "Y"], 5],
  [[205, 60, 16, "92", "H"], 5],
  [[215, 60, 16, "99", "H"], 4],
  [[235, 45, 18, "98", "Y"], 4],
  [[175, 65, 14, "82", "T"], 4],
  [[225, 50, 17, "98", "Y"], 4],
  [[245, 40, 18, "97", "Y"], 3],
  [[195, 55, 16, "87", "V"], 3],
  [[185, 60, 15, "84", "H"], 3],
  [[165, 70, 14, "81", "T"], 3],
  [[215, 65, 16, "109", "C"], 3],
  [[235, 55, 17, "103", "V"], 2],
  [[255, 35, 19, "96", "Y"], 2],
  [[245, 45, 19, "102", "Y"], 2],
  [[195, 75, 16, "107", "C"], 2],
  [[155, 70, 13, "75", "T"], 1],
  [[265, 35, 20, "99", "Y"], 1],
  [[275, 40, 21, "107", "Y"], 1],
  [[285, 35, 22, "106", "Y"], 1],
];

/** [brand, models, weight] */
export const BRANDS: [string, string[], number][] = [
  ["Michelin", ["Primacy 4", "Pilot Sport 5", "CrossClimate 2", "e.Primacy"], 10],
  ["Continental", ["PremiumContact 7", "EcoContact 6", "AllSeasonContact"], 9],
  ["Pirelli", ["Cinturato P7", "P Zero", "Powergy"], 8],
  ["Bridgestone", ["Turanza T005", "Potenza Sport", "Weather Control A005"], 8],
  ["Goodyear", ["EfficientGrip Performance 2", "Vector 4Seasons", "Eagle F1"], 8],
  ["Dunlop", ["Sport BluResponse", "Sport Maxx RT2"], 5],
  ["Hankook", ["Ventus Prime 4", "Kinergy 4S2"], 6],
  ["Kumho", ["Ecsta HS52", "Solus 4S"], 4],
  ["Yokohama", ["BluEarth-GT", "Advan Sport"], 4],
  ["Falken", ["Ziex ZE310", "Azenis FK520"], 4],
  ["Nexen", ["N'blue HD Plus"], 3],
  ["Firestone", ["Roadhawk 2"], 3],
  ["Toyo", ["Proxes Sport"], 2],
  ["Vredestein", ["Ultrac", "Quatrac"], 3],
  ["Nankang", ["AS-2+"], 3],
  ["Linglong", ["Green-Max HP010"], 3],
  ["Barum", ["Bravuris 5HM"], 2],
  ["General Tire", ["Altimax One S"], 2],
];

/** One item of a weighted list, for a random number `r` in [0, 1). */
export function pick<T extends unknown[]>(list: T[], weightIndex: number, r: number): T {
  const total = list.reduce((a, item) => a + (item[weightIndex] as number), 0);
  let x = r * total;
  for (const item of list) {
    x -= item[weightIndex] as number;
    if (x < 0) return item;
  }
  return list[list.length - 1]!;
}

/** Rows for `ids`, the `offset`-th tyre onwards; the same offset always gives the same rows. */
function benchTyres(ids: string[], offset: number): NewTyreRow[] {
  const r = rng(1234 + offset);
  return ids.map((id, i) => {
    const [size] = pick(SIZES, 1, r());
    const [brand, models] = pick(BRANDS, 2, r());
    const s = r();
    // Most stock is on sale; some is reserved, and sold tyres stay in the table at quantity 0.
    const status = s < 0.8 ? "available" : s < 0.87 ? "reserved" : "sold";
    return stockTyre(id, offset + i, r, { size, brand, models, status });
  });
}

export interface SeedResult {
  seconds: number;
  counts: Record<string, number>;
  /** An available tyre of the common size with more than one unit: the detail page measured. */
  sampleId: string;
}

/**
 * Three phone-sized photos (4000 x 3000 JPEG, like a 12-megapixel phone's) for the measured detail
 * page, stored by the app's own code under `uploadsRoot`: its gallery and the listing's cover are
 * weighed and audited as visitors get them.
 */
async function seedPhotos(db: Db, tyreId: string, uploadsRoot: string) {
  for (const [i, colour] of ["#2a6f97", "#6a994e", "#e9c46a"].entries()) {
    const svg = `<svg width="4000" height="3000"><rect width="4000" height="3000" fill="${colour}"/><circle cx="2000" cy="1500" r="${1300 - i * 100}" fill="#1f2937"/><circle cx="2000" cy="1500" r="700" fill="#9ca3af"/></svg>`;
    const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    await addTyrePhoto(db, tyreId, bytes, { files: { root: uploadsRoot } });
  }
}

export async function seed(db: Db, n: number, uploadsRoot?: string): Promise<SeedResult> {
  const t0 = performance.now();
  const CHUNK = 2000; // ~19 columns x 2000 rows stays well under PostgreSQL's 65,535 parameters
  for (let done = 0; done < n; done += CHUNK) {
    const size = Math.min(CHUNK, n - done);
    const ids = await nextTyreIds(db, size);
    await db.insert(tyres).values(benchTyres(ids, done));
    if (done % 20_000 === 0) process.stdout.write(`   ${done + size}/${n}\r`);
  }
  // What autovacuum does on its own shortly after a bulk insert (PostgreSQL 13+ vacuums after
  // inserts too): statistics for the planner and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze tyres`);
  // The demo blog posts, so the blog post page is weighed too.
  await db
    .insert(blogPosts)
    .values(await demoPosts())
    .onConflictDoNothing();
  const seconds = (performance.now() - t0) / 1000;
  const sample = await rows<{ id: string }>(
    db,
    sql`select id from tyres where status = 'available' and quantity > 1 and width = ${COMMON.width} and aspect = ${COMMON.aspect} and rim = ${COMMON.rim} order by id limit 1`,
  );
  const byStatus = await rows<{ status: string; n: string }>(db, sql`select status::text, count(*)::text as n from tyres group by status`);
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  if (uploadsRoot) await seedPhotos(db, sample[0]!.id, uploadsRoot);
  log(
    `   seeded ${n} tyres in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}; sample available tyre ${sample[0]?.id}${uploadsRoot ? " (with 3 photos)" : ""}`,
  );
  return { seconds, sampleId: sample[0]!.id, counts };
}
