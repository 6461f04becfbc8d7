// The expiry job: every active hold whose end has passed becomes expired, its tyre available
// again and the shop gets a one-line e-mail, in one transaction per reservation. The row is taken
// with FOR UPDATE SKIP LOCKED, so two server processes running the job at once never expire the
// same hold twice, and a hold that staff are extending at that moment is skipped (the extension
// commits first and moves the end past now).
import { eq, sql } from "drizzle-orm";
import { reservations, tyres } from "~db/schema";
import { shopReservationEndedMail } from "~/domain/reservation-mail";
import type { Db } from "./db.server";
import { enqueueMail } from "./outbox.server";
import { freeTyres } from "./reservations.server";
import { readSettings } from "./settings.server";

export interface ExpiryReport {
  expired: { id: number; tyreId: string; tyreAvailable: boolean }[];
}

/** Expires every hold that ended at or before `now`; safe to run again and from several processes. */
export async function expireDueReservations(db: Db, now: Date = new Date(), max = 1000): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: [] };
  while (report.expired.length < max) {
    const one = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ reservation: reservations, tyre: tyres })
        .from(reservations)
        .innerJoin(tyres, eq(tyres.id, reservations.tyreId))
        .where(sql`${reservations.status} = 'active' and ${reservations.holdUntil} <= ${now.toISOString()}::timestamptz`)
        .orderBy(reservations.holdUntil, reservations.id)
        .limit(1)
        .for("update", { of: reservations, skipLocked: true });
      if (!due) return null;
      await tx
        .update(reservations)
        .set({ status: "expired", expiredAt: now, updatedAt: now })
        .where(eq(reservations.id, due.reservation.id));
      const freed = await freeTyres(tx, [due.tyre.id]);
      const tyreAvailable = freed.has(due.tyre.id);
      const shop = await readSettings(tx);
      await enqueueMail(tx, shopReservationEndedMail(shop, due.reservation, due.tyre, "expired", tyreAvailable), now);
      return { id: due.reservation.id, tyreId: due.tyre.id, tyreAvailable };
    });
    if (!one) break;
    report.expired.push(one);
  }
  return report;
}
