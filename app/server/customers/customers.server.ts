// Customers and their vehicles: matching or creating the record when a sale or a reservation is
// made (matchOrCreateCustomer, for appointments too), the /customers search, a
// customer's page with their history, edit, merge, export and erase.
//
// No duplicates under parallel sales: matching takes a transaction-scoped advisory lock per key
// (phone, e-mail, tax id, plate) in one sorted order before it looks, so two sales for the same
// new customer are serialised and the second finds the record the first created. The unique
// indexes on the keys are the last guard.
import { deleteQuotePhotoFiles, dropQuotePhotos } from "../quotes/quote-photos.server";
import type { StoredImage } from "~/lib/stored-image";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  appointments,
  customerConsents,
  customers,
  declinedWork,
  quoteAnswers,
  quoteRevisions,
  quotes,
  reminders,
  reservations,
  saleItems,
  sales,
  stockRequests,
  tyres,
  vehicles,
} from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import {
  type CustomerContact,
  customerKeys,
  type CustomerFormInput,
  ERASED_NAME,
  hasAnyKey,
  keyLockNames,
  pickMatch,
  plateKey,
  publicFormMatch,
} from "~/domain/customer";
import { phoneDigits } from "~/domain/field-rules";
import { sizeLabel } from "~/domain/tyre-size";
import { Refusal, type RefusalOptions, type Words } from "~/i18n/staff/refusal";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { mailDelivery } from "../infra/env.server";
import { deleteMailFiles, forgetMail } from "../mail/outbox.server";

/** A customer refusal, worded from the staff catalogue's `customers.refusals`. */
export class CustomerRefusal extends Refusal {
  constructor(words: Words, options: RefusalOptions) {
    super(words, options);
  }
}

type KeyColumn = typeof customers.phoneKey | typeof customers.emailKey | typeof customers.taxKey;

export const customerNotFound = () => new CustomerRefusal((t) => t.customers.refusals.notFound, { kind: "not-found" });

/** The refusal of a change to a record merged into another, or erased; null for a live record. */
export function customerGone(row: { mergedIntoId: number | null; erasedAt: Date | null }): CustomerRefusal | null {
  if (row.mergedIntoId != null) return new CustomerRefusal((t) => t.customers.refusals.merged, { kind: "conflict" });
  if (row.erasedAt) return new CustomerRefusal((t) => t.customers.refusals.erased, { kind: "conflict" });
  return null;
}

/** What a sale, a reservation or an appointment knows about the customer. */
export interface CustomerMatchInput extends CustomerContact {
  /** The size of the tyres fitted or reserved ("205/55 R16"), kept on the vehicle. */
  tyreSize?: string | null;
}

/**
 * The customer record for what a sale, reservation or appointment was given, inside its
 * transaction. From staff (`source` "staff", the default): the known record its keys point at
 * (details it lacked are filled in; the plate's vehicle is added or moved to it), or a new one.
 * From an anonymous public form (`source` "online"): only a record its details match exactly is
 * used, and it is never written; otherwise a new record, and no vehicle moves (publicFormMatch).
 * Null when nothing identifies the customer (a name alone): a walk-in sale stays without a record.
 */
