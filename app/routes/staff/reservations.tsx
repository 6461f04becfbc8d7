// Reservations: one card per reservation with its tyre, filtered by status (active first). An
// active card shows when its hold ends and can be extended; cancelling one, or several selected
// with the cards' checkboxes (after a confirmation), marks them cancelled and makes their tyres
// available again in one transaction. Ended reservations are kept and listed under their status.
import { idFormOf } from "~/domain/field-rules";
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { CalendarDays, Car, Clock, Mail, Phone, ShoppingCart, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useFetcher, useLoaderData, useNavigate } from "react-router";
import { dangerButton, primaryButton, secondaryButton } from "~/components/ui/button";
import { RESERVATIONS_INTENT } from "~/components/staff/intents";
import { SharedHoldNote } from "~/components/staff/reservations/shared-hold-note";
import { StatusBadge } from "~/components/staff/status-badge";
import type { AuditActor } from "~/domain/audit";
import { formatEur, toCents } from "~/domain/money";
import {
  expiresInLabel,
  isReservationStatus,
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from "~/domain/reservation-status";
import { DEPOSIT_RULE_LABELS, depositOutcomeText, isDepositRule } from "~/domain/reservation-deposit";
import { CONDITION_LABELS, tyreName, unitsOnSale } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { useBasket, useSaleReservation } from "~/lib/basket-store";
import { parseForm } from "~/lib/form";
import { staffDate, staffDateTime } from "~/lib/shop-clock";
import { db } from "~/server/db.server";
import { staffActor } from "~/server/audit.server";
import { sharedHoldGroups } from "~/server/online-holds.server";
import { getSettings } from "~/server/settings.server";
import { replyFromError } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import {
  type BulkCancelResult,
  cancelReservation,
  cancelReservations,
  countReservationsByStatus,
  extendReservation,
  listReservations,
  MAX_BULK_CANCEL,
  reservationIdsSchema,
} from "~/server/staff-reservations.server";
import { readFormData } from "~/server/read-form.server";
import type { Route } from "./+types/reservations";

export function meta() {
  return [{ title: "Reservations" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "reservations");
  const database = db();
  const asked = new URL(request.url).searchParams.get("status");
  const status: ReservationStatus = isReservationStatus(asked) ? asked : "active";
  const [rows, counts, shop] = await Promise.all([
    listReservations(database, status),
    countReservationsByStatus(database),
    getSettings(database),
  ]);
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
    reservations: rows.map(({ reservation: r, tyre: t }) => ({
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
      reservedAt: r.reservationDate.toISOString(),
      holdUntil: iso(r.holdUntil),
      // Worded on the server, so the hydrating render says the same as the HTML.
      expires: r.status === "active" && r.holdUntil ? expiresInLabel(r.holdUntil, now) : null,
      endedAt: iso(r.collectedAt ?? r.cancelledAt ?? r.expiredAt),
      cancelledBy: r.cancelledBy,
      saleId: r.saleId,
      notes: r.notes,
      source: r.source,
      tyre: {
        id: t.id,
        brand: t.brand,
        model: t.model,
        width: t.width,
        aspect: t.aspect,
        rim: t.rim,
        loadIndex: t.loadIndex,
        speedRating: t.speedRating,
        condition: t.condition,
        status: t.status,
        quantity: t.quantity,
        heldQuantity: t.heldQuantity,
        unitPriceEur: t.unitPriceEur,
        disposalFeeEurPerTyre: t.disposalFeeEurPerTyre,
      },
    })),
  };
}

// A reservation id is a PostgreSQL integer: a larger one is no reservation (and no query).
const idForm = idFormOf("invalid request");

const plural = (n: number) => `${n} ${n === 1 ? "reservation" : "reservations"}`;

/** The selected ids, each a plain decimal number; anything else fails reservationIdsSchema. */
function selectedIds(form: FormData) {
  const ids = form.getAll("id").map((v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN));
  const parsed = reservationIdsSchema.safeParse(ids);
  if (parsed.success) return { ok: true as const, ids: parsed.data };
  const issue = parsed.error.issues[0];
  const why =
    issue?.path.length === 0 && issue.code === "too_big"
      ? `at most ${MAX_BULK_CANCEL} at a time`
      : issue?.path.length === 0 && issue.code === "too_small"
        ? "none selected"
        : "invalid request";
  return { ok: false as const, why };
}

/** "; 1 not found; 2 already cancelled": what a cancel left alone, and why. */
function leftAlone({ notFound, ended }: Pick<BulkCancelResult, "notFound" | "ended">) {
  const parts = notFound.length ? [`${notFound.length} not found`] : [];
  for (const status of RESERVATION_STATUSES) {
    const n = ended.filter((e) => e.status === status).length;
    if (n) parts.push(`${n} already ${status}`);
  }
  return parts.map((p) => `; ${p}`).join("");
}

async function cancelSelected(form: FormData, actor: AuditActor) {
  const selected = selectedIds(form);
  if (!selected.ok) return reply({ ok: false, message: `Failed to cancel reservations: ${selected.why}` }, 400);
  try {
    const result = await cancelReservations(db(), selected.ids, new Date(), actor);
    const why = leftAlone(result);
    if (result.cancelled.length === 0)
      return reply({ ok: false, message: `No reservations cancelled${why}` }, result.ended.length ? 409 : 404);
    return reply({ ok: true, message: `${plural(result.cancelled.length)} cancelled${why}` });
  } catch (e) {
    return replyFromError(e, { failed: "Failed to cancel reservations", log: "reservations" });
  }
}

/** One reservation's action (cancel, extend): 404 unknown, 409 already ended, 500 logged. */
async function onOne(form: FormData, failed: string, run: (id: number) => Promise<string>) {
  const parsed = parseForm(idForm, form);
  if (!parsed.ok) return reply({ ok: false, message: `${failed}: ${parsed.formError}` }, 400);
  try {
    return reply({ ok: true, message: await run(parsed.data.id) });
  } catch (e) {
    return replyFromError(e, { failed, log: "reservations" });
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "reservations");
  const actor = staffActor(user);
  const form = await readFormData(request);
  switch (form.get("intent")) {
    case RESERVATIONS_INTENT.cancelSelected:
      return cancelSelected(form, actor);
    case RESERVATIONS_INTENT.cancel:
      return onOne(form, "Failed to cancel reservation", async (id) => {
        await cancelReservation(db(), id, new Date(), actor);
        return "Reservation cancelled";
      });
    case RESERVATIONS_INTENT.extend:
      return onOne(form, "Failed to extend reservation", async (id) => {
        const r = await extendReservation(db(), id, (await getSettings(db())).reservationHoldDays);
        return `Held until ${staffDateTime.format(r.holdUntil!)}`;
      });
    default:
      return reply({ ok: false, message: "Unknown action" }, 400);
  }
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["reservations"][number];
type Confirming = { kind: "one"; reservation: Row } | { kind: "selected"; ids: number[] } | null;

export default function Reservations() {
  const { reservations, counts, status, holdDays, depositRule, shared } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  useActionToast(fetcher);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const active = status === "active";
  const basket = useBasket();
  const saleReservation = useSaleReservation();
  const navigate = useNavigate();
  // Sell: the reserved tyre into the basket, the customer's details to the checkout, which
  // collects the reservation with the sale.
  const sell = (r: Row) => {
    // The units it holds, and at most the units on sale besides (the clerk may sell more).
    basket.add({ ...r.tyre, quantity: unitsOnSale(r.tyre) + r.units }, r.units);
    saleReservation.set({
      reservationId: r.id,
      tyreId: r.tyre.id,
      clientName: r.clientName,
      contactNumber: r.contactNumber,
      email: r.email,
      vehicleReg: r.vehicleReg,
      quantity: r.units,
      depositCents: r.depositCents,
    });
    void navigate(staffPath("checkout"));
  };
  // Only reservations still listed count as selected: cancelled ones (here or by someone else)
  // drop out when the list reloads, and ids are never reused.
  const selected = reservations.filter((r) => checked.has(r.id)).map((r) => r.id);
  const allSelected = reservations.length > 0 && selected.length === reservations.length;
  const pending = new Set(fetcher.state !== "idle" ? (fetcher.formData?.getAll("id") ?? []).map(Number) : []);
  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (intent: string, ids: number[]) => {
    const form = new FormData();
    form.set("intent", intent);
    for (const id of ids) form.append("id", String(id));
    fetcher.submit(form, { method: "post" });
  };
  const submitCancel = (c: NonNullable<Confirming>) =>
    c.kind === "one" ? submit(RESERVATIONS_INTENT.cancel, [c.reservation.id]) : submit(RESERVATIONS_INTENT.cancelSelected, c.ids);

  return (
    <div>
      <h1 className="text-2xl font-bold">Reservations</h1>
      <p className="text-slate-600" data-testid="reservation-count">
        {counts.active} active {counts.active === 1 ? "reservation" : "reservations"}
      </p>
      <nav aria-label="Reservation status" className="mt-4 flex flex-wrap gap-2">
        {RESERVATION_STATUSES.map((s) => (
          <NavLink
            key={s}
            to={s === "active" ? staffPath("reservations") : `${staffPath("reservations")}?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium ${s === status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
            data-testid={`status-filter-${s}`}
          >
            {RESERVATION_STATUS_LABELS[s]} <span className="tabular-nums opacity-80">{counts[s]}</span>
          </NavLink>
        ))}
      </nav>
      {reservations.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {active ? (
            <>
              No active reservations. Reserve a tyre from the{" "}
              <Link to={staffPath("inventory")} className="text-brand-700 underline">
                inventory
              </Link>
              .
            </>
          ) : (
            `No ${RESERVATION_STATUS_LABELS[status].toLowerCase()} reservations.`
          )}
        </p>
      ) : (
        <>
          {active && (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-3 shadow-sm">
              <SelectAll
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={(on) => setChecked(on ? new Set(reservations.map((r) => r.id)) : new Set())}
              />
              <button
                type="button"
                className={`${dangerButton} min-h-11`}
                disabled={selected.length === 0 || fetcher.state !== "idle"}
                onClick={() => setConfirming({ kind: "selected", ids: selected })}
                data-testid="cancel-selected"
              >
                <X aria-hidden className="h-4 w-4" /> Cancel selected ({selected.length})
              </button>
            </div>
          )}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {reservations.map((r) => (
              <li
                key={r.id}
                className={`flex flex-col rounded-xl border bg-white p-4 shadow-sm ${checked.has(r.id) ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"} ${pending.has(r.id) ? "opacity-50" : ""}`}
                data-testid="reservation-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 items-start gap-2">
                    {active && (
                      <label className="-m-2 flex shrink-0 cursor-pointer p-2">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-700"
                          checked={checked.has(r.id)}
                          onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                          aria-label={`Select the reservation for ${r.clientName} (tyre ${r.tyre.id})`}
                        />
                      </label>
                    )}
                    <div className="min-w-0">
                      <h2 className="text-lg font-bold leading-tight [overflow-wrap:anywhere]">{r.clientName}</h2>
                      <p className="text-xs text-slate-500">
                        Reserved {staffDateTime.format(new Date(r.reservedAt))} · {r.source === "staff" ? "at the shop" : "online"}
                      </p>
                    </div>
                  </div>
                  <StatusBadge status={r.tyre.status} />
                </div>
                <HoldLine r={r} />
                {shared[r.id] && <SharedHoldNote group={shared[r.id]} onCancelAll={(ids) => setConfirming({ kind: "selected", ids })} />}
                <div className="mt-3 rounded-md bg-slate-50 p-2 text-sm">
                  <p className="font-semibold">
                    {sizeLabel(r.tyre)} {r.tyre.loadIndex}
                    {r.tyre.speedRating}
                  </p>
                  <p>
                    {tyreName(r.tyre)} · {CONDITION_LABELS[r.tyre.condition]} · <span className="font-mono">{r.tyre.id}</span>
                  </p>
                  <p className="mt-1 font-semibold" data-testid="reservation-units">
                    {r.units} {r.units === 1 ? "unit" : "units"} held
                    {active && <span className="font-normal text-slate-600"> · {unitsOnSale(r.tyre)} more on sale</span>}
                  </p>
                </div>
                <ul className="mt-3 space-y-1 text-sm">
                  {r.contactNumber && (
                    <li className="flex items-center gap-2">
                      <Phone aria-hidden className="h-4 w-4 text-slate-500" />
                      <a className="underline" href={`tel:${r.contactNumber.replace(/\s+/g, "")}`}>
                        {r.contactNumber}
                      </a>
                    </li>
                  )}
                  {r.email && (
                    <li className="flex items-center gap-2">
                      <Mail aria-hidden className="h-4 w-4 text-slate-500" />
                      <a className="break-all underline" href={`mailto:${r.email}`}>
                        {r.email}
                      </a>
                    </li>
                  )}
                  {r.vehicleReg && (
                    <li className="flex items-center gap-2">
                      <Car aria-hidden className="h-4 w-4 text-slate-500" />
                      <span>Vehicle: {r.vehicleReg}</span>
                    </li>
                  )}
                  {r.dateToFit && (
                    <li className="flex items-center gap-2">
                      <CalendarDays aria-hidden className="h-4 w-4 text-slate-500" />
                      <span>Fit on {staffDate.format(new Date(`${r.dateToFit}T12:00:00`))}</span>
                    </li>
                  )}
                  <li className="text-slate-700" data-testid="reservation-deposit">
                    Deposit received: {formatEur(r.depositCents, "en")}
                  </li>
                  {r.depositOutcome && (r.status === "cancelled" || r.status === "expired") && (
                    <li className="rounded-md bg-amber-50 px-2 py-1 font-semibold text-amber-900" data-testid="deposit-outcome">
                      {depositOutcomeText(formatEur(r.depositCents, "en"), r.depositOutcome)}
                    </li>
                  )}
                </ul>
                {r.notes && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{r.notes}</p>}
                {active && (
                  <div className="mt-auto flex flex-wrap gap-2 pt-4">
                    <button
                      type="button"
                      className={primaryButton}
                      onClick={() => sell(r)}
                      disabled={pending.has(r.id) || r.tyre.quantity < r.units}
                      data-testid="sell-reservation"
                    >
                      <ShoppingCart aria-hidden className="h-4 w-4" /> Sell
                    </button>
                    {/* Only a hold that expires can be extended; one held until staff end it has no end to move. */}
                    {r.holdUntil && (
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => submit(RESERVATIONS_INTENT.extend, [r.id])}
                        disabled={pending.has(r.id)}
                        data-testid="extend-reservation"
                      >
                        <Clock aria-hidden className="h-4 w-4" /> Extend {holdDays} {holdDays === 1 ? "day" : "days"}
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${secondaryButton} text-red-700`}
                      onClick={() => setConfirming({ kind: "one", reservation: r })}
                      disabled={pending.has(r.id)}
                    >
                      <X aria-hidden className="h-4 w-4" /> Cancel reservation
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <AlertDialog.Root open={confirming != null} onOpenChange={(o) => !o && setConfirming(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold">
              {confirming?.kind === "selected" ? `Cancel ${plural(confirming.ids.length)}?` : "Cancel this reservation?"}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {confirming?.kind === "one" &&
                `The reservation for ${confirming.reservation.clientName} is marked cancelled and its ${confirming.reservation.units} ${confirming.reservation.units === 1 ? "unit" : "units"} of tyre ${confirming.reservation.tyre.id} go back on sale.`}
              {confirming?.kind === "one" &&
                confirming.reservation.depositCents > 0 &&
                ` ${depositOutcomeText(formatEur(confirming.reservation.depositCents, "en"), depositRule)}.`}
              {confirming?.kind === "selected" &&
                `The ${plural(confirming.ids.length)} you selected are marked cancelled and their units go back on sale. Deposits: ${DEPOSIT_RULE_LABELS[depositRule].toLowerCase()}.`}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={secondaryButton}>
                {confirming?.kind === "selected" ? "Keep them" : "Keep reservation"}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={dangerButton} onClick={() => confirming && submitCancel(confirming)}>
                {confirming?.kind === "selected" ? "Yes, cancel them" : "Yes, cancel it"}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}

/** When the hold ends (active), or how the reservation ended. */
function HoldLine({ r }: { r: Row }) {
  const at = (iso: string | null) => (iso ? staffDateTime.format(new Date(iso)) : "");
  const [text, tone] =
    r.status === "active"
      ? r.holdUntil
        ? [`Held until ${at(r.holdUntil)} · ${r.expires}`, "bg-amber-50 text-amber-900"]
        : ["Held until staff end it (no expiry)", "bg-slate-50 text-slate-700"]
      : r.status === "collected"
        ? [`Collected ${at(r.endedAt)}`, "bg-green-50 text-green-900"]
        : r.status === "cancelled"
          ? [`Cancelled ${r.cancelledBy === "customer" ? "by the customer" : "by staff"} ${at(r.endedAt)}`, "bg-slate-100 text-slate-700"]
          : [`Expired ${at(r.endedAt)}`, "bg-slate-100 text-slate-700"];
  return (
    <p className={`mt-2 rounded-md px-2 py-1 text-sm font-medium ${tone}`} data-testid="hold-line">
      {text}
      {r.status === "collected" && r.saleId != null && (
        <>
          {" · "}
          <Link className="underline" to={staffPath("invoice", { id: r.saleId })}>
            invoice
          </Link>
        </>
      )}
    </p>
  );
}

/** 'Select all': checked when every card is, mixed when some are. */
function SelectAll({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        ref={ref}
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      Select all
    </label>
  );
}
