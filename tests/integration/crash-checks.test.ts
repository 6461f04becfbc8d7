// The crash test's database checks (tests/helpers/crash-run.ts checkDatabase) fail when what they
// guard breaks: a database written by the shop's own code passes, and each kind of damage a crash
// could leave (a lost or partial sale, stock off, a gap in the invoice numbers, a half-written
// reservation) is reported.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, reservations, sales, tyres } from "~db/schema";
import { reserveTyre } from "~/server/reservations/reservations.server";
import { createSale } from "~/server/sales/sales.server";
import { type Acknowledged, checkDatabase } from "../helpers/crash-run";
import type { Db, Tx } from "~/server/infra/db.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { insertTyre, sellerColumns } from "../helpers/factories";

let t: TestDatabase;
let ack: Acknowledged;

/** The checks' findings after `damage`, which is rolled back afterwards (one database for every case). */
async function checkAfter(damage: (tx: Tx) => Promise<unknown>, acknowledged: Acknowledged = ack): Promise<string> {
  let problems: string[] = [];
  const rollback = new Error("rollback");
  await t.db
    .transaction(async (tx) => {
      await damage(tx);
      problems = await checkDatabase({ ...t, db: tx as unknown as Db }, acknowledged);
      throw rollback;
    })
    .catch((e) => {
      if (e !== rollback) throw e;
    });
  return problems.join("\n");
}

beforeAll(async () => {
  t = await createTestDatabase("pglite");
  const a = await insertTyre(t.db, { quantity: 10 });
  const b = await insertTyre(t.db, { quantity: 10 });
  const c = await insertTyre(t.db, { quantity: 1 });
  const d = await insertTyre(t.db, { quantity: 1 });
  const customer = { customerName: "Ana", vehicleReg: null, paymentMethod: "cash" as const, notes: null };
  const lines = [
    { tyreId: a.id, quantity: 2 },
    { tyreId: b.id, quantity: 1 },
  ];
  const sale = await createSale(t.db, { ...customer, lines });
  const online = {
    clientName: "Ana",
    contactNumber: "600111222",
    email: "ana@example.test",
    depositCents: 2000,
    source: "online" as const,
  };
  const r1 = await reserveTyre(t.db, { ...online, tyreId: c.id });
  const r2 = await reserveTyre(t.db, { ...online, tyreId: d.id });
  if (!r1.ok || !r2.ok) throw new Error("could not reserve");
  const collected = await createSale(t.db, { ...customer, lines: [{ tyreId: d.id, quantity: 1 }], reservationId: r2.reservation.id });
  ack = {
    saleTyres: [a.id, b.id],
    stock: 10,
    sold: [
      { invoiceNumber: sale.invoiceNumber, lines },
      { invoiceNumber: collected.invoiceNumber, lines: [{ tyreId: d.id, quantity: 1 }], reservationId: r2.reservation.id },
    ],
    reserved: [
      { id: r1.reservation.id, tyreId: c.id },
      { id: r2.reservation.id, tyreId: d.id },
    ],
  };
});

afterAll(async () => {
  await t?.close();
});

describe("the crash test's checks", () => {
  it("pass on what the shop wrote", async () => {
    expect(await checkDatabase(t, ack)).toEqual([]);
    expect(await checkAfter(async () => {})).toBe("");
  });

  it("report an acknowledged sale that is missing or holds other lines", async () => {
    const sold = [{ ...ack.sold[0]!, lines: [{ tyreId: ack.saleTyres[0]!, quantity: 1 }] }, ...ack.sold.slice(1)];
    const problems = await checkAfter(async () => {}, { ...ack, sold: [...sold, { invoiceNumber: "2099-000001", lines: [] }] });
    expect(problems).toMatch(/acknowledged sale 2099-000001 is missing/);
    expect(problems).toMatch(/holds .* acknowledged/);
  });

  it("report stock that does not match the stored sales", async () => {
    const problems = await checkAfter((tx) => tx.update(tyres).set({ quantity: 8 }).where(eq(tyres.id, ack.saleTyres[1]!)));
    expect(problems).toMatch(/stock of .* is 8, sold 1 of 10/);
  });

  it("report a sale without items or record, and a gap in the invoice numbers", async () => {
    const [last] = await t.db
      .select()
      .from(sales)
      .orderBy(sql`${sales.invoiceSeq} desc`)
      .limit(1);
    const problems = await checkAfter((tx) =>
      tx.insert(sales).values({
        invoiceNumber: `${last!.invoiceYear}-000009`,
        invoiceYear: last!.invoiceYear,
        invoiceSeq: 9,
        invoiceDate: new Date(),
        customerName: "Ghost",
        paymentMethod: "cash",
        subtotalEur: "0.00",
        totalDisposalEur: "0.00",
        grandTotalEur: "0.00",
        ...sellerColumns(),
      }),
    );
    expect(problems).toMatch(/has no items/);
    expect(problems).toMatch(/invoice numbers of \d+: expected 3, found 9/);
    expect(problems).toMatch(/counter says 2, 3 sales stored/);
    expect(problems).toMatch(/has no VERI\*FACTU record/);
  });

  it("report a half-written reservation: tyre not reserved, no e-mail in the outbox, not collected by its sale", async () => {
    const [r1, r2] = ack.reserved;
    const problems = await checkAfter(async (tx) => {
      await tx.update(tyres).set({ status: "available" }).where(eq(tyres.id, r1!.tyreId));
      await tx.delete(outbox).where(eq(outbox.dedupeKey, `reservation:${r1!.id}:shop-new`));
      await tx.update(reservations).set({ status: "active", saleId: null }).where(eq(reservations.id, r2!.id));
    });
    expect(problems).toMatch(new RegExp(`tyre ${r1!.tyreId} is available with 1 active reservations`));
    expect(problems).toMatch(new RegExp(`reservation #${r1!.id} has no shop notice`));
    expect(problems).toMatch(new RegExp(`reservation #${r2!.id} sold by .* is active`));
  });

  it("report an acknowledged reservation that is missing", async () => {
    const problems = await checkAfter(async () => {}, { ...ack, reserved: [...ack.reserved, { id: 999, tyreId: "T00ZZZ" }] });
    expect(problems).toMatch(/acknowledged reservation #999 of T00ZZZ is missing/);
  });
});
