// The confirmation before cancelling one reservation or several: who, how many units go back on
// sale and what happens to the deposits (the shop's rule in the settings); a reservation booked
// with a fitting time asks whether that appointment goes too (ticked: it does).
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/dialog";
import { staffFormats } from "~/lib/shop-clock";
import type { DepositRule } from "~/domain/reservation-deposit";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import type { Confirming } from "./types";

export function CancelDialog({
  confirming,
  depositRule,
  onClose,
  onConfirm,
  fittings,
}: {
  confirming: Confirming;
  depositRule: DepositRule;
  onClose: () => void;
  /** The confirmed cancellation, and whether the fitting appointments go with it. */
  onConfirm: (c: NonNullable<Confirming>, withFittings: boolean) => void;
  /** The active reservations' fitting times (ISO), by id. */
  fittings: ReadonlyMap<number, string>;
}) {
  const t = useStaffText().reservations;
  const locale = useStaffLocale();
  const [withFittings, setWithFittings] = useState(true);
  const many = confirming?.kind === "selected";
  let body = "";
  if (confirming?.kind === "one") {
    const r = confirming.reservation;
    body = t.confirm.bodyOne(r.clientName, r.units, r.tyre.id);
    if (r.depositCents > 0) body += ` ${t.depositOutcome[depositRule](formatEur(r.depositCents, locale))}.`;
  } else if (confirming?.kind === "selected") {
    body = t.confirm.bodyMany(confirming.ids.length, t.depositRules[depositRule]);
  }
  const ids = confirming?.kind === "one" ? [confirming.reservation.id] : confirming?.kind === "selected" ? confirming.ids : [];
  const booked = ids.filter((id) => fittings.has(id));
  const ask =
    booked.length === 0
      ? null
      : confirming?.kind === "one"
        ? t.confirm.withFitting(staffFormats(locale).dateTime.format(new Date(fittings.get(booked[0]!)!)))
        : t.confirm.withFittings(booked.length);
  return (
    <ConfirmDialog
      open={confirming != null}
      onClose={onClose}
      title={confirming?.kind === "selected" ? t.confirm.titleMany(confirming.ids.length) : t.confirm.titleOne}
      keepLabel={many ? t.confirm.keepMany : t.confirm.keepOne}
      confirmLabel={many ? t.confirm.yesMany : t.confirm.yesOne}
      onConfirm={() => confirming && onConfirm(confirming, ask != null && withFittings)}
      choice={ask == null ? undefined : { label: ask, checked: withFittings, onChange: setWithFittings, testId: "cancel-with-fitting" }}
    >
      {body}
    </ConfirmDialog>
  );
}
