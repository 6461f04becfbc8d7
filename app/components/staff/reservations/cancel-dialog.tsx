// The confirmation before cancelling one reservation or several: who, how many units go back on
// sale and what happens to the deposits (the shop's rule in the settings).
import { ConfirmDialog } from "~/components/ui/dialog";
import type { DepositRule } from "~/domain/reservation-deposit";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import type { Confirming } from "./types";

export function CancelDialog({
  confirming,
  depositRule,
  onClose,
  onConfirm,
}: {
  confirming: Confirming;
  depositRule: DepositRule;
  onClose: () => void;
  onConfirm: (c: NonNullable<Confirming>) => void;
}) {
  const t = useStaffText().reservations;
  const locale = useStaffLocale();
  const many = confirming?.kind === "selected";
  let body = "";
  if (confirming?.kind === "one") {
    const r = confirming.reservation;
    body = t.confirm.bodyOne(r.clientName, r.units, r.tyre.id);
    if (r.depositCents > 0) body += ` ${t.depositOutcome[depositRule](formatEur(r.depositCents, locale))}.`;
  } else if (confirming?.kind === "selected") {
    body = t.confirm.bodyMany(confirming.ids.length, t.depositRules[depositRule]);
  }
  return (
    <ConfirmDialog
      open={confirming != null}
      onClose={onClose}
      title={confirming?.kind === "selected" ? t.confirm.titleMany(confirming.ids.length) : t.confirm.titleOne}
      keepLabel={many ? t.confirm.keepMany : t.confirm.keepOne}
      confirmLabel={many ? t.confirm.yesMany : t.confirm.yesOne}
      onConfirm={() => confirming && onConfirm(confirming)}
    >
      {body}
    </ConfirmDialog>
  );
}
