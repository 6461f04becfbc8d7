// The server steps of the reservations screen (/reservations): the cards' data, and the answers
// to cancelling one or several reservations and extending a hold, worded in the back-office's
// language (app/i18n/staff/<locale>/reservations.ts).
import type { AuditActor } from "~/domain/audit";
import { idFormOf } from "~/domain/field-rules";
import { toCents } from "~/domain/money";
import { isDepositRule } from "~/domain/reservation-deposit";
import { expiresInLabel, isReservationStatus, RESERVATION_STATUSES, type ReservationStatus } from "~/domain/reservation-status";
import { tyreDescription } from "~/domain/tyre";
import type { StaffMessages } from "~/i18n/staff";
import type { Locale } from "~/lib/locale";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffFormats } from "~/lib/shop-clock";
import type { Db } from "../infra/db.server";
import { sharedHoldGroups } from "./online-holds.server";
import { replyFromError } from "../forms/reply-from-error.server";
import { getSettings } from "../settings/settings.server";
import { bookedFittings } from "../appointments/appointments.server";
import {
  type BulkCancelResult,
  cancelReservation,
  cancelReservations,
  countReservationsByStatus,
  extendReservation,
  listReservations,
  MAX_BULK_CANCEL,
  reservationIdsSchema,
} from "./staff-reservations.server";

type Texts = StaffMessages["reservations"];

/** The cards of one status, the counts of every status and what Extend and Cancel will do. */
export async function loadReservationsScreen(database: Db, asked: string | null, t: Texts) {
  const status: ReservationStatus = isReservationStatus(asked) ? asked : "active";
  const [rows, counts, shop] = await Promise.all([
    listReservations(database, status),
    countReservationsByStatus(database),
    getSettings(database),
  ]);
  // The fitting times booked with the active ones: the card says when, and cancelling asks about it.
  const fittings =
    status === "active"
      ? await bookedFittings(
          database,
          rows.map((r) => r.reservation.id),
        )
      : new Map<number, Date>();
  const now = new Date();
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  // Active online holds taken from one address or with one phone, shown together on their cards.
  const shared = status === "active" ? Object.fromEntries(await sharedHoldGroups(database)) : {};
  return {
    status,
    counts,
    shared,
    /** What Extend adds: the shop's hold days (settings). */
    holdDays: shop.reservationHoldDays,
    /** What happens to the deposit of a reservation cancelled now (settings). */
    depositRule: shop.depositWhenEnded,
    reservations: rows.map(({ reservation: r, tyre: tyre }) => ({
      id: r.id,
      status: r.status,
      clientName: r.clientName,
      contactNumber: r.contactNumber,
      email: r.email,
      vehicleReg: r.vehicleReg,
      depositCents: toCents(r.depositAmountEur),
      depositOutcome: isDepositRule(r.depositOutcome) ? r.depositOutcome : null,
      units: r.quantity,
      dateToFit: r.dateToFit,
      fitting: iso(fittings.get(r.id) ?? null),
      reservedAt: r.reservationDate.toISOString(),
      holdUntil: iso(r.holdUntil),
      // Worded on the server, so the hydrating render says the same as the HTML.
      expires: r.status === "active" && r.holdUntil ? expiresInLabel(r.holdUntil, now, t.expires) : null,
      endedAt: iso(r.collectedAt ?? r.cancelledAt ?? r.expiredAt),
      cancelledBy: r.cancelledBy,
      saleId: r.saleId,
      notes: r.notes,
      source: r.source,
      tyre: {
        id: tyre.id,
        ...tyreDescription(tyre),
        status: tyre.status,
        quantity: tyre.quantity,
        heldQuantity: tyre.heldQuantity,
        unitPriceEur: tyre.unitPriceEur,
        disposalFeeEurPerTyre: tyre.disposalFeeEurPerTyre,
      },
    })),
  };
}

/** The selected ids, each a plain decimal number; anything else fails reservationIdsSchema. */
function selectedIds(form: FormData, t: Texts["toasts"]) {
  const ids = form.getAll("id").map((v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN));
  const parsed = reservationIdsSchema.safeParse(ids);
  if (parsed.success) return { ok: true as const, ids: parsed.data };
  const issue = parsed.error.issues[0];
  const why =
    issue?.path.length === 0 && issue.code === "too_big"
      ? t.atMost(MAX_BULK_CANCEL)
      : issue?.path.length === 0 && issue.code === "too_small"
        ? t.noneSelected
        : t.invalidRequest;
  return { ok: false as const, why };
}

/** "; 1 not found; 2 already cancelled": what a cancel left alone, and why. */
function leftAlone({ notFound, ended }: Pick<BulkCancelResult, "notFound" | "ended">, t: Texts["toasts"]) {
  const parts = notFound.length ? [t.notFoundCount(notFound.length)] : [];
  for (const status of RESERVATION_STATUSES) {
    const n = ended.filter((e) => e.status === status).length;
    if (n) parts.push(t.alreadyEnded(n, status));
  }
  return parts.map((p) => `; ${p}`).join("");
}

/** Cancels the selected reservations: what was cancelled and what was left alone, and why. */
export async function cancelSelectedForm(database: Db, form: FormData, actor: AuditActor, texts: StaffMessages) {
  const t = texts.reservations;
  const selected = selectedIds(form, t.toasts);
  if (!selected.ok) return reply({ ok: false, message: `${t.toasts.failedCancelMany}: ${selected.why}` }, 400);
  try {
    const result = await cancelReservations(database, selected.ids, new Date(), actor, { withFittings: form.get("withFittings") === "1" });
    const why = leftAlone(result, t.toasts);
    if (result.cancelled.length === 0)
      return reply({ ok: false, message: `${t.toasts.noneCancelled}${why}` }, result.ended.length ? 409 : 404);
    return reply({ ok: true, message: `${t.toasts.cancelledMany(result.cancelled.length)}${why}` });
  } catch (e) {
    return replyFromError(e, { failed: t.toasts.failedCancelMany, log: "reservations", t: texts });
  }
}

/** One reservation's action (cancel, extend): 404 unknown, 409 already ended, 500 logged. */
async function onOne(form: FormData, texts: StaffMessages, failed: string, run: (id: number) => Promise<string>) {
  const t = texts.reservations;
  // A reservation id is a PostgreSQL integer: a larger one is no reservation (and no query).
  const parsed = parseForm(idFormOf(t.toasts.invalidRequest), form);
  if (!parsed.ok) return reply({ ok: false, message: `${failed}: ${parsed.formError}` }, 400);
  try {
    return reply({ ok: true, message: await run(parsed.data.id) });
  } catch (e) {
    return replyFromError(e, { failed, log: "reservations", t: texts });
  }
}

export function cancelOneForm(database: Db, form: FormData, actor: AuditActor, texts: StaffMessages) {
  const t = texts.reservations;
  return onOne(form, texts, t.toasts.failedCancel, async (id) => {
    await cancelReservation(database, id, new Date(), actor, { withFittings: form.get("withFittings") === "1" });
    return t.toasts.cancelled;
  });
}

export function extendForm(database: Db, form: FormData, texts: StaffMessages, locale: Locale) {
  const t = texts.reservations;
  return onOne(form, texts, t.toasts.failedExtend, async (id) => {
    const r = await extendReservation(database, id, (await getSettings(database)).reservationHoldDays);
    return t.toasts.heldUntil(staffFormats(locale).dateTime.format(r.holdUntil!));
  });
}
