// A customer's consent to be contacted, per channel (decision 108): staff record it on the
// customer page (given: when, how, who) or take it back; the customer withdraws it through the
// signed link every reminder e-mail carries (`/baja/<token>`), without signing in. A withdrawal
// also drops the customer's reminders of that channel still waiting (a phone item on the staff
// list, an e-mail not sent yet), in the same transaction, so nothing goes out after it.
import { and, eq, inArray, isNull, like } from "drizzle-orm";
import { customerConsents, customers, outbox, reminders } from "~db/schema";
import { type AuditActor, CUSTOMER_ACTOR } from "~/domain/audit";
import {
  type ConsentChannel,
  consentChanges,
  type ConsentRecord,
  consentState,
  type ConsentSource,
  type WithdrawnVia,
} from "~/domain/consent";
import type { Locale } from "~/lib/locale";
import { href } from "~/i18n/paths";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { cancelTokenId, cancelTokenKey, recordLink } from "../reservations/cancel-token.server";
import { customerGone, customerNotFound } from "./customers.server";

// The link names the customer record and its creation time: a forged one matches no record.
const unsubscribeLink = recordLink<{ id: number; createdAt: Date }>("unsubscribe", (c) => `${c.id}:${c.createdAt.getTime()}`);

/** The customer's unsubscribe link (absolute), in their language. */
export async function unsubscribeUrl(db: Db | Tx, origin: string, c: { id: number; createdAt: Date }, locale: Locale): Promise<string> {
  const token = unsubscribeLink.sign(await cancelTokenKey(db), c);
  return `${origin}${href("unsubscribe", locale, { token })}`;
}

