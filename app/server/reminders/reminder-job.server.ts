// The daily reminder job (decision 108): once a day, from REMINDER_BUILD_HOUR in the shop's time,
// it builds "to contact today". Once across server processes: the day built is one key of
// `app_settings`; a run that finds it stale locks that row, checks again, builds and writes the
// day, in one transaction, so a second process waits on the row and then finds the day done. Each
// reminder is a row of `reminders` whose unique key (customer, kind, subject, period) makes it
// once whoever builds it (staff's "Build today's list" too); an e-mail reminder is queued in the
// outbox in the same transaction as its row, to the customer in their language with the
// unsubscribe link; a phone reminder waits on the staff list. Nothing is built for a customer
// without consent on the channel it would go by.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  appSettings,
  appointments,
  customerConsents,
  customers,
  declinedWork,
  invoiceCancellations,
  quotes,
  reminders,
  saleItems,
  sales,
  tyres,
  vehicles,
} from "~db/schema";
import { consentState } from "~/domain/consent";
import {
  declinedWorkDue,
  itvDue,
  REMINDER_BUILD_HOUR,
  type ReminderFacts,
  type ReminderKind,
  reminderChannel,
  SEASON_REMINDER_TYRES,
  seasonDue,
  tyreAgeDue,
} from "~/domain/reminders";
import type { Locale } from "~/lib/locale";
import { shopInstant, shopIsoDate, shopToday } from "~/lib/shop-clock";
import { href } from "~/i18n/paths";
import { reminderMail } from "~/mail/reminder-mail";
import { unsubscribeUrl } from "../customers/consent.server";
import type { Db, Tx } from "../infra/db.server";
import { enqueueMail } from "../mail/outbox.server";
import { readSettings } from "../settings/settings.server";

/** The `app_settings` key of the last shop day the reminders were built for. */
export const REMINDERS_BUILT_KEY = "reminders.built-on";

export interface BuiltReminders {
  day: string;
  /** Reminders made this run: queued by e-mail, and put on the staff list. */
  emailed: number;
  listed: number;
}

/** What a reminder is about before it is written. */
interface Candidate {
  customerId: number;
  kind: ReminderKind;
  subject: string;
  period: string;
  vehicleId?: number;
  declinedWorkId?: number;
  plate: string | null;
  description: string | null;
  facts: ReminderFacts;
}

/** The record that owns a row: a record merged into another is that one (merges are one level deep). */
const ownerOf = sql<number>`coalesce(${customers.mergedIntoId}, ${customers.id})`;

/**
 * Builds the day's reminders when due: from the build hour, once a day (`force`: staff asked, so
 * now, whatever the hour or the day's run). Null when there was nothing to do.
 */
export async function buildDueReminders(
  db: Db,
  { origin, now = new Date(), force = false }: { origin: string; now?: Date; force?: boolean },
): Promise<BuiltReminders | null> {
  const today = shopToday(now);
  if (!force && now < shopInstant(today, `${String(REMINDER_BUILD_HOUR).padStart(2, "0")}:00`)) return null;
  const built = async (tx: Db | Tx) =>
    (await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REMINDERS_BUILT_KEY)))[0]?.value;
  // Most runs stop here, without a lock.
  if (!force && (await built(db)) === today) return null;
  return db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: REMINDERS_BUILT_KEY, value: "" }).onConflictDoNothing();
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, REMINDERS_BUILT_KEY)).for("update");
    if (!force && row?.value === today) return null;
    const result = await buildReminders(tx, today, origin, now);
    await tx.update(appSettings).set({ value: today }).where(eq(appSettings.key, REMINDERS_BUILT_KEY));
    return result;
  });
}

