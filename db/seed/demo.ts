// Demo data for a new embedded database: ~60 tyres (new and part-worn, rims 13-21, sizes
// repeated so "popular sizes" mean something, a few reserved and sold), three blog posts per
// language linked by topic_index, and a demo admin with a generated password.
import crypto from "node:crypto";
import { blogPosts, reservations, tyres, type NewTyreRow } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { centsToDecimal } from "~/domain/money";
import { defaultUnitPriceCents } from "~/domain/pricing";
import type { Auth } from "~/server/auth/auth.server";
import { createUser } from "~/server/auth/auth.server";
import type { Db } from "~/server/infra/db.server";
import { readSettings } from "~/server/settings/settings.server";
import { nextTyreIds } from "~/server/inventory/tyre-ids.server";
import { demoPosts } from "./posts";
import { recordDemoRows } from "~/server/demo-data.server";

const SIZES: TyreSize[] = [
  [175, 65, 14, "82", "T"],
  [185, 65, 15, "88", "H"],
  [195, 65, 15, "91", "V"],
  [205, 55, 16, "91", "V"],
  [205, 55, 16, "94", "W"],
  [215, 60, 16, "99", "H"],
  [225, 45, 17, "94", "W"],
  [225, 50, 17, "98", "Y"],
  [235, 45, 18, "98", "Y"],
  [245, 40, 19, "98", "Y"],
  [255, 35, 20, "97", "Y"],
  [265, 35, 21, "101", "Y"],
  [155, 70, 13, "75", "T"],
  [215, 65, 16, "109", "C"],
  [195, 75, 16, "107", "C"],
];
const BRANDS = [
  "Michelin",
  "Pirelli",
  "Goodyear",
  "Bridgestone",
  "Continental",
  "Hankook",
  "Kumho",
  "Firestone",
  "Nankang",
  "Linglong",
  "Dunlop",
  "Yokohama",
];
const MODELS: Record<string, string[]> = {
  Michelin: ["Primacy 4", "Pilot Sport 5", "CrossClimate 2"],
  Pirelli: ["Cinturato P7", "P Zero"],
  Goodyear: ["EfficientGrip Performance 2", "Vector 4Seasons"],
  Bridgestone: ["Turanza T005", "Potenza Sport"],
  Continental: ["PremiumContact 7", "EcoContact 6"],
  Hankook: ["Ventus Prime 4", "Kinergy 4S2"],
  Kumho: ["Ecsta HS52", "Solus 4S"],
  Firestone: ["Roadhawk 2"],
  Nankang: ["AS-2+"],
  Linglong: ["Green-Max HP010"],
  Dunlop: ["Sport BluResponse"],
  Yokohama: ["BluEarth-GT"],
};

/** Deterministic pseudo-random numbers so generated stock looks the same everywhere. */
export function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** [width, aspect, rim, load index, speed rating] */
export type TyreSize = [number, number, number, string, string];

/** What a generator decides about a tyre; stockTyre draws the rest. */
export interface StockChoice {
  size: TyreSize;
  brand: string;
  models: string[];
  status: NewTyreRow["status"];
}

/**
 * One generated stock row: part-worn about half the time, at the shop's default price (new tyres
 * at twice that plus up to 15 EUR), with tread depth, DOT code and sometimes a note when part-worn;
 * sold tyres have quantity 0. `i` places it on a rack.
 */
export function stockTyre(id: string, i: number, r: () => number, { size, brand, models, status }: StockChoice): NewTyreRow {
  const [width, aspect, rim, loadIndex, speedRating] = size;
  const partWorn = r() < 0.55;
  const quantity = partWorn ? 1 + Math.floor(r() * 4) : 2 + Math.floor(r() * 6);
  let unit = defaultUnitPriceCents(DEFAULT_SHOP_SETTINGS.priceTable, rim, speedRating);
  if (!partWorn) unit = unit * 2 + Math.floor(r() * 4) * 500;
  const week = String(1 + Math.floor(r() * 52)).padStart(2, "0");
  const year = String(19 + Math.floor(r() * 6));
  return {
    id,
    brand,
    model: models[Math.floor(r() * models.length)]!,
    width,
    aspect,
    rim,
    loadIndex,
    speedRating,
    condition: partWorn ? "part-worn" : "new",
    pairType: quantity >= 2 && r() < 0.5 ? "pair" : "single",
    quantity: status === "sold" ? 0 : quantity,
    status,
    unitPriceEur: centsToDecimal(unit),
    disposalFeeEurPerTyre: "2.40",
    location: `Rack ${String.fromCharCode(65 + (i % 6))}${1 + (i % 4)}`,
    notes: partWorn ? (r() < 0.5 ? "Even wear, no repairs." : null) : null,
    imageUrl: null,
    treadDepthMm: partWorn ? (4 + Math.floor(r() * 40) / 10).toFixed(1) : null,
    dotCode: partWorn ? `${week}${year}` : `${week}25`,
    ...demoTyreData(i, partWorn),
  };
}

