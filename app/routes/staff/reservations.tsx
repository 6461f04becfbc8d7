// Reservations: one card per reservation with its tyre; cancelling (after a confirmation)
// deletes it and makes the tyre available again in one transaction.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { CalendarDays, Car, Mail, Phone, X } from "lucide-react";
import { useState } from "react";
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
import { cancelReservation, countReservations, listReservations, ReservationNotFoundError } from "~/server/staff-reservations.server";
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
      tyre: { id: t.id, brand: t.brand, model: t.model, width: t.width, aspect: t.aspect, rim: t.rim, loadIndex: t.loadIndex, speedRating: t.speedRating, condition: t.condition, status: t.status, quantity: t.quantity },
    })),
  };
}

const cancelForm = z.object({ id: z.coerce.number("invalid request").int("invalid request").positive("invalid request") });

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
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
const dateTimeFmt = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" });

export default function Reservations() {
  const { reservations, total } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const [confirming, setConfirming] = useState<(typeof reservations)[number] | null>(null);
  const pendingId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("id")) : null;

  return (
    <div>
      <h1 className="text-2xl font-bold">Reservations</h1>
      <p className="text-slate-600" data-testid="reservation-count">
        {total} active {total === 1 ? "reservation" : "reservations"}
      </p>
      {reservations.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No reservations. Reserve a tyre from the <Link to="/inventory" className="text-brand-700 underline">inventory</Link>.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {reservations.map((r) => (
            <li key={r.id} className={`flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${pendingId === r.id ? "opacity-50" : ""}`} data-testid="reservation-card">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h2 className="text-lg font-bold leading-tight">{r.clientName}</h2>
                  <p className="text-xs text-slate-500">Reserved {dateTimeFmt.format(new Date(r.reservedAt))} · {r.source === "staff" ? "at the shop" : "online"}</p>
                </div>
                <StatusBadge status={r.tyre.status} />
              </div>
              <div className="mt-3 rounded-md bg-slate-50 p-2 text-sm">
                <p className="font-semibold">{sizeLabel(r.tyre)} {r.tyre.loadIndex}{r.tyre.speedRating}</p>
                <p>{tyreName(r.tyre)} · {CONDITION_LABELS[r.tyre.condition]} · <span className="font-mono">{r.tyre.id}</span></p>
              </div>
              <ul className="mt-3 space-y-1 text-sm">
                {r.contactNumber && <li className="flex items-center gap-2"><Phone aria-hidden className="h-4 w-4 text-slate-500" /><a className="underline" href={`tel:${r.contactNumber.replace(/\s+/g, "")}`}>{r.contactNumber}</a></li>}
                {r.email && <li className="flex items-center gap-2"><Mail aria-hidden className="h-4 w-4 text-slate-500" /><a className="break-all underline" href={`mailto:${r.email}`}>{r.email}</a></li>}
                {r.vehicleReg && <li className="flex items-center gap-2"><Car aria-hidden className="h-4 w-4 text-slate-500" /><span>Vehicle: {r.vehicleReg}</span></li>}
                {r.dateToFit && <li className="flex items-center gap-2"><CalendarDays aria-hidden className="h-4 w-4 text-slate-500" /><span>Fit on {dateFmt.format(new Date(`${r.dateToFit}T12:00:00`))}</span></li>}
                <li className="text-slate-700">Deposit: {formatEur(r.depositCents, "en")}</li>
              </ul>
              {r.notes && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{r.notes}</p>}
              <div className="mt-auto pt-4">
                <button type="button" className={`${secondaryButton} text-red-700`} onClick={() => setConfirming(r)} disabled={pendingId === r.id}>
                  <X aria-hidden className="h-4 w-4" /> Cancel reservation
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AlertDialog.Root open={confirming != null} onOpenChange={(o) => !o && setConfirming(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold">Cancel this reservation?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {confirming && `The reservation for ${confirming.clientName} is deleted and tyre ${confirming.tyre.id} becomes available again.`}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={secondaryButton}>Keep reservation</AlertDialog.Cancel>
              <AlertDialog.Action className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
                onClick={() => confirming && fetcher.submit({ intent: RESERVATIONS_INTENT.cancel, id: String(confirming.id) }, { method: "post" })}>
                Yes, cancel it
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
