// Erasing a customer leaves no trace of the person, on real databases: a customer who booked a
// fitting online, reserved a tyre online, asked for a size ("we can get it", the phone and e-mail
// written differently) and had their record edited, with every e-mail written as an .eml file. The
// erase is refused while their appointment is booked; once it is over, no text column of any table
// holds their name, phone, e-mail, plate or address, nor any .eml file in the outbox folder, nor
// any audit entry (all of them written by the shop's code: customers are named by record id). The
// e-mails of another customer stay.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, stockRequests } from "~db/schema";
import { bookableDays } from "~/domain/appointments";
import { DEFAULT_RESERVATION_LIMITS } from "~/domain/reservation-limits";
import { bookAppointmentOnline, endAppointment, freeTimes, moveAppointment } from "~/server/appointments/appointments.server";
import { cancelTokenKey, signCancelToken } from "~/server/reservations/cancel-token.server";
import { addVehicle, eraseCustomer, updateCustomer } from "~/server/customers/customers.server";
import { deliverDueMail } from "~/server/mail/mail-worker.server";
import { createMailer } from "~/server/mail/mailer.server";
import { cancelReservationByCustomer, reserveTyreOnline } from "~/server/reservations/reservations.server";
import { getSettings } from "~/server/settings/settings.server";
import { answerQuote, createQuote } from "~/server/quotes/quotes.server";
import { noteDeclinedWork } from "~/server/quotes/declined-work.server";
import { addQuotePhoto, listQuotePhotos } from "~/server/quotes/quote-photos.server";
import sharp from "sharp";
import { createStockRequest, setStockRequestStatus } from "~/server/inventory/stock-requests.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";

const ORIGIN = "https://shop.test";
const LIMITS = { ...DEFAULT_RESERVATION_LIMITS, perIp: 0, perPhone: 0, perEmail: 0 };
const STAFF = { id: "staff-1", label: "owner@shop.test" };

/** What identifies the person, as they typed it and as the shop normalises it. */
const PERSON = {
  name: "Zebulón Trazable",
  phone: "+34 611 222 333",
  email: "zebulon.trazable@example.test",
  plate: "9876 ZZZ",
};
/** The rows of a raw query, as either driver returns them. */
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/%(?![0-9A-F]{2})/g, "%25"));
  } catch {
    return s;
  }
}

const TRACES = [
  "Zebulón",
  "Trazable",
  "611 222 333",
  "611222333",
  "zebulon.trazable",
  "9876 ZZZ",
  "9876ZZZ",
  "1111 YYY",
  "1111YYY",
  "Calle del Rastro",
];

