// The owner's VERI*FACTU readiness (docs/decisions/110-verifactu-readiness.md) read from what the
// shop has stored: the kept certificate and the sending settings (one row), and whether the agency
// has accepted any record of the queue.
import { inArray } from "drizzle-orm";
import { type Readiness, verifactuReadiness } from "~/domain/verifactu-readiness";
import type { AgencyEnvironment, TaxpayerKind } from "~/domain/verifactu-sending";
import { verifactuSubmissions } from "~db/schema";
import type { Db } from "../infra/db.server";
import { getVerifactuSettings } from "./verifactu-queue.server";

export async function readVerifactuReadiness(db: Db, now: Date = new Date()): Promise<Readiness> {
  const [settings, accepted] = await Promise.all([
    getVerifactuSettings(db),
    db
      .select({ id: verifactuSubmissions.id })
      .from(verifactuSubmissions)
      .where(inArray(verifactuSubmissions.status, ["accepted", "accepted_with_errors"]))
      .limit(1),
  ]);
  return verifactuReadiness(
    {
      taxpayerKind: settings.taxpayerKind as TaxpayerKind,
      certificateExpiresAt: settings.certificateNif ? settings.certificateExpiresAt : null,
      environment: settings.environment as AgencyEnvironment,
      sendingEnabled: settings.sendingEnabled,
      anyAccepted: accepted.length > 0,
    },
    now,
  );
}
