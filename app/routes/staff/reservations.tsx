// Reservations: one card per reservation with its tyre, filtered by status (active first). An
// active card shows when its hold ends and can be extended; cancelling one, or several selected
// with the cards' checkboxes (after a confirmation), marks them cancelled and makes their tyres
// available again in one transaction. Ended reservations are kept and listed under their status.
// Server steps in app/server/reservations/reservations-screen.server.ts, parts in app/components/staff/reservations/.
import { useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { RESERVATIONS_INTENT } from "~/components/staff/shared/intents";
import { CancelDialog } from "~/components/staff/reservations/cancel-dialog";
import { ReservationCard } from "~/components/staff/reservations/reservation-card";
import { SelectBar } from "~/components/staff/reservations/select-bar";
import { SharedHoldNote } from "~/components/staff/reservations/shared-hold-note";
import { NoReservations, StatusHeader } from "~/components/staff/reservations/status-header";
import type { Confirming } from "~/components/staff/reservations/types";
import { useSellReservation } from "~/components/staff/reservations/use-sell";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches } from "~/lib-ui/use-staff-text";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { staffActor } from "~/server/audit.server";
import { readFormData } from "~/server/forms/read-form.server";
import { cancelOneForm, cancelSelectedForm, extendForm, loadReservationsScreen } from "~/server/reservations/reservations-screen.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import type { Route } from "./+types/reservations";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).reservations.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "reservations");
  const t = staffMessages(requestStaffLocale(request, user)).reservations;
  return loadReservationsScreen(db, new URL(request.url).searchParams.get("status"), t);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "reservations");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const form = await readFormData(request);
  switch (form.get("intent")) {
    case RESERVATIONS_INTENT.cancelSelected:
      return cancelSelectedForm(db, form, staffActor(user), texts);
    case RESERVATIONS_INTENT.cancel:
      return cancelOneForm(db, form, staffActor(user), texts);
    case RESERVATIONS_INTENT.extend:
      return extendForm(db, form, texts, locale);
    default:
      return reply({ ok: false, message: texts.reservations.toasts.unknownAction }, 400);
  }
}

export default function Reservations() {
  const { reservations, counts, status, holdDays, depositRule, shared } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  useActionToast(fetcher);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const sell = useSellReservation();
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
  const fittings = new Map(reservations.flatMap((r) => (r.fitting ? [[r.id, r.fitting] as const] : [])));
  const submit = (intent: string, ids: number[], withFittings = false) => {
    const form = new FormData();
    form.set("intent", intent);
    if (withFittings) form.set("withFittings", "1");
    for (const id of ids) form.append("id", String(id));
    void fetcher.submit(form, { method: "post" });
  };
  const cancelAll = (ids: number[]) => setConfirming({ kind: "selected", ids });

  return (
    <div>
      <StatusHeader status={status} counts={counts} />
      {reservations.length === 0 ? (
        <NoReservations status={status} />
      ) : (
        <>
          {status === "active" && (
            <SelectBar
              all={allSelected}
              some={selected.length > 0}
              count={selected.length}
              busy={fetcher.state !== "idle"}
              onSelectAll={(on) => setChecked(on ? new Set(reservations.map((r) => r.id)) : new Set())}
              onCancelSelected={() => cancelAll(selected)}
            />
          )}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {reservations.map((r) => (
              <ReservationCard
                key={r.id}
                r={r}
                holdDays={holdDays}
                checked={checked.has(r.id)}
                pending={pending.has(r.id)}
                note={shared[r.id] && <SharedHoldNote group={shared[r.id]} onCancelAll={cancelAll} />}
                onCheck={(on) => toggle(r.id, on)}
                onSell={() => sell(r)}
                onExtend={() => submit(RESERVATIONS_INTENT.extend, [r.id])}
                onCancel={() => setConfirming({ kind: "one", reservation: r })}
              />
            ))}
          </ul>
        </>
      )}
      <CancelDialog
        confirming={confirming}
        depositRule={depositRule}
        onClose={() => setConfirming(null)}
        fittings={fittings}
        onConfirm={(c, withFittings) =>
          c.kind === "one"
            ? submit(RESERVATIONS_INTENT.cancel, [c.reservation.id], withFittings)
            : submit(RESERVATIONS_INTENT.cancelSelected, c.ids, withFittings)
        }
      />
    </div>
  );
}