/** The customers who may be contacted on some channel now, with their contacts and consents. */
async function reachableCustomers(tx: Tx) {
  const rows = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone, createdAt: customers.createdAt })
    .from(customers)
    .where(
      and(
        isNull(customers.mergedIntoId),
        isNull(customers.erasedAt),
        sql`exists (select 1 from ${customerConsents} where ${customerConsents.customerId} = ${customers.id} and ${customerConsents.withdrawnAt} is null)`,
      ),
    );
  const consents = rows.length
    ? await tx
        .select()
        .from(customerConsents)
        .where(
          inArray(
            customerConsents.customerId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return new Map(rows.map((r) => [r.id, { ...r, consent: consentState(consents.filter((c) => c.customerId === r.id)) }]));
}

/** Each customer's language: that of their newest quote or appointment, else Spanish. */
async function customerLocales(tx: Tx, ids: number[]): Promise<Map<number, Locale>> {
  const out = new Map<number, { at: Date; locale: Locale }>();
  if (ids.length === 0) return new Map();
  const seen = [
    ...(await tx
      .select({ id: quotes.customerId, at: quotes.createdAt, locale: quotes.locale })
      .from(quotes)
      .where(inArray(quotes.customerId, ids))),
    ...(await tx
      .select({ id: appointments.customerId, at: appointments.createdAt, locale: appointments.locale })
      .from(appointments)
      .where(inArray(appointments.customerId, ids))),
  ];
  for (const s of seen) if (s.id != null && (out.get(s.id)?.at ?? new Date(0)) <= s.at) out.set(s.id, { at: s.at, locale: s.locale });
  return new Map([...out].map(([id, v]) => [id, v.locale]));
}

/** Open declined work due today: `weeks` after it was declined. */
async function declinedCandidates(tx: Tx, ids: number[], weeks: number, today: string): Promise<Candidate[]> {
  const rows = await tx
    .select({
      id: declinedWork.id,
      owner: ownerOf,
      vehicleId: declinedWork.vehicleId,
      plate: declinedWork.plate,
      description: declinedWork.description,
      declinedAt: declinedWork.declinedAt,
    })
    .from(declinedWork)
    .leftJoin(vehicles, eq(vehicles.id, declinedWork.vehicleId))
    .innerJoin(customers, eq(customers.id, sql`coalesce(${declinedWork.customerId}, ${vehicles.customerId})`))
    .where(eq(declinedWork.status, "open"));
  return rows
    .filter((r) => ids.includes(r.owner) && declinedWorkDue(shopIsoDate(r.declinedAt), weeks, today))
    .map((r) => ({
      customerId: r.owner,
      kind: "declined-work",
      subject: `declined:${r.id}`,
      period: "once",
      declinedWorkId: r.id,
      vehicleId: r.vehicleId ?? undefined,
      plate: r.plate,
      description: r.description,
      facts: {},
    }));
}

/** The vehicles of these customers, for the tyre age and the ITV. */
async function vehiclesOf(tx: Tx, ids: number[]) {
  return ids.length ? tx.select().from(vehicles).where(inArray(vehicles.customerId, ids)) : [];
}

/** ITV dates a month away or less. */
function itvCandidates(cars: Awaited<ReturnType<typeof vehiclesOf>>, today: string): Candidate[] {
  return cars
    .filter((v) => v.itvDueOn && itvDue(v.itvDueOn, today))
    .map((v) => ({
      customerId: v.customerId,
      kind: "itv",
      subject: `vehicle:${v.id}`,
      period: v.itvDueOn!,
      vehicleId: v.id,
      plate: v.plate,
      description: null,
      facts: { itvDueOn: v.itvDueOn! },
    }));
}

/**
 * The tyres last fitted on each vehicle (its newest invoice, not cancelled, with tyres for its
 * plate) that turn five by their DOT; once per fitting.
 */
async function tyreAgeCandidates(tx: Tx, cars: Awaited<ReturnType<typeof vehiclesOf>>, today: string): Promise<Candidate[]> {
  if (cars.length === 0) return [];
  const plateOf = sql<string>`upper(regexp_replace(coalesce(${sales.vehicleReg}, ''), '[[:space:]-]', '', 'g'))`;
  const lines = await tx
    .select({ plateKey: plateOf, saleId: sales.id, date: sales.invoiceDate, dot: tyres.dotCode })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .innerJoin(tyres, eq(tyres.id, saleItems.tyreId))
    .where(
      and(
        inArray(sales.invoiceType, ["F1", "F2"]),
        sql`${saleItems.quantity} > 0`,
        inArray(
          plateOf,
          cars.map((v) => v.plateKey),
        ),
        sql`not exists (select 1 from ${invoiceCancellations} where ${invoiceCancellations.saleId} = ${sales.id})`,
        sql`not exists (select 1 from ${saleItems} r where r.rectifies_item_id = ${saleItems.id})`,
      ),
    )
    .orderBy(desc(sales.invoiceDate), desc(sales.id));
  const out: Candidate[] = [];
  for (const v of cars) {
    const mine = lines.filter((l) => l.plateKey === v.plateKey);
    const last = mine[0];
    if (!last) continue;
    const fitted = mine.filter((l) => l.saleId === last.saleId);
    const due = tyreAgeDue(
      fitted.map((l) => l.dot),
      shopIsoDate(last.date),
      today,
    );
    if (due)
      out.push({
        customerId: v.customerId,
        kind: "tyre-age",
        subject: `vehicle:${v.id}`,
        period: `sale:${last.saleId}`,
        vehicleId: v.id,
        plate: v.plate,
        description: null,
        facts: { dot: due.dot },
      });
  }
  return out;
}

/** In October and March: the customers who bought winter or all-season tyres. */
async function seasonCandidates(tx: Tx, ids: number[], today: string): Promise<Candidate[]> {
  const season = seasonDue(today);
  if (!season || ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ owner: ownerOf })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .innerJoin(tyres, eq(tyres.id, saleItems.tyreId))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(
      and(
        inArray(sales.invoiceType, ["F1", "F2"]),
        sql`${saleItems.quantity} > 0`,
        isNotNull(tyres.season),
        inArray(tyres.season, [...SEASON_REMINDER_TYRES]),
      ),
    );
  return rows
    .filter((r) => ids.includes(r.owner))
    .map((r) => ({
      customerId: r.owner,
      kind: "season",
      subject: "customer",
      period: season.period,
      plate: null,
      description: null,
      facts: { season: season.season },
    }));
}

