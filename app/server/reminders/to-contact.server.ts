// The staff list "To contact" (decision 108): the phone reminders still waiting, oldest first, for
// customers whose consent to be phoned stands, each with a tel: link and a one-to-one WhatsApp link
// (wa.me, a first message in the customer's language). Opening a link is not contacting: staff
// mark a reminder done when they have spoken or written. Also what was sent by e-mail today.
import { and, asc, count, eq, gte, isNull, sql } from "drizzle-orm";
import { customerConsents, customers, declinedWork, reminders, vehicles } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { customerWhatsappLink } from "~/domain/quote";
import { href } from "~/i18n/paths";
import { Refusal, type RefusalOptions, type Words } from "~/i18n/staff/refusal";
import { shopMidnight, shopToday } from "~/lib/shop-clock";
import { reminderChatText } from "~/mail/reminder-mail";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";
import { readSettings } from "../settings/settings.server";

/** A refusal of the "To contact" screen, worded from the staff catalogue's `reminders.refusals`. */
export class ReminderRefusal extends Refusal {
  constructor(words: Words, options: RefusalOptions) {
    super(words, options);
  }
}

/** The phone reminders waiting, oldest first, with what staff need to call or write. */
export async function listToContact(db: Db, origin: string) {
  const shop = await readSettings(db);
  const rows = await db
    .select({
      id: reminders.id,
      kind: reminders.kind,
      dueOn: reminders.dueOn,
      facts: reminders.facts,
      locale: reminders.locale,
      customerId: customers.id,
      customerName: customers.name,
      phone: customers.phone,
      plate: sql<string | null>`coalesce(${vehicles.plate}, ${declinedWork.plate})`,
      description: declinedWork.description,
    })
    .from(reminders)
    .innerJoin(customers, eq(customers.id, reminders.customerId))
    .innerJoin(
      customerConsents,
      and(eq(customerConsents.customerId, customers.id), eq(customerConsents.channel, "phone"), isNull(customerConsents.withdrawnAt)),
    )
    .leftJoin(vehicles, eq(vehicles.id, reminders.vehicleId))
    .leftJoin(declinedWork, eq(declinedWork.id, reminders.declinedWorkId))
    .where(
      and(
        eq(reminders.channel, "phone"),
        isNull(reminders.doneAt),
        isNull(reminders.droppedAt),
        isNull(customers.mergedIntoId),
        isNull(customers.erasedAt),
      ),
    )
    .orderBy(asc(reminders.dueOn), asc(reminders.id))
    .limit(200);
  return rows.map((r) => {
    const book = `${origin}${href("appointment", r.locale)}`;
    const text = reminderChatText(shop, { ...r, kind: r.kind, facts: r.facts }, r.locale, book);
    return { ...r, whatsapp: customerWhatsappLink(r.phone, text) };
  });
}

/** How many reminders went by e-mail today (queued by today's build). */
export async function emailedToday(db: Db, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reminders)
    .where(and(eq(reminders.channel, "email"), gte(reminders.emailedAt, shopMidnight(shopToday(now)))));
  return row?.n ?? 0;
}

/** Staff mark a phone reminder done (they spoke or wrote to the customer). Twice is refused. */
export async function markReminderDone(db: Db, actor: AuditActor, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(reminders)
      .set({ doneAt: now, doneBy: actor.label })
      .where(and(eq(reminders.id, id), eq(reminders.channel, "phone"), isNull(reminders.doneAt), isNull(reminders.droppedAt)))
      .returning({ id: reminders.id, customerId: reminders.customerId, kind: reminders.kind });
    if (!done) throw new ReminderRefusal((t) => t.reminders.refusals.notWaiting, { kind: "conflict" });
    await recordAudit(tx, {
      actor,
      kind: "customer",
      action: "reminder.done",
      subject: `#${done.customerId}`,
      summary: `Contacted customer #${done.customerId} about reminder #${done.id} (${done.kind})`,
      after: { reminder: done.id, kind: done.kind },
    });
  });
}
