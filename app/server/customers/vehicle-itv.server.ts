// A vehicle's next ITV (the roadworthiness test) as staff enter it on the customer page: its
// reminder goes a month before (decision 108). A date in the past is refused with a clear message
// beside the field; an empty date clears it.
import { and, eq } from "drizzle-orm";
import { vehicles } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { itvDateRefusal } from "~/domain/reminders";
import { shopToday } from "~/lib/shop-clock";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";
import { CustomerRefusal } from "./customers.server";

/** Sets (or clears, with "") the ITV date of a customer's vehicle. */
export async function setVehicleItv(
  db: Db,
  actor: AuditActor,
  input: { id: number; vehicleId: number; itvDueOn: string },
  now: Date = new Date(),
): Promise<void> {
  const date = input.itvDueOn || null;
  const refused = date ? itvDateRefusal(date, shopToday(now)) : null;
  if (refused) throw new CustomerRefusal((t) => t.customers.refusals.itv[refused], { kind: "invalid", field: "itvDueOn" });
  await db.transaction(async (tx) => {
    const [vehicle] = await tx
      .update(vehicles)
      .set({ itvDueOn: date, updatedAt: now })
      .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.customerId, input.id)))
      .returning({ id: vehicles.id });
    if (!vehicle) throw new CustomerRefusal((t) => t.customers.refusals.itv.badVehicle, { kind: "not-found" });
    await recordAudit(tx, {
      actor,
      kind: "customer",
      action: "customer.itv",
      subject: `#${input.id}`,
      summary: `${date ? `ITV date ${date}` : "ITV date cleared"} for vehicle #${vehicle.id} of customer #${input.id}`,
      after: { vehicleId: vehicle.id, itvDueOn: date },
    });
  });
}
