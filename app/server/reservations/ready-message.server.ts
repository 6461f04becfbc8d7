// "Ya está listo" marked sent: staff opened the WhatsApp link from a reservation card, an
// appointment or a request and sent it from their phone. No table has a column for it (the schema
// is not changed for this), so the mark is an audit entry only, naming the record by its id, never
// the customer's name or phone.
import { eq } from "drizzle-orm";
import { appointments, reservations, stockRequests } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import type { ReadyKind } from "~/domain/ready-message";
import { Refusal } from "~/i18n/staff/refusal";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";

async function exists(db: Db | Tx, kind: ReadyKind, id: number): Promise<boolean> {
  const table = kind === "reservation" ? reservations : kind === "appointment" ? appointments : stockRequests;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row != null;
}

/** Records "ready message marked sent" for the record; refuses a record that does not exist. */
export async function markReadyMessageSent(db: Db, actor: AuditActor, kind: ReadyKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await exists(tx, kind, id))) throw new Refusal((t) => t.reservations.ready.notFound, { kind: "not-found" });
    await recordAudit(tx, {
      actor,
      kind: "reservation",
      action: "ready-message.sent",
      subject: `${kind} #${id}`,
      summary: `Ready message marked sent for ${kind} #${id}`,
    });
  });
}
