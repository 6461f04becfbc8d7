// The expiry job: every active hold whose end has passed becomes expired, its tyre available
// again and the shop gets a one-line e-mail, in one transaction per reservation. The row is taken
// with FOR UPDATE SKIP LOCKED, so two server processes running the job at once never expire the
// same hold twice, and a hold that staff are extending at that moment is skipped (the extension
// commits first and moves the end past now).
import { eq, sql } from "drizzle-orm";
import { reservations, tyres } from "~db/schema";
import { shopReservationEndedMail } from "~/mail/reservation-mail";
import type { Db } from "../infra/db.server";
import { enqueueMail } from "../mail/outbox.server";
import { forCustomer, SYSTEM_ACTOR } from "~/domain/audit";
import { depositAuditEntry } from "~/domain/reservation-deposit";
import { recordAudit } from "../audit.server";
import { freeTyres } from "./reservations.server";
import { endedDepositOutcome } from "./staff-reservations.server";
import { readSettings } from "../settings/settings.server";
import { shopMailLocale } from "../mail/shop-mail-locale.server";

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
      const shop = await readSettings(tx);
      const [ended] = await tx
        .update(reservations)
        .set({ status: "expired", expiredAt: now, updatedAt: now, depositOutcome: endedDepositOutcome(shop.depositWhenEnded) })
        .where(eq(reservations.id, due.reservation.id))
        .returning();
      const freed = await freeTyres(tx, [ended!]);
      const tyreAvailable = freed.has(due.tyre.id);
      await enqueueMail(
        tx,
        shopReservationEndedMail(shop, due.reservation, due.tyre, "expired", tyreAvailable, await shopMailLocale(tx)),
        now,
      );
      // Recorded like a cancel, so the log says what became of the deposit.
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        kind: "reservation",
        action: "reservation.expire",
        subject: `#${ended!.id}`,
        summary: `Reservation #${ended!.id}${forCustomer(ended!.customerId)} (tyre ${ended!.tyreId}) expired${depositAuditEntry(ended!).note}`,
        before: { status: "active" },
        after: {
          status: "expired",
          tyreAvailable,
          tyreId: ended!.tyreId,
          customerId: ended!.customerId,
          ...depositAuditEntry(ended!).fields,
        },
      });
      return { id: due.reservation.id, tyreId: due.tyre.id, tyreAvailable };
    });
    if (!one) break;
    report.expired.push(one);
  }
  return report;
}
