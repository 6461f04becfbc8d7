// Reminders and consent on real databases (decision 108): the daily job builds each reminder once,
// with two server processes at once (on PostgreSQL they meet on the day's row), and never for a
// customer without consent on the channel it would go by; an e-mail reminder carries the
// unsubscribe link; the link works without signing in (the page's loader and action, called as
// React Router calls them) and a forged one changes nothing; a withdrawal drops what was waiting;
// phone reminders wait on the staff list with a one-to-one WhatsApp link until marked done, once;
// an ITV date in the past is refused; the customer's data file holds their consent and reminders
// and erasing them removes both. Migration 0033 turns the single consent into both channels.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSettings, customerConsents, customers, outbox, reminders, sales, vehicles } from "~db/schema";
import type { CheckoutInput } from "~/domain/checkout";
import { href } from "~/i18n/paths";
import { action, loader } from "~/routes/store/unsubscribe";
import { eraseCustomer, exportCustomer } from "~/server/customers/customers.server";
import { setConsents, unsubscribeByLink } from "~/server/customers/consent.server";
import { setVehicleItv } from "~/server/customers/vehicle-itv.server";
import { migrateDatabase } from "~/server/first-run.server";
import { noteDeclinedWork } from "~/server/quotes/declined-work.server";
import { buildDueReminders, REMINDERS_BUILT_KEY } from "~/server/reminders/reminder-job.server";
import { listToContact, markReminderDone } from "~/server/reminders/to-contact.server";
import { createSale } from "~/server/sales/sales.server";
import { appDatabaseSuite, createTestDatabase, TEST_BACKENDS, waitForLockWaiters } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "https://shop.test";
const STAFF = { id: "u1", label: "counter@shop.test" };
const context = routeContext({ origin: ORIGIN });

// The shop's calendar: winter tyres sold on 1 June 2026, declined work noted on 1 September, the
// October build at 10:00 shop time on 5 October, the tyres' fifth birthday (DOT 2322) on 7 June 2027.
const SOLD = new Date("2026-06-01T10:00:00Z");
const DECLINED = new Date("2026-09-01T10:00:00Z");
const OCTOBER = new Date("2026-10-05T08:00:00Z");
const JUNE_2027 = new Date("2027-06-10T08:00:00Z");

/** What a route answered: a redirect, data with its status, or a thrown 404. */
async function outcome<T>(run: () => unknown): Promise<{ status: number; location: string | null; data: T | null }> {
  try {
    const r = (await run()) as unknown;
    if (r instanceof Response) return { status: r.status, location: r.headers.get("location"), data: null };
    if (r && typeof r === "object" && "data" in r && "init" in r) {
      const d = r as { data: T; init: { status?: number } | null };
      return { status: d.init?.status ?? 200, location: null, data: d.data };
    }
    return { status: 200, location: null, data: r as T };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: null, data: null };
    if (e && typeof e === "object" && "init" in e)
      return { status: (e as { init: { status: number } }).init.status, location: null, data: null };
    throw e;
  }
}

