// The Spanish labels several back-office areas show (a tyre's condition, a workshop job, what
// happens to a deposit): written once here; the English ones are the domain's tables
// (CONDITION_LABELS, JOB_LABELS, DEPOSIT_RULE_LABELS), which the en/ areas point at.
import type { AppointmentJob } from "~/domain/appointments";
import type { DepositRule } from "~/domain/reservation-deposit";
import type { TyreCondition } from "~/domain/tyre";

export const CONDITIONS: Record<TyreCondition, string> = { new: "Nuevo", "part-worn": "Seminuevo" };

export const JOBS: Record<AppointmentJob, string> = {
  fit2: "Montaje de 1-2 neumáticos",
  fit4: "Montaje de 3-4 neumáticos",
  puncture: "Reparación de pinchazo",
  balancing: "Equilibrado",
  alignment: "Alineación",
};

export const DEPOSIT_RULES: Record<DepositRule, string> = { return: "Se devuelve al cliente", keep: "Se la queda la tienda" };