/** Builds the day's reminders in the caller's transaction (the lock held). */
async function buildReminders(tx: Tx, today: string, origin: string, now: Date): Promise<BuiltReminders> {
  const shop = await readSettings(tx);
  const people = await reachableCustomers(tx);
  const ids = [...people.keys()];
  const cars = await vehiclesOf(tx, ids);
  const candidates = [
    ...(await declinedCandidates(tx, ids, shop.reminderDeclinedWeeks, today)),
    ...(await tyreAgeCandidates(tx, cars, today)),
    ...itvCandidates(cars, today),
    ...(await seasonCandidates(tx, ids, today)),
  ];
  const locales = await customerLocales(
    tx,
    candidates.map((c) => c.customerId),
  );
  const result: BuiltReminders = { day: today, emailed: 0, listed: 0 };
  for (const c of candidates) {
    const person = people.get(c.customerId);
    if (!person) continue;
    const channel = reminderChannel({
      emailConsent: person.consent.email,
      email: person.email,
      phoneConsent: person.consent.phone,
      phone: person.phone,
    });
    if (!channel) continue;
    const locale = locales.get(c.customerId) ?? "es";
    const [made] = await tx
      .insert(reminders)
      .values({
        customerId: c.customerId,
        kind: c.kind,
        subject: c.subject,
        period: c.period,
        vehicleId: c.vehicleId ?? null,
        declinedWorkId: c.declinedWorkId ?? null,
        facts: c.facts,
        dueOn: today,
        channel,
        locale,
        emailedAt: channel === "email" ? now : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    // Made before (today by another run, or an earlier day): never twice.
    if (!made) continue;
    if (channel === "phone") {
      result.listed++;
      continue;
    }
    const message = reminderMail(
      shop,
      {
        id: made.id,
        kind: c.kind,
        facts: c.facts,
        customerName: person.name,
        plate: c.plate,
        description: c.description,
        email: person.email!,
      },
      locale,
      { book: `${origin}${href("appointment", locale)}`, unsubscribe: await unsubscribeUrl(tx, origin, person, locale) },
    );
    await enqueueMail(tx, message, now);
    result.emailed++;
  }
  return result;
}