const INSPECTORS = ["Gestor NFU Almería S.L.", "Recuperaciones del Poniente", "Neumáticos Reutilizados del Sur"];

/**
 * Season, marks, EU label (new) and inspection document (part-worn, all but every seventh, so the
 * staff warning shows) for decision 027. Its own random sequence per row, so the rest of the demo
 * stock stays what it was.
 */
function demoTyreData(i: number, partWorn: boolean): Partial<NewTyreRow> {
  const d = rng(10_000 + i);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(d() * xs.length)]!;
  const season = pick(["summer", "summer", "summer", "all-season", "winter"] as const);
  const marks = {
    season: i % 5 === 4 ? null : season,
    runFlat: d() < 0.15,
    reinforced: d() < 0.3,
    mudSnow: season !== "summer",
    threePmsf: season === "winter" || (season === "all-season" && d() < 0.7),
  };
  if (partWorn)
    return {
      ...marks,
      inspectionRef: i % 7 === 3 ? null : `UNE-2026-${String(100 + i).padStart(4, "0")}`,
      inspectionBy: i % 7 === 3 ? null : pick(INSPECTORS),
    };
  if (i % 4 === 3) return marks;
  const noiseDb = 67 + Math.floor(d() * 8);
  return {
    ...marks,
    fuelClass: pick(["A", "B", "B", "C", "C", "D", "E"] as const),
    wetGripClass: pick(["A", "A", "B", "B", "C", "D"] as const),
    noiseDb,
    noiseClass: noiseDb <= 69 ? "A" : noiseDb <= 72 ? "B" : "C",
    eprel: String(400_000 + i * 37),
  };
}

export function demoTyres(ids: string[]): NewTyreRow[] {
  const r = rng(42);
  return ids.map((id, i) => {
    const size = SIZES[i < 30 ? (i % 6) + 1 : Math.floor(r() * SIZES.length)]!;
    const brand = BRANDS[Math.floor(r() * BRANDS.length)]!;
    const status = i % 20 === 7 ? "reserved" : i % 20 === 13 ? "sold" : "available";
    return stockTyre(id, i, r, { size, brand, models: MODELS[brand]!, status });
  });
}

export interface SeedResult {
  tyres: number;
  posts: number;
  admin: { email: string; password: string } | null;
}

export async function seedDemo(db: Db, auth: Auth | null, opts: { count?: number } = {}): Promise<SeedResult> {
  const count = opts.count ?? 60;
  // A demo reservation holds every unit of its tyre, so the tyre reads reserved.
  const rows = demoTyres(await nextTyreIds(db, count)).map((t) => (t.status === "reserved" ? { ...t, heldQuantity: t.quantity ?? 1 } : t));
  const shop = await readSettings(db);
  const postRows = await demoPosts();
  await db.transaction(async (tx) => {
    await tx.insert(tyres).values(rows);
    const reserved = rows.filter((t) => t.status === "reserved");
    let reservationIds: number[] = [];
    if (reserved.length) {
      const inserted = await tx
        .insert(reservations)
        .values(
          reserved.map((t, i) => ({
            tyreId: t.id,
            quantity: t.quantity ?? 1,
            clientName: ["Antonio García", "María López", "John Smith"][i % 3]!,
            contactNumber: "+34 600 123 45" + i,
            depositAmountEur: centsToDecimal(shop.depositCents),
            source: "staff" as const,
            notes: "Demo reservation",
          })),
        )
        .returning({ id: reservations.id });
      reservationIds = inserted.map((r) => r.id);
    }
    const posts = await tx.insert(blogPosts).values(postRows).onConflictDoNothing().returning({ id: blogPosts.id });
    // What "Remove demo data" (the settings) may delete, and nothing else.
    await recordDemoRows(tx, { tyreIds: rows.map((t) => t.id!), reservationIds, postIds: posts.map((p) => p.id) });
  });
  let admin: SeedResult["admin"] = null;
  if (auth) {
    const email = "admin@demo.local";
    const password = crypto.randomBytes(9).toString("base64url");
    try {
      await createUser(auth, db, { email, password, name: "Demo admin", admin: true, mustChangePassword: true });
      admin = { email, password };
    } catch {
      admin = null; // already exists
    }
  }
  return { tyres: rows.length, posts: postRows.length, admin };
}