export async function matchOrCreateCustomer(
  tx: Tx,
  input: CustomerMatchInput,
  source: "staff" | "online" = "staff",
): Promise<number | null> {
  const keys = customerKeys(input);
  if (!hasAnyKey(keys)) return null;
  for (const name of keyLockNames(keys)) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer:${name}`}))`);

  const byKey = async (column: KeyColumn, value: string | null) =>
    value ? (await tx.select({ id: customers.id }).from(customers).where(eq(column, value)))[0]?.id : undefined;
  const [vehicle] = keys.plateKey
    ? await tx.select({ id: vehicles.id, customerId: vehicles.customerId }).from(vehicles).where(eq(vehicles.plateKey, keys.plateKey))
    : [];
  const text = (v: string | null | undefined) => v?.trim() || null;
  const size = text(input.tyreSize);
  const addVehicle = (customerId: number) =>
    tx.insert(vehicles).values({ customerId, plate: input.plate!.trim().toUpperCase(), plateKey: keys.plateKey!, lastTyreSize: size });
  const newRecord = async (k: { phoneKey: string | null; emailKey: string | null; taxKey: string | null }) => {
    const [row] = await tx
      .insert(customers)
      .values({
        name: input.name.trim(),
        phone: keys.phoneKey ? text(input.phone) : null,
        email: keys.emailKey ? text(input.email) : null,
        taxId: keys.taxKey,
        address: text(input.address),
        ...k,
      })
      .returning({ id: customers.id });
    return row!.id;
  };

  if (source === "online") {
    const [phoneHolder] = keys.phoneKey
      ? await tx.select({ id: customers.id, emailKey: customers.emailKey }).from(customers).where(eq(customers.phoneKey, keys.phoneKey))
      : [];
    const plan = publicFormMatch(keys, {
      byPhone: phoneHolder,
      byEmail: await byKey(customers.emailKey, keys.emailKey),
      byPlate: vehicle?.customerId,
    });
    const id = plan.attachTo ?? (await newRecord({ ...plan.newKeys, taxKey: null }));
    if (plan.vehicle === "add") await addVehicle(id);
    else if (plan.vehicle === "own" && size)
      await tx.update(vehicles).set({ lastTyreSize: size, updatedAt: new Date() }).where(eq(vehicles.id, vehicle!.id));
    return id;
  }

  const byTax = await byKey(customers.taxKey, keys.taxKey);
  const byPhone = await byKey(customers.phoneKey, keys.phoneKey);
  const byEmail = await byKey(customers.emailKey, keys.emailKey);
  let id = pickMatch({ byTax, byPhone, byEmail, byPlate: vehicle?.customerId });

  if (id == null) {
    id = await newRecord({ phoneKey: keys.phoneKey, emailKey: keys.emailKey, taxKey: keys.taxKey });
  } else {
    // Fill in what the record lacks, with keys no other record holds (each key is one customer's).
    const [current] = await tx.select().from(customers).where(eq(customers.id, id));
    const fill: Partial<typeof customers.$inferInsert> = {};
    if (!current!.phoneKey && keys.phoneKey && byPhone === undefined)
      Object.assign(fill, { phone: text(input.phone), phoneKey: keys.phoneKey });
    if (!current!.emailKey && keys.emailKey && byEmail === undefined)
      Object.assign(fill, { email: text(input.email), emailKey: keys.emailKey });
    if (!current!.taxKey && keys.taxKey && byTax === undefined) Object.assign(fill, { taxId: keys.taxKey, taxKey: keys.taxKey });
    if (!current!.address && text(input.address)) fill.address = text(input.address);
    if (Object.keys(fill).length)
      await tx
        .update(customers)
        .set({ ...fill, updatedAt: new Date() })
        .where(eq(customers.id, id));
  }

  if (keys.plateKey) {
    if (!vehicle) await addVehicle(id);
    else if (vehicle.customerId !== id || size)
      await tx
        .update(vehicles)
        .set({ customerId: id, ...(size ? { lastTyreSize: size } : {}), updatedAt: new Date() })
        .where(eq(vehicles.id, vehicle.id));
  }
  return id;
}

// ---- The /customers search ----

export interface CustomerListRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  taxId: string | null;
  plates: string[];
}

const live = and(isNull(customers.mergedIntoId), isNull(customers.erasedAt));

/** Customers whose name, phone, plate or tax id matches the search (all when empty), newest first. */
export async function searchCustomers(db: Db, q: string, limit = 50): Promise<CustomerListRow[]> {
  const text = q.trim().slice(0, 100);
  let where = live;
  if (text) {
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const phone = phoneDigits(text) ?? (text.replace(/\D/g, "").length >= 3 ? text.replace(/\D/g, "") : null);
    const plate = plateKey(text);
    where = and(
      live,
      or(
        sql`lower(${customers.name}) like ${like}`,
        sql`${customers.taxKey} like ${`%${text.toUpperCase().replace(/[\s.-]/g, "")}%`}`,
        phone ? sql`${customers.phoneKey} like ${`%${phone}%`}` : undefined,
        sql`${customers.emailKey} like ${like}`,
        plate
          ? sql`exists (select 1 from ${vehicles} where ${vehicles.customerId} = ${customers.id} and ${vehicles.plateKey} like ${`%${plate}%`})`
          : undefined,
      ),
    );
  }
  const rows = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email, taxId: customers.taxId })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.updatedAt), desc(customers.id))
    .limit(limit);
  const plates = rows.length
    ? await db
        .select({ customerId: vehicles.customerId, plate: vehicles.plate })
        .from(vehicles)
        .where(
          inArray(
            vehicles.customerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(vehicles.plate))
    : [];
  return rows.map((r) => ({ ...r, plates: plates.filter((p) => p.customerId === r.id).map((p) => p.plate) }));
}