describe.each(TEST_BACKENDS)("reminders and consent on %s", (backend) => {
  const t = appDatabaseSuite(backend);

  /** A customer who bought one tyre fitted on a plate; their record's id. */
  async function customerWithTyres(who: Partial<CheckoutInput>, tyre: { dotCode?: string; season?: "winter" | "summer" | "all-season" }) {
    const row = await insertTyre(t.db, { quantity: 1, ...tyre });
    const sale = await createSale(
      t.db,
      { customerName: "x", vehicleReg: null, paymentMethod: "cash", notes: null, lines: [{ tyreId: row.id, quantity: 1 }], ...who },
      { now: () => SOLD },
    );
    return (await t.db.select().from(sales).where(eq(sales.invoiceNumber, sale.invoiceNumber)))[0]!.customerId!;
  }

  const people = { ana: 0, bea: 0, carl: 0, dora: 0, eva: 0 };
  const theirReminders = (id: number) => t.db.select().from(reminders).where(eq(reminders.customerId, id)).orderBy(reminders.id);
  const mailsTo = (address: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, address), like(outbox.dedupeKey, "reminder:%")))
      .orderBy(outbox.id);
  const linkIn = (text: string) => /https:\/\/shop\.test(\/baja\/[^\s]+)/.exec(text)?.[1] ?? "";

  /**
   * Two server processes building the same moment, a few ticks each. On PostgreSQL, when the day
   * is due, they really meet: the day's row is held until both wait on it.
   */
  async function twoWorkers(now: Date, due = true) {
    const worker = async () => {
      const built = [];
      for (let i = 0; i < 3; i++) built.push(await buildDueReminders(t.db, { origin: ORIGIN, now }));
      return built.filter(Boolean);
    };
    if (backend !== "postgres" || !due) return (await Promise.all([worker(), worker()])).flat();
    await t.db.insert(appSettings).values({ key: REMINDERS_BUILT_KEY, value: "" }).onConflictDoNothing();
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holding = new Promise<void>((r) => (locked = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.select().from(appSettings).where(eq(appSettings.key, REMINDERS_BUILT_KEY)).for("update");
      locked();
      await held;
    });
    await holding;
    const racing = Promise.all([worker(), worker()]);
    try {
      await waitForLockWaiters(t.db, 2, "reminder workers are waiting on the day's row");
    } finally {
      release();
      await holder;
    }
    return (await racing).flat();
  }

  it("builds each reminder once with two workers at once, and none without consent", async () => {
    people.ana = await customerWithTyres(
      { customerName: "Ana Ruiz", customerPhone: "611 000 001", customerEmail: "ana@mail.test", vehicleReg: "1111 AAA" },
      { dotCode: "2322", season: "winter" },
    );
    people.bea = await customerWithTyres(
      { customerName: "Bea Gil", customerPhone: "611 000 002", vehicleReg: "2222 BBB" },
      { season: "summer" },
    );
    people.carl = await customerWithTyres(
      { customerName: "Carl Smith", customerPhone: "611 000 003", customerEmail: "carl@mail.test", vehicleReg: "3333 CCC" },
      { season: "winter" },
    );
    people.dora = await customerWithTyres(
      { customerName: "Dora Sanz", customerPhone: "611 000 004", customerEmail: "dora@mail.test", vehicleReg: "4444 DDD" },
      { season: "all-season" },
    );
    await setConsents(t.db, STAFF, { id: people.ana, email: true, phone: true, source: "counter" });
    await setConsents(t.db, STAFF, { id: people.bea, email: false, phone: true, source: "phone" });
    await setConsents(t.db, STAFF, { id: people.dora, email: true, phone: false, source: "written" });
    // Dora withdraws through a link before anything is built.
    const doraRow = (await t.db.select().from(customers).where(eq(customers.id, people.dora)))[0]!;
    const { unsubscribeUrl } = await import("~/server/customers/consent.server");
    const doraToken = (await unsubscribeUrl(t.db, ORIGIN, doraRow, "es")).split("/").pop()!;
    expect(await unsubscribeByLink(t.db, doraToken, { phone: false })).toEqual({ withdrawn: ["email"] });
    // Bea's ITV on 1 November: reminded from 1 October. Ana's rear tyres declined on 1 September.
    const [beaVehicle] = await t.db.select().from(vehicles).where(eq(vehicles.customerId, people.bea));
    await setVehicleItv(t.db, STAFF, { id: people.bea, vehicleId: beaVehicle!.id, itvDueOn: "2026-11-01" }, DECLINED);
    await noteDeclinedWork(t.db, STAFF, { plate: "1111 AAA", description: "neumáticos traseros", tread: 2.5, reason: null }, DECLINED);

    // Before the build hour: nothing. Then two processes at once.
    expect(await buildDueReminders(t.db, { origin: ORIGIN, now: new Date("2026-10-05T06:00:00Z") })).toBeNull();
    expect(await twoWorkers(OCTOBER)).toEqual([{ day: "2026-10-05", emailed: 2, listed: 1 }]);

    const ana = await theirReminders(people.ana);
    expect(ana.map((r) => [r.kind, r.channel, r.period])).toEqual(
      expect.arrayContaining([
        ["season", "email", "2026-10"],
        ["declined-work", "email", "once"],
      ]),
    );
    expect(ana).toHaveLength(2);
    expect((await theirReminders(people.bea)).map((r) => [r.kind, r.channel, r.period])).toEqual([["itv", "phone", "2026-11-01"]]);
    expect(await theirReminders(people.carl)).toEqual([]);
    expect(await theirReminders(people.dora)).toEqual([]);

    const mails = await mailsTo("ana@mail.test");
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.textBody).toContain("Hola, Ana Ruiz:");
      expect(linkIn(m.textBody)).toMatch(/^\/baja\/\d+\.[\w-]{32}$/);
      expect(m.htmlBody).toContain(`<a href="${ORIGIN}${linkIn(m.textBody)}">`);
    }
    expect(mails.map((m) => m.textBody).join("\n")).toContain("neumáticos traseros");
    expect(await mailsTo("carl@mail.test")).toEqual([]);
    expect(await mailsTo("dora@mail.test")).toEqual([]);

    // The same day again: done. Staff's "Build today's list" (forced) makes nothing new.
    expect(await twoWorkers(new Date("2026-10-05T15:00:00Z"), false)).toEqual([]);
    expect(await buildDueReminders(t.db, { origin: ORIGIN, now: OCTOBER, force: true })).toEqual({
      day: "2026-10-05",
      emailed: 0,
      listed: 0,
    });
    // The next day: nothing new either (each reminder once, whatever the day).
    expect(await buildDueReminders(t.db, { origin: ORIGIN, now: new Date("2026-10-06T08:00:00Z") })).toEqual({
      day: "2026-10-06",
      emailed: 0,
      listed: 0,
    });
    expect(await mailsTo("ana@mail.test")).toHaveLength(2);
  });

  it("lists the phone reminder with a one-to-one WhatsApp link until it is marked done, once", async () => {
    const list = await listToContact(t.db, ORIGIN);
    expect(list).toHaveLength(1);
    const item = list[0]!;
    expect(item).toMatchObject({ customerName: "Bea Gil", kind: "itv", plate: "2222 BBB" });
    expect(item.whatsapp).toMatch(/^https:\/\/wa\.me\/34611000002\?text=/);
    expect(decodeURIComponent(item.whatsapp!.split("text=")[1]!)).toContain("2222 BBB");
    await markReminderDone(t.db, STAFF, item.id);
    await expect(markReminderDone(t.db, STAFF, item.id)).rejects.toMatchObject({ kind: "conflict" });
    expect(await listToContact(t.db, ORIGIN)).toEqual([]);
    const [done] = await theirReminders(people.bea);
    expect(done).toMatchObject({ doneBy: STAFF.label });
  });

  it("refuses an ITV date in the past beside its field", async () => {
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.customerId, people.bea));
    await expect(
      setVehicleItv(t.db, STAFF, { id: people.bea, vehicleId: vehicle!.id, itvDueOn: "2026-09-30" }, OCTOBER),
    ).rejects.toMatchObject({ kind: "invalid", field: "itvDueOn", message: "That ITV date has passed: enter the date of the next ITV" });
    // Another customer's vehicle is not found.
    await expect(
      setVehicleItv(t.db, STAFF, { id: people.ana, vehicleId: vehicle!.id, itvDueOn: "2027-01-10" }, OCTOBER),
    ).rejects.toMatchObject({ kind: "not-found" });
  });

  it("unsubscribes by the link without signing in; a forged link changes nothing; nothing goes after", async () => {
    const [mail] = await mailsTo("ana@mail.test");
    const pathname = linkIn(mail!.textBody);
    const token = pathname.split("/").pop()!;
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const open = (tok: string, query = "") =>
      outcome<{ kind: string; phone?: boolean }>(() =>
        loader({
          request: new Request(`${ORIGIN}${href("unsubscribe", "es", { token: tok })}${query}`),
          params: { token: tok },
          context,
        } as never),
      );
    const post = (tok: string, body: Record<string, string>) =>
      outcome(() =>
        action({
          request: new Request(`${ORIGIN}${href("unsubscribe", "es", { token: tok })}`, {
            method: "POST",
            body: new URLSearchParams(body),
          }),
          params: { token: tok },
          context,
        } as never),
      );
    const consents = () =>
      t.db.select().from(customerConsents).where(eq(customerConsents.customerId, people.ana)).orderBy(customerConsents.channel);

    const before = await consents();
    expect((await open(forged)).status).toBe(404);
    expect((await post(forged, { phone: "on" })).status).toBe(404);
    expect(await consents()).toEqual(before);

    expect((await open(token)).data).toEqual({ kind: "confirm", phone: true });
    const done = await post(token, { phone: "on" });
    expect(done).toMatchObject({ status: 303, location: `/baja/${token}?done=1&phone=1` });
    expect((await open(token, "?done=1&phone=1")).data).toEqual({ kind: "done", phone: true });
    expect((await open(token)).data).toEqual({ kind: "already" });
    expect((await consents()).map((c) => [c.channel, c.withdrawnVia])).toEqual([
      ["email", "link"],
      ["phone", "link"],
    ]);
    // The reminder e-mails not sent yet went with the consent.
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, "ana@mail.test"), isNull(outbox.sentAt))),
    ).toEqual([]);

    // June 2027: Ana's tyres (DOT 2322) turn five, but she withdrew; Eva, who agreed, is told.
    people.eva = await customerWithTyres(
      { customerName: "Eva Ortiz", customerPhone: "611 000 005", customerEmail: "eva@mail.test", vehicleReg: "5555 EEE" },
      { dotCode: "2322", season: "summer" },
    );
    await setConsents(t.db, STAFF, { id: people.eva, email: true, phone: false, source: "counter" });
    expect(await buildDueReminders(t.db, { origin: ORIGIN, now: JUNE_2027 })).toEqual({ day: "2027-06-10", emailed: 1, listed: 0 });
    expect((await theirReminders(people.ana)).filter((r) => r.kind === "tyre-age")).toEqual([]);
    const [eva] = await mailsTo("eva@mail.test");
    expect(eva!.textBody).toContain("DOT 2322");
    expect(eva!.textBody).toContain("2022");
  });

  it("puts consent and reminders in the customer's data file; erasing removes them and their e-mails", async () => {
    const file = await exportCustomer(t.db, people.eva);
    expect(file.consent).toEqual([expect.objectContaining({ channel: "email", source: "counter", withdrawnAt: null })]);
    expect(file.reminders).toEqual([expect.objectContaining({ kind: "tyre-age", channel: "email", dot: "2322" })]);
    await eraseCustomer(t.db, STAFF, people.eva);
    expect(await theirReminders(people.eva)).toEqual([]);
    expect(await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, people.eva))).toEqual([]);
    expect(await mailsTo("eva@mail.test")).toEqual([]);
  });
});