/** Every consent row of these customers, by customer. */
export async function consentsOf(db: Db | Tx, ids: readonly number[]): Promise<Map<number, ConsentRecord[]>> {
  const out = new Map<number, ConsentRecord[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(customerConsents)
    .where(inArray(customerConsents.customerId, [...ids]));
  for (const r of rows) out.set(r.customerId, [...(out.get(r.customerId) ?? []), r]);
  return out;
}

/** A customer's consent rows (what the customer page and their data file show). */
export async function customerConsent(db: Db | Tx, id: number): Promise<ConsentRecord[]> {
  return (await consentsOf(db, [id])).get(id) ?? [];
}

/**
 * Drops the customer's reminders of these channels that are still waiting, and deletes the
 * reminder e-mails of theirs not sent yet. In the caller's transaction.
 */
async function dropWaitingReminders(tx: Tx, customerId: number, channels: readonly ConsentChannel[], now: Date) {
  if (channels.length === 0) return;
  const dropped = await tx
    .update(reminders)
    .set({ droppedAt: now })
    .where(
      and(
        eq(reminders.customerId, customerId),
        inArray(reminders.channel, [...channels]),
        isNull(reminders.doneAt),
        isNull(reminders.droppedAt),
      ),
    )
    .returning({ id: reminders.id, channel: reminders.channel });
  for (const r of dropped.filter((d) => d.channel === "email"))
    await tx.delete(outbox).where(and(like(outbox.dedupeKey, `reminder:${r.id}:%`), isNull(outbox.sentAt)));
}

/** Withdraws these channels (those currently given); returns the ones withdrawn. */
async function withdraw(tx: Tx, customerId: number, channels: readonly ConsentChannel[], via: WithdrawnVia, now: Date) {
  if (channels.length === 0) return [];
  const gone = await tx
    .update(customerConsents)
    .set({ withdrawnAt: now, withdrawnVia: via })
    .where(
      and(
        eq(customerConsents.customerId, customerId),
        inArray(customerConsents.channel, [...channels]),
        isNull(customerConsents.withdrawnAt),
      ),
    )
    .returning({ channel: customerConsents.channel });
  const withdrawn = gone.map((g) => g.channel);
  await dropWaitingReminders(tx, customerId, withdrawn, now);
  return withdrawn;
}

/** The customer row locked for a consent change; a merged or erased record is refused. */
async function lockLiveCustomer(tx: Tx, id: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
  if (!row) throw customerNotFound();
  const gone = customerGone(row);
  if (gone) throw gone;
  return row;
}

/**
 * Staff save the consent boxes of the customer page: a channel ticked that was off is given now
 * (the source staff chose, who recorded it), one unticked that was on is withdrawn; the rest is
 * left as it was. Audited (channels and source only).
 */
export async function setConsents(
  db: Db,
  actor: AuditActor,
  input: { id: number; email: boolean; phone: boolean; source: ConsentSource },
  now: Date = new Date(),
): Promise<{ give: ConsentChannel[]; withdraw: ConsentChannel[] }> {
  return db.transaction(async (tx) => {
    await lockLiveCustomer(tx, input.id);
    const current = consentState(await customerConsent(tx, input.id));
    const changes = consentChanges(current, { email: input.email, phone: input.phone });
    for (const channel of changes.give) {
      const given = { givenAt: now, source: input.source, recordedBy: actor.label, withdrawnAt: null, withdrawnVia: null };
      await tx
        .insert(customerConsents)
        .values({ customerId: input.id, channel, ...given })
        .onConflictDoUpdate({ target: [customerConsents.customerId, customerConsents.channel], set: given });
    }
    await withdraw(tx, input.id, changes.withdraw, "staff", now);
    if (changes.give.length || changes.withdraw.length)
      await recordAudit(tx, {
        actor,
        kind: "customer",
        action: "customer.consent",
        subject: `#${input.id}`,
        summary: `Consent of customer #${input.id}: ${[
          ...changes.give.map((c) => `${c} given (${input.source})`),
          ...changes.withdraw.map((c) => `${c} withdrawn`),
        ].join(", ")}`,
        after: { given: changes.give, withdrawn: changes.withdraw, source: changes.give.length ? input.source : undefined },
      });
    return changes;
  });
}

/** The record a well-formed unsubscribe token names, if the signature is this database's (null: forged or unknown). */
async function customerOfToken(db: Db | Tx, token: string, lock = false) {
  const id = cancelTokenId(token);
  if (id == null) return null;
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !unsubscribeLink.matches(await cancelTokenKey(db), token, row)) return null;
  return row;
}

export interface UnsubscribeView {
  /** What the customer may still withdraw (an erased or merged record has nothing left). */
  email: boolean;
  phone: boolean;
}

/** What the unsubscribe page shows for a token: the consents still standing; null for a forged link. */
export async function unsubscribeView(db: Db, token: string): Promise<UnsubscribeView | null> {
  const c = await customerOfToken(db, token);
  if (!c) return null;
  if (c.erasedAt || c.mergedIntoId != null) return { email: false, phone: false };
  return consentState(await customerConsent(db, c.id));
}

/**
 * The customer withdraws through their link: e-mail always, phone when they ticked it. Null for a
 * forged link (nothing changes). Audited as the customer, by record id.
 */
export async function unsubscribeByLink(
  db: Db,
  token: string,
  opts: { phone: boolean },
  now: Date = new Date(),
): Promise<{ withdrawn: ConsentChannel[] } | null> {
  return db.transaction(async (tx) => {
    // Serialised with staff changes to the same record.
    const c = await customerOfToken(tx, token, true);
    if (!c) return null;
    const withdrawn = await withdraw(tx, c.id, opts.phone ? ["email", "phone"] : ["email"], "link", now);
    if (withdrawn.length)
      await recordAudit(tx, {
        actor: CUSTOMER_ACTOR,
        kind: "customer",
        action: "customer.consent",
        subject: `#${c.id}`,
        summary: `Customer #${c.id} withdrew consent through their link: ${withdrawn.join(", ")}`,
        after: { withdrawn },
      });
    return { withdrawn };
  });
}