/** The known customer for a plate or a phone typed at the checkout or in a dialog (null: none). */
export async function lookupCustomer(db: Db, by: { plate?: string; phone?: string }) {
  const key = by.plate ? plateKey(by.plate) : null;
  const phone = by.phone ? phoneDigits(by.phone) : null;
  let id: number | undefined;
  if (key) id = (await db.select({ id: vehicles.customerId }).from(vehicles).where(eq(vehicles.plateKey, key)))[0]?.id;
  if (id === undefined && phone) id = (await db.select({ id: customers.id }).from(customers).where(eq(customers.phoneKey, phone)))[0]?.id;
  if (id === undefined) return null;
  const [c] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), live));
  if (!c) return null;
  return { id: c.id, name: c.name, phone: c.phone, email: c.email, taxId: c.taxId, address: c.address };
}

// ---- A customer's page ----

/** The record and every record merged into it (their sales and reservations are this customer's). */
async function familyIds(db: Db | Tx, id: number): Promise<number[]> {
  const ids = [id];
  for (let frontier = [id]; frontier.length;) {
    const rows = await db.select({ id: customers.id }).from(customers).where(inArray(customers.mergedIntoId, frontier));
    frontier = rows.map((r) => r.id);
    ids.push(...frontier);
  }
  return ids;
}

/** A customer's appointments: those booked for the record or for a record merged into it. */
function appointmentsOf(db: Db | Tx, ids: number[]) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      job: appointments.job,
      status: appointments.status,
      plate: appointments.plate,
    })
    .from(appointments)
    .where(inArray(appointments.customerId, ids))
    .orderBy(desc(appointments.startsAt));
}

export async function getCustomerPage(db: Db, id: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) return null;
  const ids = await familyIds(db, id);
  const [cars, invoiceRows, holds, fitted, fittings, consents, reminded] = await Promise.all([
    db.select().from(vehicles).where(eq(vehicles.customerId, id)).orderBy(asc(vehicles.plate)),
    db
      .select({
        id: sales.id,
        invoiceNumber: sales.invoiceNumber,
        invoiceType: sales.invoiceType,
        invoiceDate: sales.invoiceDate,
        grandTotalEur: sales.grandTotalEur,
        vehicleReg: sales.vehicleReg,
      })
      .from(sales)
      .where(inArray(sales.customerId, ids))
      .orderBy(desc(sales.invoiceDate), desc(sales.id)),
    db
      .select({
        id: reservations.id,
        tyreId: reservations.tyreId,
        status: reservations.status,
        quantity: reservations.quantity,
        reservationDate: reservations.reservationDate,
        vehicleReg: reservations.vehicleReg,
      })
      .from(reservations)
      .where(inArray(reservations.customerId, ids))
      .orderBy(desc(reservations.reservationDate)),
    // The tyres fitted: every tyre line of their invoices (returns are the rectifying invoices above).
    db
      .select({
        saleId: sales.id,
        invoiceNumber: sales.invoiceNumber,
        date: sales.invoiceDate,
        vehicleReg: sales.vehicleReg,
        brand: saleItems.brand,
        model: saleItems.model,
        width: saleItems.width,
        aspect: saleItems.aspect,
        rim: saleItems.rim,
        dot: tyres.dotCode,
        quantity: saleItems.quantity,
      })
      .from(saleItems)
      .innerJoin(sales, eq(saleItems.saleId, sales.id))
      .leftJoin(tyres, eq(saleItems.tyreId, tyres.id))
      .where(and(inArray(sales.customerId, ids), inArray(sales.invoiceType, ["F1", "F2"])))
      .orderBy(desc(sales.invoiceDate), asc(saleItems.id)),
    appointmentsOf(db, ids),
    // The record's own consents (decision 108): a merged record's stay with it, the kept record's stand.
    db.select().from(customerConsents).where(eq(customerConsents.customerId, id)).orderBy(asc(customerConsents.channel)),
    db.select().from(reminders).where(inArray(reminders.customerId, ids)).orderBy(desc(reminders.createdAt), desc(reminders.id)),
  ]);
  return {
    customer,
    vehicles: cars,
    invoices: invoiceRows,
    reservations: holds,
    fitted,
    appointments: fittings,
    consents,
    reminders: reminded,
  };
}