describe.each(TEST_BACKENDS)("erasing a customer on %s", (backend) => {
  let t: TestDatabase;
  let outboxDir: string;
  let uploadsRoot: string;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "erase-outbox-"));
    uploadsRoot = await fs.mkdtemp(path.join(os.tmpdir(), "erase-uploads-"));
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(outboxDir, { recursive: true, force: true });
    await fs.rm(uploadsRoot, { recursive: true, force: true });
  });

  const mailer = () => createMailer({ from: "shop@shop.test", outboxDir, log: () => {} });
  const deliver = () => deliverDueMail(t.db, mailer(), { log: () => {} });

  /** Every text column of every table of the shop, with the rows that hold `needle` (case-insensitive). */
  async function tablesHolding(needle: string): Promise<string[]> {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by table_name, column_name`),
    );
    const found: string[] = [];
    for (const c of columns) {
      const hit = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)}::text ilike ${`%${needle}%`}`,
        ),
      );
      if (hit[0]!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
    }
    return found;
  }

  /** The .eml files that hold `needle`, read as a mail program would: quoted-printable, base64 parts and encoded headers decoded. */
  async function filesHolding(needle: string): Promise<string[]> {
    const found: string[] = [];
    for (const f of await fs.readdir(outboxDir)) {
      const raw = await fs.readFile(path.join(outboxDir, f), "utf8");
      const qp = Buffer.from(
        raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`),
        "utf8",
      ).toString();
      const decoded = [
        raw,
        safeDecode(qp),
        ...[...raw.matchAll(/^[A-Za-z0-9+/=]{40,}$(?:\r?\n^[A-Za-z0-9+/=]+$)*/gm)].map((m) => Buffer.from(m[0], "base64").toString("utf8")),
        ...[...raw.matchAll(/=\?utf-8\?B\?([^?]+)\?=/gi)].map((m) => Buffer.from(m[1]!, "base64").toString("utf8")),
      ].join("\n");
      if (decoded.toLowerCase().includes(needle.toLowerCase())) found.push(f);
    }
    return found;
  }

  it("refuses while their appointment is booked, then leaves no trace in any table, outbox file or audit entry", async () => {
    const shop = await getSettings(t.db);
    const day = bookableDays(shop, new Date())[4]!;
    const [first, second] = (await freeTimes(t.db, shop, day, "fit2")).map((s) => s.time);

    // A fitting booked online, moved by the customer's link.
    const booked = await bookAppointmentOnline(
      t.db,
      {
        job: "fit2",
        date: day,
        time: first!,
        customerName: PERSON.name,
        phone: PERSON.phone,
        email: PERSON.email,
        plate: PERSON.plate,
        tyreSize: "205/55 R16",
        locale: "es",
        origin: ORIGIN,
      },
      { ip: "198.51.100.20", limits: LIMITS },
    );
    if (!booked.ok) throw new Error(`not booked: ${booked.reason}`);
    const token = booked.booked.changePath.split("/").at(-1)!;
    const moved = await moveAppointment(t.db, { token }, { date: day, time: second! }, { origin: ORIGIN });

    // A tyre reserved online and cancelled from the e-mail's link.
    const tyre = await insertTyre(t.db, { quantity: 4 });
    const held = await reserveTyreOnline(
      t.db,
      {
        tyreId: tyre.id,
        clientName: PERSON.name,
        contactNumber: "0034611222333",
        email: PERSON.email.toUpperCase(),
        vehicleReg: PERSON.plate,
        notes: `Llamar a ${PERSON.name}`,
        quantity: 2,
        depositCents: 0,
        mail: { origin: ORIGIN, locale: "es" },
      },
      { ip: "198.51.100.20", limits: LIMITS },
    );
    if (!held.ok) throw new Error("not reserved");
    await cancelReservationByCustomer(t.db, signCancelToken(await cancelTokenKey(t.db), held.reservation));

    // A size asked for, the phone and e-mail written differently, answered by staff.
    const asked = await createStockRequest(
      t.db,
      {
        size: "205/55 R16",
        quantity: 4,
        name: PERSON.name,
        phone: "611-222-333",
        email: " Zebulon.Trazable@Example.TEST ",
        notes: PERSON.plate,
      },
      { ip: "198.51.100.20", limits: LIMITS, origin: ORIGIN, locale: "es" },
    );
    if (!asked.ok) throw new Error("not asked");
    await setStockRequestStatus(t.db, STAFF, asked.id, "answered");

    // The record edited by staff, a second car added.
    const [record] = await t.db.select().from(customers).where(eq(customers.phoneKey, "34611222333"));
    const id = record!.id;
    await updateCustomer(t.db, STAFF, {
      id,
      name: `${PERSON.name} Ruiz`,
      phone: PERSON.phone,
      email: PERSON.email,
      address: "Calle del Rastro 4, Laujar",
      notes: "Prefiere mañanas",
    });
    await addVehicle(t.db, STAFF, { id, plate: "1111 YYY" });

    // A quote for them, declined by phone with a reason that names them (its tyres stay on the
    // vehicle as declined work), and declined work noted at the counter on the second car.
    const quote = await createQuote(t.db, STAFF, {
      customerName: PERSON.name,
      phone: PERSON.phone,
      email: PERSON.email,
      plate: PERSON.plate,
      locale: "es",
      validDays: 15,
      note: `Para ${PERSON.name}`,
      lines: [{ kind: "order", description: "Michelin 205/55 R16", quantity: 4, unitCents: 9000, supplierCents: null, days: 2 }],
    });
    await answerQuote(t.db, quote.id, STAFF, { answer: "declined", revision: 1, channel: "phone", reason: `${PERSON.name} lo pensará` });
    await noteDeclinedWork(t.db, STAFF, { plate: "1111 YYY", description: "Traseros", tread: 2.5, reason: `Llamar al ${PERSON.phone}` });
    // A photo of their car on the quote (its plate shows): its files go with them.
    const carPhoto = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#444" } })
      .jpeg()
      .toBuffer();
    const photo = await addQuotePhoto(t.db, quote.id, new Uint8Array(carPhoto), { actor: STAFF, root: uploadsRoot });
    const photoFiles = photo.image.variants.map((v) => path.join(uploadsRoot, v.url.replace(/^\/uploads\//, "")));
    for (const f of photoFiles) expect(await fs.stat(f)).toBeTruthy();
    expect(await tablesHolding("Trazable")).toEqual(
      expect.arrayContaining(["quotes.customer_name", "quote_revisions.note", "quote_answers.reason", "declined_work.reason"]),
    );

    // Another customer's reservation: their mail stays.
    const other = await insertTyre(t.db);
    const kept = await reserveTyreOnline(
      t.db,
      {
        tyreId: other.id,
        clientName: "Otra Persona",
        contactNumber: "622 000 111",
        email: "otra@example.test",
        depositCents: 0,
        mail: { origin: ORIGIN, locale: "es" },
      },
      { ip: "198.51.100.21", limits: LIMITS },
    );
    expect(kept.ok).toBe(true);

    // Every message written as a file; the person is in the files and the tables before the erase.
    expect((await deliver()).sent).toBeGreaterThanOrEqual(6);
    expect(await filesHolding(PERSON.name)).not.toEqual([]);
    expect(await tablesHolding("Trazable")).toContain("stock_requests.name");

    // Refused while the appointment is booked, with a message that says what to do.
    await expect(eraseCustomer(t.db, STAFF, id, { outboxDir })).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringMatching(/Appointment #\d+ of this customer is booked: end or cancel it/),
    });
    expect(await filesHolding(PERSON.name)).not.toEqual([]);

    await endAppointment(t.db, { staff: STAFF, id: moved.appointment.id }, "cancelled", { origin: ORIGIN });
    await deliver();
    await eraseCustomer(t.db, STAFF, id, { outboxDir, uploadsRoot });
    expect(await listQuotePhotos(t.db, quote.id)).toEqual([]);
    for (const f of photoFiles) await expect(fs.stat(f)).rejects.toThrow();

    const left: Record<string, string[]> = {};
    for (const needle of TRACES) {
      const where = [...(await tablesHolding(needle)), ...(await filesHolding(needle)).map((f) => `outbox/${f}`)];
      if (where.length) left[needle] = where;
    }
    expect(left).toEqual({});
    expect(await t.db.select().from(stockRequests).where(eq(stockRequests.id, asked.id))).toEqual([]);
    // The other customer's messages are still there, in the table and as files.
    expect(await filesHolding("Otra Persona")).not.toEqual([]);
    expect(await tablesHolding("otra@example.test")).toContain("outbox.to_address");
  });
});
