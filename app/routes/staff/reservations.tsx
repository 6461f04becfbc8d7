// Reservations: one card per reservation with its tyre; cancelling one, or several selected with
// the cards' checkboxes (after a confirmation), deletes them and makes their tyres available
// again in one transaction.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { CalendarDays, Car, Mail, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLoaderData } from "react-router";
import { z } from "zod";
import { buttonClass, secondaryButton } from "~/components/staff/dialog-shell";
import { RESERVATIONS_INTENT } from "~/components/staff/intents";
import { StatusBadge } from "~/components/staff/status-badge";
import { formatEur, toCents } from "~/domain/money";
import { CONDITION_LABELS, tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { db, dbErrorMessage } from "~/server/db.server";
import { requireAdmin } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import {
  cancelReservation,
  cancelReservations,
  countReservations,
  listReservations,
  MAX_BULK_CANCEL,
  ReservationNotFoundError,
  reservationIdsSchema,
} from "~/server/staff-reservations.server";
import type { Route } from "./+types/reservations";

export function meta() {
  return [{ title: "Reservations" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = db();
  const [rows, total] = await Promise.all([listReservations(database), countReservations(database)]);
  return {
    total,
    reservations: rows.map(({ reservation: r, tyre: t }) => ({
      id: r.id,
      clientName: r.clientName,
      contactNumber: r.contactNumber,
      email: r.email,
      vehicleReg: r.vehicleReg,
      depositCents: toCents(r.depositAmountEur),
      dateToFit: r.dateToFit,
      reservedAt: r.reservationDate.toISOString(),
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
      },
    })),
  };
}

const cancelForm = z.object({ id: z.coerce.number("invalid request").int("invalid request").positive("invalid request") });

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

async function cancelSelected(form: FormData) {
  const selected = selectedIds(form);
  if (!selected.ok) return reply({ ok: false, message: `Failed to cancel reservations: ${selected.why}` }, 400);
  try {
    const { cancelled, notFound } = await cancelReservations(db(), selected.ids);
    const gone = notFound.length ? `; ${notFound.length} not found (already cancelled?)` : "";
    if (cancelled.length === 0) return reply({ ok: false, message: `No reservations cancelled${gone}` }, 404);
    return reply({ ok: true, message: `${plural(cancelled.length)} cancelled${gone}` });
  } catch (e) {
    console.error("[reservations] bulk cancel failed:", e);
    return reply({ ok: false, message: `Failed to cancel reservations: ${dbErrorMessage(e)}` }, 500);
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") === RESERVATIONS_INTENT.cancelSelected) return cancelSelected(form);
  if (form.get("intent") !== RESERVATIONS_INTENT.cancel) return reply({ ok: false, message: "Unknown action" }, 400);
  const parsed = parseForm(cancelForm, form);
  if (!parsed.ok) return reply({ ok: false, message: `Failed to cancel reservation: ${parsed.formError}` }, 400);
  try {
    await cancelReservation(db(), parsed.data.id);
    return reply({ ok: true, message: "Reservation cancelled" });
  } catch (e) {
    const notFound = e instanceof ReservationNotFoundError;
    if (!notFound) console.error("[reservations] cancel failed:", e);
    return reply({ ok: false, message: `Failed to cancel reservation: ${notFound ? e.message : dbErrorMessage(e)}` }, notFound ? 404 : 500);
  }
}

const dateFmt = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });
const dateTimeFmt = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Madrid",
});

type Row = ReturnType<typeof useLoaderData<typeof loader>>["reservations"][number];
type Confirming = { kind: "one"; reservation: Row } | { kind: "selected"; ids: number[] } | null;