// ---- Edit, merge, export, erase ----

async function lockCustomer(tx: Tx, id: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
  if (!row) throw customerNotFound();
  const gone = customerGone(row);
  if (gone) throw gone;
  return row;
}

const keyHolder = async (tx: Tx, column: KeyColumn, value: string | null) =>
  value ? (await tx.select({ id: customers.id }).from(customers).where(eq(column, value)))[0]?.id : undefined;

/** Saves a customer's details; a phone, e-mail or tax id another record already has is refused beside its field. */
export async function updateCustomer(db: Db, actor: AuditActor, input: CustomerFormInput): Promise<void> {
  const keys = customerKeys(input);
  await db.transaction(async (tx) => {
    for (const name of keyLockNames({ ...keys, plateKey: null }))
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer:${name}`}))`);
    const before = await lockCustomer(tx, input.id);
    for (const [field, column, value] of [
      ["phone", customers.phoneKey, keys.phoneKey],
      ["email", customers.emailKey, keys.emailKey],
      ["taxId", customers.taxKey, keys.taxKey],
    ] as const) {
      const holder = await keyHolder(tx, column, value);
      if (holder !== undefined && holder !== input.id)
        throw new CustomerRefusal((t) => t.customers.refusals.keyTaken(holder, field), { kind: "conflict", field });
    }
    const after = {
      name: input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      taxId: input.taxId ?? null,
      address: input.address ?? null,
      notes: input.notes ?? null,
    };
    await tx
      .update(customers)
      .set({ ...after, phoneKey: keys.phoneKey, emailKey: keys.emailKey, taxKey: keys.taxKey, updatedAt: new Date() })
      .where(eq(customers.id, input.id));
    const changed = Object.fromEntries(Object.entries(after).filter(([k, v]) => before[k as keyof typeof before] !== v));
    await recordAudit(tx, {
      actor,
      kind: "customer",
      action: "customer.edit",
      subject: `#${input.id}`,
      summary: `Edited customer #${input.id}${Object.keys(changed).length ? `: ${Object.keys(changed).join(", ")}` : ""}`,
      // Which details changed, not their values: the log outlives an erasure of the customer.
      after: { changed: Object.keys(changed) },
    });
  });
}

/** Adds a vehicle to a customer, or moves the plate's vehicle to them. */
export async function addVehicle(
  db: Db,
  actor: AuditActor,
  input: { id: number; plate: string; make?: string; model?: string },
): Promise<void> {
  const key = plateKey(input.plate);
  if (!key) throw new CustomerRefusal((t) => t.customers.refusals.plate, { kind: "invalid", field: "plate" });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer:plate:${key}`}))`);
    await lockCustomer(tx, input.id);
    const [known] = await tx.select().from(vehicles).where(eq(vehicles.plateKey, key));
    const values = { customerId: input.id, plate: input.plate.trim().toUpperCase(), make: input.make ?? null, model: input.model ?? null };
    if (known)
      await tx
        .update(vehicles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(vehicles.id, known.id));
    const vehicleId = known
      ? known.id
      : (
          await tx
            .insert(vehicles)
            .values({ ...values, plateKey: key })
            .returning({ id: vehicles.id })
        )[0]!.id;
    // The vehicle by its record's id: a plate is personal data, and the log outlives an erasure.
    await recordAudit(tx, {
      actor,
      kind: "customer",
      action: "customer.vehicle",
      subject: `#${input.id}`,
      summary: `${known ? "Updated" : "Added"} vehicle #${vehicleId} of customer #${input.id}`,
      after: { customerId: input.id, vehicleId, make: values.make, model: values.model, added: !known },
    });
  });
}

/**
 * Folds record `id` into record `into`: its vehicles move, the details `into` lacks are copied,
 * its history (sales, reservations, appointments) shows on `into`'s page, and it stops appearing in searches.
 * Both rows are locked in id order.
 */
