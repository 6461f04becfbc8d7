// Writes the valid rows of a CSV import: all of them in ONE transaction (a failure leaves
// nothing half-imported), with ids from one sequence call. Each chunk is one INSERT ... SELECT
// from jsonb_to_recordset with a single bind parameter: building a 1,000-row multi-VALUES insert
// in the ORM took ~0.5 s a chunk here, this takes a few milliseconds.
import { sql } from "drizzle-orm";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import { centsToDecimal } from "~/domain/money";
import type { TyreInput } from "~/domain/tyre-form";
import { recordAudit } from "./audit.server";
import type { Db } from "./db.server";
import { nextTyreIds } from "./tyre-ids.server";

const CHUNK = 2500;

export async function importTyres(
  db: Db,
  rows: TyreInput[],
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<{ imported: number; ids: string[] }> {
  if (rows.length === 0) return { imported: 0, ids: [] };
  return db.transaction(async (tx) => {
    const ids = await nextTyreIds(tx, rows.length);
    for (let i = 0; i < rows.length; i += CHUNK) {
      const records = rows.slice(i, i + CHUNK).map((r, j) => ({
        id: ids[i + j],
        brand: r.brand,
        model: r.model,
        width: r.width,
        aspect: r.aspect,
        rim: r.rim,
        load_index: r.loadIndex,
        speed_rating: r.speedRating,
        condition: r.condition,
        pair_type: r.pairType,
        quantity: r.quantity,
        unit_price_eur: centsToDecimal(r.unitPriceCents),
        disposal_fee_eur_per_tyre: centsToDecimal(r.disposalFeeCents),
        location: r.location,
        notes: r.notes,
        image_url: r.imageUrl,
        tread_depth_mm: r.treadDepthMm,
        dot_code: r.dotCode,
        season: r.season,
        run_flat: r.runFlat,
        reinforced: r.reinforced,
        mud_snow: r.mudSnow,
        three_pmsf: r.threePmsf,
        fuel_class: r.fuelClass,
        wet_grip_class: r.wetGripClass,
        noise_db: r.noiseDb,
        noise_class: r.noiseClass,
        eprel: r.eprel,
        inspection_ref: r.inspectionRef,
        inspection_by: r.inspectionBy,
      }));
      await tx.execute(sql`
        insert into tyres (id, brand, model, width, aspect, rim, load_index, speed_rating, condition, pair_type, quantity,
          status, unit_price_eur, disposal_fee_eur_per_tyre, location, notes, image_url, tread_depth_mm, dot_code,
          season, run_flat, reinforced, mud_snow, three_pmsf, fuel_class, wet_grip_class, noise_db, noise_class, eprel,
          inspection_ref, inspection_by)
        select id, brand, model, width, aspect, rim, load_index, speed_rating, condition, pair_type, quantity,
          'available'::tyre_status, unit_price_eur, disposal_fee_eur_per_tyre, location, notes, image_url, tread_depth_mm, dot_code,
          season, run_flat, reinforced, mud_snow, three_pmsf, fuel_class, wet_grip_class, noise_db, noise_class, eprel,
          inspection_ref, inspection_by
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
          id text, brand text, model text, width integer, aspect integer, rim integer, load_index text, speed_rating text,
          condition tyre_condition, pair_type pair_type, quantity integer, unit_price_eur numeric(10,2),
          disposal_fee_eur_per_tyre numeric(10,2), location text, notes text, image_url text, tread_depth_mm numeric(3,1), dot_code text,
          season text, run_flat boolean, reinforced boolean, mud_snow boolean, three_pmsf boolean, fuel_class text,
          wet_grip_class text, noise_db integer, noise_class text, eprel text, inspection_ref text, inspection_by text)`);
    }
    const units = rows.reduce((n, r) => n + r.quantity, 0);
    await recordAudit(tx, {
      actor,
      kind: "stock",
      action: "tyre.import",
      subject: ids.length === 1 ? ids[0] : `${ids[0]}…${ids[ids.length - 1]}`,
      summary: `CSV import: ${rows.length} ${rows.length === 1 ? "tyre" : "tyres"} added (${units} units)`,
      after: { tyres: rows.length, units, firstId: ids[0], lastId: ids[ids.length - 1] },
    });
    return { imported: rows.length, ids };
  });
}