export default function Reservations() {
  const { reservations, total } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  useActionToast(fetcher);
  const [confirming, setConfirming] = useState<Confirming>(null);
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
  const submitCancel = (c: NonNullable<Confirming>) => {
    const form = new FormData();
    if (c.kind === "one") {
      form.set("intent", RESERVATIONS_INTENT.cancel);
      form.set("id", String(c.reservation.id));
    } else {
      form.set("intent", RESERVATIONS_INTENT.cancelSelected);
      for (const id of c.ids) form.append("id", String(id));
    }
    fetcher.submit(form, { method: "post" });
  };

  return (
    <div>
      <h1 className="text-2xl font-bold">Reservations</h1>
      <p className="text-slate-600" data-testid="reservation-count">
        {total} active {total === 1 ? "reservation" : "reservations"}
      </p>
      {reservations.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No reservations. Reserve a tyre from the{" "}
          <Link to={staffPath("inventory")} className="text-brand-700 underline">
            inventory
          </Link>
          .
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-3 shadow-sm">
            <SelectAll
              checked={allSelected}
              indeterminate={selected.length > 0 && !allSelected}
              onChange={(on) => setChecked(on ? new Set(reservations.map((r) => r.id)) : new Set())}
            />
            <button
              type="button"
              className={`${buttonClass} min-h-11 bg-red-700 text-white hover:bg-red-800`}
              disabled={selected.length === 0 || fetcher.state !== "idle"}
              onClick={() => setConfirming({ kind: "selected", ids: selected })}
              data-testid="cancel-selected"
            >
              <X aria-hidden className="h-4 w-4" /> Cancel selected ({selected.length})
            </button>
          </div>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {reservations.map((r) => (
              <li
                key={r.id}
                className={`flex flex-col rounded-xl border bg-white p-4 shadow-sm ${checked.has(r.id) ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"} ${pending.has(r.id) ? "opacity-50" : ""}`}
                data-testid="reservation-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 items-start gap-2">
                    <label className="-m-2 flex shrink-0 cursor-pointer p-2">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-brand-700"
                        checked={checked.has(r.id)}
                        onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                        aria-label={`Select the reservation for ${r.clientName} (tyre ${r.tyre.id})`}
                      />
                    </label>
                    <div className="min-w-0">
                      <h2 className="text-lg font-bold leading-tight">{r.clientName}</h2>
                      <p className="text-xs text-slate-500">
                        Reserved {dateTimeFmt.format(new Date(r.reservedAt))} · {r.source === "staff" ? "at the shop" : "online"}
                      </p>
                    </div>
                  </div>
                  <StatusBadge status={r.tyre.status} />
                </div>
                <div className="mt-3 rounded-md bg-slate-50 p-2 text-sm">
                  <p className="font-semibold">
                    {sizeLabel(r.tyre)} {r.tyre.loadIndex}
                    {r.tyre.speedRating}
                  </p>
                  <p>
                    {tyreName(r.tyre)} · {CONDITION_LABELS[r.tyre.condition]} · <span className="font-mono">{r.tyre.id}</span>
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
                      <span>Fit on {dateFmt.format(new Date(`${r.dateToFit}T12:00:00`))}</span>
                    </li>
                  )}
                  <li className="text-slate-700">Deposit: {formatEur(r.depositCents, "en")}</li>
                </ul>
                {r.notes && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{r.notes}</p>}
                <div className="mt-auto pt-4">
                  <button
                    type="button"
                    className={`${secondaryButton} text-red-700`}
                    onClick={() => setConfirming({ kind: "one", reservation: r })}
                    disabled={pending.has(r.id)}
                  >
                    <X aria-hidden className="h-4 w-4" /> Cancel reservation
                  </button>
                </div>
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
                `The reservation for ${confirming.reservation.clientName} is deleted and tyre ${confirming.reservation.tyre.id} becomes available again.`}
              {confirming?.kind === "selected" &&
                `The ${plural(confirming.ids.length)} you selected are deleted and their tyres become available again.`}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={secondaryButton}>
                {confirming?.kind === "selected" ? "Keep them" : "Keep reservation"}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
                onClick={() => confirming && submitCancel(confirming)}
              >
                {confirming?.kind === "selected" ? "Yes, cancel them" : "Yes, cancel it"}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
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