export async function mergeCustomers(db: Db, actor: AuditActor, id: number, into: number): Promise<void> {
  if (id === into) throw new CustomerRefusal((t) => t.customers.refusals.mergeSelf, { kind: "invalid", field: "into" });
  await db.transaction(async (tx) => {
    const [a, b] = id < into ? [id, into] : [into, id];
    const first = await lockCustomer(tx, a);
    const second = await lockCustomer(tx, b);
    const [from, to] = first.id === id ? [first, second] : [second, first];
    // The keys leave the merged record first (each key belongs to one record).
    await tx
      .update(customers)
      .set({ phoneKey: null, emailKey: null, taxKey: null, mergedIntoId: to.id, updatedAt: new Date() })
      .where(eq(customers.id, from.id));
    await tx.update(customers).set({ mergedIntoId: to.id }).where(eq(customers.mergedIntoId, from.id));
    const fill: Partial<typeof customers.$inferInsert> = {};
    if (!to.phoneKey && from.phoneKey) Object.assign(fill, { phone: from.phone, phoneKey: from.phoneKey });
    if (!to.emailKey && from.emailKey) Object.assign(fill, { email: from.email, emailKey: from.emailKey });
    if (!to.taxKey && from.taxKey) Object.assign(fill, { taxId: from.taxId, taxKey: from.taxKey });
    if (!to.address && from.address) fill.address = from.address;
    if (from.notes) fill.notes = [to.notes, from.notes].filter(Boolean).join("\n");
    await tx
      .update(customers)
      .set({ ...fill, updatedAt: new Date() })
      .where(eq(customers.id, to.id));
    await tx.update(vehicles).set({ customerId: to.id, updatedAt: new Date() }).where(eq(vehicles.customerId, from.id));
    // The merged record's waiting reminders go; the kept record's consents decide what it is sent.
    await tx
      .update(reminders)
      .set({ droppedAt: new Date() })
      .where(and(eq(reminders.customerId, from.id), isNull(reminders.doneAt), isNull(reminders.droppedAt)));
    await recordAudit(tx, {
      actor,
      kind: "customer",
      action: "customer.merge",
      subject: `#${to.id}`,
      summary: `Merged customer #${from.id} into #${to.id}`,
      before: { id: from.id },
      after: { into: to.id },
    });
  });
}

/** A customer's own details: what the customer screen edits and the customer's copy of their data holds. */
export function customerDetails(c: typeof customers.$inferSelect) {
  const { name, phone, email, taxId, address, notes } = c;
  return { name, phone, email, taxId, address, notes };
}

/** Everything the shop keeps about a customer, as a file to hand them (their copy of their data). */
export async function exportCustomer(db: Db, id: number) {
  const page = await getCustomerPage(db, id);
  if (!page) throw customerNotFound();
  const c = page.customer;
  const ids = await familyIds(db, id);
  const theirQuotes = await db.select().from(quotes).where(inArray(quotes.customerId, ids)).orderBy(asc(quotes.createdAt));
  const answers = theirQuotes.length
    ? await db
        .select()
        .from(quoteAnswers)
        .where(
          inArray(
            quoteAnswers.quoteId,
            theirQuotes.map((q) => q.id),
          ),
        )
    : [];
  const declined = await db.select().from(declinedWork).where(inArray(declinedWork.customerId, ids)).orderBy(asc(declinedWork.declinedAt));
  return {
    exportedAt: new Date().toISOString(),
    customer: { ...customerDetails(c), createdAt: c.createdAt.toISOString() },
    vehicles: page.vehicles.map((v) => ({
      plate: v.plate,
      make: v.make,
      model: v.model,
      lastTyreSize: v.lastTyreSize,
      itvDueOn: v.itvDueOn,
    })),
    // Consent per channel: when and how it was given, and its withdrawal.
    consent: page.consents.map((c) => ({
      channel: c.channel,
      givenAt: c.givenAt.toISOString(),
      source: c.source,
      withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
      withdrawnVia: c.withdrawnVia,
    })),
    reminders: page.reminders.map((r) => ({
      kind: r.kind,
      day: r.dueOn,
      channel: r.channel,
      emailedAt: r.emailedAt?.toISOString() ?? null,
      doneAt: r.doneAt?.toISOString() ?? null,
      droppedAt: r.droppedAt?.toISOString() ?? null,
      ...r.facts,
    })),
    invoices: page.invoices.map((s) => ({
      number: s.invoiceNumber,
      date: s.invoiceDate.toISOString(),
      total: s.grandTotalEur,
      plate: s.vehicleReg,
    })),
    reservations: page.reservations.map((r) => ({
      tyre: r.tyreId,
      status: r.status,
      date: r.reservationDate.toISOString(),
      plate: r.vehicleReg,
    })),
    appointments: page.appointments.map((a) => ({
      date: a.startsAt.toISOString(),
      job: a.job,
      status: a.status,
      plate: a.plate,
    })),
    tyresFitted: page.fitted.map((f) => ({
      date: f.date.toISOString(),
      invoice: f.invoiceNumber,
      size: sizeLabel(f),
      brand: f.brand,
      model: f.model,
      dot: f.dot,
      quantity: f.quantity,
    })),
    quotes: theirQuotes.map((q) => ({
      number: q.number,
      date: q.createdAt.toISOString(),
      revision: q.revision,
      total: q.totalEur,
      validUntil: q.validUntil,
      plate: q.plate,
      answers: answers
        .filter((a) => a.quoteId === q.id)
        .map((a) => ({ answer: a.answer, revision: a.revision, channel: a.channel, date: a.answeredAt.toISOString(), reason: a.reason })),
    })),
    declinedWork: declined.map((d) => ({
      date: d.declinedAt.toISOString(),
      plate: d.plate,
      description: d.description,
      treadMm: d.treadMm,
      reason: d.reason,
      status: d.status,
    })),
  };
}