describe.each(TEST_BACKENDS)("migration 0033 on %s", (backend) => {
  it("turns the single consent into consent on both channels", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0032-"));
    try {
      fs.mkdirSync(path.join(dir, "meta"));
      const journal = JSON.parse(fs.readFileSync("db/migrations/meta/_journal.json", "utf8"));
      journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 32);
      fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
      for (const e of journal.entries) fs.copyFileSync(`db/migrations/${e.tag}.sql`, path.join(dir, `${e.tag}.sql`));
      const old = await createTestDatabase(backend, { migrationsFolder: dir });
      try {
        await old.db.execute(sql`insert into customers (id, name, contact_consent, updated_at, erased_at, merged_into_id) values
          (1, 'Ana', true, '2026-03-02T10:00:00Z', null, null),
          (2, 'Bea', false, '2026-03-02T10:00:00Z', null, null),
          (3, 'Erased customer', true, '2026-03-02T10:00:00Z', '2026-04-01T10:00:00Z', null),
          (4, 'Ana (merged)', true, '2026-03-02T10:00:00Z', null, 1)`);
        await migrateDatabase(old);
        const rows = await old.db.select().from(customerConsents).orderBy(customerConsents.customerId, customerConsents.channel);
        expect(rows.map((r) => [r.customerId, r.channel, r.source, r.givenAt.toISOString(), r.withdrawnAt])).toEqual([
          [1, "email", "migrated", "2026-03-02T10:00:00.000Z", null],
          [1, "phone", "migrated", "2026-03-02T10:00:00.000Z", null],
        ]);
        const columns = (await old.db.execute(sql`select column_name from information_schema.columns where table_name = 'customers'`)) as {
          rows: { column_name: string }[];
        };
        expect(columns.rows.map((c) => c.column_name)).not.toContain("contact_consent");
      } finally {
        await old.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
