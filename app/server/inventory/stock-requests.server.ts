// "We can get it" requests: a visitor asks for a size the shop has not in stock; the request is
// stored and the shop is e-mailed through the outbox in the same transaction; staff list them on
// /requests and mark them answered or closed (audited). The public form counts against the same
// hourly limits per address, phone and e-mail as online reservations, and from an address's
// second form of the day needs the same proof of work (checked by the route).
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { stockRequests } from "~db/schema";
import type { StockRequestStatus } from "~/domain/stock-request-status";
import type { AuditActor } from "~/domain/audit";
import type { ReservationLimits } from "~/domain/reservation-limits";
import { normaliseIp } from "~/domain/reservation-limits";
import type { StockRequestInput } from "~/domain/stock-request";
import { shopStockRequestMail } from "~/mail/stock-request-mail";
import type { Locale } from "~/lib/locale";
import { Refusal } from "~/i18n/staff/refusal";
import { staffPath } from "~/staff-paths";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { enqueueMail } from "../mail/outbox.server";
import { countReservationAttempt } from "../reservations/reservation-attempts.server";
import { readSettings } from "../settings/settings.server";

export type CreateStockRequestResult = { ok: true; id: number } | { ok: false; reason: "too-many" };

/** Stores a visitor's request and queues the shop's e-mail, within the hourly limits. */
export async function createStockRequest(
  db: Db,
  input: StockRequestInput,
  ctx: { ip: string; limits: ReservationLimits; origin: string; locale: Locale },
): Promise<CreateStockRequestResult> {
  const verdict = await countReservationAttempt(db, { ip: ctx.ip, phone: input.phone, email: input.email }, ctx.limits);
  if (!verdict.allowed) return { ok: false, reason: "too-many" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stockRequests)
      .values({ ...input, locale: ctx.locale, clientKey: normaliseIp(ctx.ip) })
      .returning({ id: stockRequests.id, createdAt: stockRequests.createdAt });
    const shop = await readSettings(tx);
    await enqueueMail(
      tx,
      shopStockRequestMail(shop, { ...input, id: row!.id, locale: ctx.locale }, { requests: `${ctx.origin}${staffPath("requests")}` }),
      row!.createdAt,
    );
    return { ok: true, id: row!.id } as const;
  });
}

/**
 * A tyre to order for an accepted quote: a request on /requests like a visitor's, written in the
 * acceptance's transaction (no e-mail to the shop: the shop made the quote).
 */
export async function requestForQuote(
  tx: Db | Tx,
  r: { size: string; quantity: number; name: string; phone: string; email: string | null; notes: string; locale: Locale },
): Promise<number> {
  const [row] = await tx
    .insert(stockRequests)
    .values({ ...r, quantity: Math.min(Math.max(r.quantity, 1), 20) })
    .returning({ id: stockRequests.id });
  return row!.id;
}

/** A request as the staff list shows it: what was asked, who to call back, its state (not the address it came from). */
const listedColumns = {
  id: stockRequests.id,
  size: stockRequests.size,
  quantity: stockRequests.quantity,
  name: stockRequests.name,
  phone: stockRequests.phone,
  email: stockRequests.email,
  notes: stockRequests.notes,
  locale: stockRequests.locale,
  status: stockRequests.status,
  createdAt: stockRequests.createdAt,
};

/** The requests for staff: new ones first (oldest first, as they wait), then answered, then closed (newest first). */
export async function listStockRequests(db: Db, limit = 200) {
  return db
    .select(listedColumns)
    .from(stockRequests)
    .orderBy(
      sql`case ${stockRequests.status} when 'new' then 0 when 'answered' then 1 else 2 end`,
      sql`case when ${stockRequests.status} = 'new' then ${stockRequests.createdAt} end asc`,
      desc(stockRequests.createdAt),
      asc(stockRequests.id),
    )
    .limit(limit);
}

/** New requests waiting for an answer (the dashboard's figure). */
export async function countNewStockRequests(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockRequests).where(eq(stockRequests.status, "new"));
  return row?.n ?? 0;
}

/** Marks a request answered, closed or new again; audited. Returns the request's size and name. */
export async function setStockRequestStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  status: StockRequestStatus,
): Promise<{ changed: boolean; label: string; request: { id: number; size: string; name: string } }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(stockRequests).where(eq(stockRequests.id, id)).for("update");
    if (!before) throw new Refusal((t) => t.requests.gone, { kind: "not-found" });
    const request = { id: before.id, size: before.size, name: before.name };
    const label = `#${before.id} ${before.size} for ${before.name}`;
    if (before.status === status) return { changed: false, label, request };
    await tx
      .update(stockRequests)
      .set({ status, handledAt: status === "new" ? null : new Date() })
      .where(eq(stockRequests.id, id));
    await recordAudit(tx, {
      actor,
      kind: "reservation",
      action: "stock-request.status",
      subject: `request #${before.id}`,
      summary: `Request #${before.id} ${before.size}: ${before.status} -> ${status}`,
      before: { status: before.status },
      after: { status, size: before.size },
    });
    return { changed: true, label, request };
  });
}