/**
 * Erases a customer's personal data: the record and its vehicles are anonymised (the record stays,
 * so the history's counts hold), and so are their reservations and appointments; their "we can
 * get it" requests (found by the record's phone or e-mail, normalised as the record's keys are) are
 * deleted, and so are the e-mails that carry their data, sent or not, with their `.eml` files
 * (`outboxDir`), so the links in them stop working; invoices keep the copy the tax law requires.
 * Their reminders and consents to be contacted are deleted, with the reminder e-mails; their
 * declined work and their quotes' photos are deleted, and their quotes keep their numbers and lines
 * without the person.
 * Refused while a reservation of theirs is open or an appointment booked. Audited by record id,
 * without the erased data.
 */
export async function eraseCustomer(
  db: Db,
  actor: AuditActor,
  id: number,
  opts: { outboxDir?: string; uploadsRoot?: string } = {},
): Promise<void> {
  let photos: StoredImage[] = [];
  const forgotten = await db.transaction(async (tx) => {
    await lockCustomer(tx, id);
    const ids = await familyIds(tx, id);
    const [open] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(inArray(reservations.customerId, ids), eq(reservations.status, "active")))
      .limit(1)
      .for("update");
    if (open) throw new CustomerRefusal((t) => t.customers.refusals.openReservation(open.id), { kind: "conflict" });
    // A booked appointment is refused like an open reservation (the shop still needs to reach them).
    const theirs = await appointmentsOf(tx, ids);
    const booked = theirs.find((a) => a.status === "booked");
    if (booked) throw new CustomerRefusal((t) => t.customers.refusals.bookedAppointment(booked.id), { kind: "conflict" });
    const fittings = theirs.map((a) => a.id);
    // What else carries them, found before their details are blanked: the requests by the record's
    // phone or e-mail keys, the e-mails by their records and by every address they gave.
    const family = await tx
      .select({ phoneKey: customers.phoneKey, emailKey: customers.emailKey })
      .from(customers)
      .where(inArray(customers.id, ids));
    const holds = await tx
      .select({ id: reservations.id, email: reservations.email })
      .from(reservations)
      .where(inArray(reservations.customerId, ids));
    const fittingEmails = fittings.length
      ? await tx.select({ email: appointments.email }).from(appointments).where(inArray(appointments.id, fittings))
      : [];
    const requests = await requestsOf(tx, family);
    const addresses = [...family.map((c) => c.emailKey), ...holds.map((r) => r.email), ...fittingEmails.map((a) => a.email)]
      .map((e) => (e ? customerKeys({ email: e }).emailKey : null))
      .filter((e): e is string => !!e);
    const blank = { name: ERASED_NAME, phone: null, email: null, taxId: null, address: null, notes: null };
    const noKeys = { phoneKey: null, emailKey: null, taxKey: null };
    const now = new Date();
    await tx
      .update(customers)
      .set({ ...blank, ...noKeys, erasedAt: now, updatedAt: now })
      .where(inArray(customers.id, ids));
    // The vehicles go (a plate is personal data, and nothing but the record pointed at them); the
    // ended reservations keep their tyre and dates without the person.
    // Their declined work goes with them (and before their vehicles, which it names); their quotes
    // keep their numbers and lines without the person.
    // Their reminders and consents go (decision 108): the reminders' e-mails with the others below.
    const theirReminders = await tx.delete(reminders).where(inArray(reminders.customerId, ids)).returning({ id: reminders.id });
    await tx.delete(customerConsents).where(inArray(customerConsents.customerId, ids));
    const theirVehicles = await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.customerId, ids));
    await tx.delete(declinedWork).where(
      theirVehicles.length
        ? or(
            inArray(declinedWork.customerId, ids),
            inArray(
              declinedWork.vehicleId,
              theirVehicles.map((v) => v.id),
            ),
          )
        : inArray(declinedWork.customerId, ids),
    );
    const theirQuotes = await tx
      .update(quotes)
      .set({ customerName: ERASED_NAME, phone: null, email: null, plate: null, updatedAt: now })
      .where(inArray(quotes.customerId, ids))
      .returning({ id: quotes.id });
    if (theirQuotes.length) {
      const qids = theirQuotes.map((q) => q.id);
      await tx.update(quoteRevisions).set({ note: null }).where(inArray(quoteRevisions.quoteId, qids));
      await tx.update(quoteAnswers).set({ reason: null }).where(inArray(quoteAnswers.quoteId, qids));
      // Their quotes' photos (their car, its plate) go with them.
      photos = await dropQuotePhotos(tx, qids);
    }
    await tx.delete(vehicles).where(inArray(vehicles.customerId, ids));
    await tx
      .update(reservations)
      .set({
        clientName: ERASED_NAME,
        contactNumber: null,
        email: null,
        vehicleReg: null,
        notes: null,
        phoneKey: null,
        emailKey: null,
        updatedAt: now,
      })
      .where(inArray(reservations.customerId, ids));
    if (fittings.length)
      await tx
        .update(appointments)
        .set({
          customerName: ERASED_NAME,
          phone: "",
          email: null,
          plate: null,
          tyreSize: null,
          notes: null,
          phoneKey: null,
          clientKey: null,
          updatedAt: now,
        })
        .where(inArray(appointments.id, fittings));
    if (requests.length) await tx.delete(stockRequests).where(inArray(stockRequests.id, requests));
    const mails = await forgetMail(tx, {
      records: [
        ...holds.map((r) => `reservation:${r.id}`),
        ...fittings.map((a) => `appointment:${a}`),
        ...requests.map((r) => `stock-request:${r}`),
        ...theirReminders.map((r) => `reminder:${r.id}`),
      ],
      addresses: [...new Set(addresses)],
    });
    await recordAudit(tx, {
      actor,
      kind: "customer",
      action: "customer.erase",
      subject: `#${id}`,
      summary: `Erased the personal data of customer #${id} (invoices keep their legal copy)`,
      after: {
        reservations: holds.length,
        appointments: fittings.length,
        requests: requests.length,
        reminders: theirReminders.length,
        emails: mails.length,
      },
    });
    return mails;
  });
  // After the commit: a rolled-back erasure leaves the files as it leaves the rows.
  await deleteMailFiles(forgotten, opts.outboxDir ?? mailDelivery().outboxDir);
  await deleteQuotePhotoFiles(db, photos, opts.uploadsRoot);
}

/**
 * The "we can get it" requests of a customer: those whose phone or e-mail, normalised as a
 * record's keys are (customerKeys), is one of the record's. A request keeps its contact as typed,
 * so they are compared here; the shop has a few hundred at most.
 */
async function requestsOf(tx: Tx, family: { phoneKey: string | null; emailKey: string | null }[]): Promise<number[]> {
  const phones = new Set(family.map((c) => c.phoneKey).filter(Boolean));
  const emails = new Set(family.map((c) => c.emailKey).filter(Boolean));
  if (phones.size === 0 && emails.size === 0) return [];
  const rows = await tx.select({ id: stockRequests.id, phone: stockRequests.phone, email: stockRequests.email }).from(stockRequests);
  return rows
    .filter((r) => {
      const keys = customerKeys({ phone: r.phone, email: r.email });
      return (keys.phoneKey && phones.has(keys.phoneKey)) || (keys.emailKey && emails.has(keys.emailKey));
    })
    .map((r) => r.id);
}
