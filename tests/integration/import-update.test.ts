// The import that updates: preview first (nothing written), then apply in one transaction; rows
// match tyres by stock code, else EAN; the export imports back in place; a tyre changed after the
// preview is left alone with a message; two imports applied at once lose no update.
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, tyres } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { parseTyreCsv, readCsvTable } from "~/domain/csv-import";
import { describeChangeIn, type NewRowMode, type PlanProblem, planProblemText } from "~/domain/import-plan";
import { stockExportCsv } from "~/server/inventory/exports.server";
import {
  applyImport,
  type ConflictMessages,
  type ImportConflict,
  importTyres,
  previewImport,
  previewUpload,
} from "~/server/inventory/import.server";
import { staffMessages } from "~/i18n/staff";
import type { Refusal } from "~/i18n/staff/refusal";
import { say } from "~/lib/reason";
import { parseInventoryQuery, updateTyre } from "~/server/inventory/inventory.server";
import { storedTyreInput } from "~/domain/csv-import";
import { seedDemo } from "~db/seed/demo";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase, itRace } from "../helpers/db";

const EN = staffMessages("en").importing.messages;
/** "price 89.00 → 84.00", in English. */
const describeChange = describeChangeIn(EN.plan);
/** A refused row, in English. */
const rowWords = (p: PlanProblem) => planProblemText(EN, p);
/** A row not applied, in English. */
const conflictWords = (c: ImportConflict) => say<ConflictMessages>(EN, c);

const EAN_A = "8412345678905";
const EAN_B = "4006381333931";

describe.each(TEST_BACKENDS)("import that updates, on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = async (csv: string) => (await importTyres(t.db, parseTyreCsv(csv, DEFAULT_SHOP_SETTINGS).rows)).ids;
  const preview = (csv: string, newRows: NewRowMode = "add", mapping?: Record<string, string>) =>
    previewImport(t.db, readCsvTable(csv, { mapping }), { pricing: DEFAULT_SHOP_SETTINGS, newRows });
  const get = async (id: string) => (await t.db.select().from(tyres).where(eq(tyres.id, id)))[0]!;
  const count = async () => (await t.db.select({ id: tyres.id }).from(tyres)).length;
  const exportOf = (brand: string) => stockExportCsv(t.db, parseInventoryQuery(new URLSearchParams({ brand })));

  it("imports its own export back with nothing to change, twice", async () => {
    await add(
      `width,aspect,rim,load,speed,brand,quantity,unit_price_eur,ean\n205,55,16,91,V,Roundtrip,4,89.00,${EAN_A}\n195,65,15,88,H,Roundtrip,2,60.50,\n`,
    );
    const csv = await exportOf("Roundtrip");
    const before = await count();
    for (let i = 0; i < 2; i++) {
      const p = await preview(csv);
      expect(p.plan).toMatchObject({ added: [], updated: [], unchanged: 2, errors: [] });
      expect(await applyImport(t.db, p.id)).toEqual({ added: 0, updated: 0, conflicts: [] });
    }
    expect(await count()).toBe(before);
  });

  it("imports the demo stock's export back with nothing to change; a stock_code;ean file keeps every DOT code", async () => {
    await seedDemo(t.db, null, { count: 60 });
    const all = await t.db.select().from(tyres);
    // The demo's new tyres carry a DOT code too (week and year they were made).
    expect(all.filter((r) => r.condition === "new" && r.dotCode).length).toBeGreaterThan(0);
    const p = await preview(await stockExportCsv(t.db, parseInventoryQuery(new URLSearchParams())));
    expect(p.plan.updated.map((u) => `${u.id} (row ${u.row}): ${u.changes.map(describeChange).join(", ")}`)).toEqual([]);
    expect(p.plan).toMatchObject({ added: [], errors: [], unchanged: all.length });
    expect(await applyImport(t.db, p.id)).toEqual({ added: 0, updated: 0, conflicts: [] });

    const newOne = all.find((r) => r.condition === "new" && r.dotCode && !r.ean)!;
    const q = await preview(`stock_code;ean\r\n${newOne.id};8712345678906\r\n`);
    expect(q.plan.errors).toEqual([]);
    expect(q.plan.updated[0]!.changes.map((c) => c.field)).toEqual(["ean"]);
    await applyImport(t.db, q.id);
    expect(await get(newOne.id)).toMatchObject({ dotCode: newOne.dotCode, ean: "8712345678906" });
  });

  it("answers a file with a header and no data rows 'No valid data found in CSV file' (in Spanish for a Spanish account)", async () => {
    const form = { supplier: null, newRows: "add" as const, mapping: null, pricing: DEFAULT_SHOP_SETTINGS };
    expect(await previewUpload(t.db, "stock_code;width;aspect;rim\r\n", form)).toEqual({ kind: "empty" });
    expect(await previewUpload(t.db, "stock_code;ean\r\n\r\n", form)).toEqual({ kind: "empty" });
    // The screen words the answer in the account's language.
    expect(EN.noValidData).toBe("No valid data found in CSV file");
    expect(staffMessages("es").importing.messages.noValidData).toBe("No se han encontrado datos válidos en el archivo CSV");
  });

  it("previews an edited price as one update, writes nothing until applied, then updates in place", async () => {
    const [id] = await add("width,aspect,rim,load,speed,brand,quantity,unit_price_eur\n225,45,17,94,W,Edited,2,89.00\n");
    const csv = (await exportOf("Edited"))
      .replace(/;89,00;/, ";84,00;")
      .replace(/;Edited;([^;]*);new;single;2;/, ";Edited;$1;new;single;6;");
    const before = await count();
    const p = await preview(csv);
    expect(p.plan.updated).toHaveLength(1);
    expect(p.plan.updated[0]!.changes.map(describeChange)).toEqual(["quantity 2 → 6", "price 89.00 → 84.00"]);
    expect(await get(id!)).toMatchObject({ unitPriceEur: "89.00", quantity: 2 });
    const done = await applyImport(t.db, p.id);
    expect(done).toEqual({ added: 0, updated: 1, conflicts: [] });
    expect(await get(id!)).toMatchObject({ unitPriceEur: "84.00", quantity: 6 });
    expect(await count()).toBe(before);
    // The same preview cannot be applied twice; the same file again changes nothing.
    await expect(applyImport(t.db, p.id)).rejects.toThrow(/already applied/);
    const again = (await applyImport(t.db, p.id).catch((e: unknown) => e)) as Refusal;
    expect(again.in(staffMessages("es")).message).toBe("Esta vista previa ya se aplicó o ha caducado: vuelve a pedirla");
    expect((await preview(csv)).plan).toMatchObject({ updated: [], unchanged: 1 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "tyre.import")).orderBy(desc(auditLog.id)).limit(1);
    // The audit entry keeps the changes as data, worded by /audit in the reader's language.
    expect(entry?.after).toEqual({
      added: 0,
      updated: 1,
      changes: [
        {
          tyreId: id,
          fields: [
            { field: "quantity", from: 2, to: 6 },
            { field: "unitPriceCents", from: 8900, to: 8400 },
          ],
        },
      ],
    });
  });

  it("matches by stock code, else EAN, never by description; refuses ambiguous and duplicate rows", async () => {
    const [a, b] = await add(
      `width,aspect,rim,load,speed,brand,unit_price_eur,ean\n205,55,16,91,V,Match,50.00,${EAN_B}\n205,55,16,91,V,Match,50.00,\n`,
    );
    const csv = [
      "stock_code;ean;width;aspect;rim;load_index;speed_rating;brand;unit_price_eur",
      `;${EAN_B};205;55;16;91;V;Match;55,00`, // by EAN: would update a, but its EAN is in row 4 too
      ";;205;55;16;91;V;Match;50,00", // same description, no code: a new tyre
      `${b};${EAN_B};205;55;16;91;V;Match;50,00`, // code of b, EAN of a: two tyres
      "T9ZZZZ;;205;55;16;91;V;Match;50,00", // unknown code
      `${b};;205;55;16;91;V;Match;51,00`,
      `${b};;205;55;16;91;V;Match;52,00`, // the same code twice
      ";4006381333932;205;55;16;91;V;Match;50,00", // wrong check digit
    ].join("\n");
    const p = await preview(csv);
    expect(p.plan.updated).toEqual([]);
    expect(p.plan.added.map((x) => x.row)).toEqual([3]);
    expect(p.plan.errors.map(rowWords)).toEqual([
      `Row 2: EAN ${EAN_B} appears more than once in the file (rows 2, 4)`,
      `Row 4: EAN ${EAN_B} appears more than once in the file (rows 2, 4)`,
      "Row 5: stock code 'T9ZZZZ' is not in the inventory",
      `Row 6: stock code ${b} appears more than once in the file (rows 4, 6, 7)`,
      `Row 7: stock code ${b} appears more than once in the file (rows 4, 6, 7)`,
      "Row 8: EAN check digit is wrong ('4006381333932')",
    ]);
    // Without the ambiguous rows, the EAN row updates a.
    const q = await preview(csv.split("\n").slice(0, 3).join("\n"));
    expect(q.plan.updated.map((u) => [u.row, u.id])).toEqual([[2, a]]);
  });

  it("refuses a row whose stock code and EAN name two different tyres", async () => {
    const [a, b] = await add(`width,aspect,rim,load,speed,brand,ean\n205,55,16,91,V,Two,5901234123457\n205,55,16,91,V,Two,\n`);
    const p = await preview(`stock_code,ean,unit_price_eur\n${b},5901234123457,70.00\n`);
    expect(p.plan.errors.map(rowWords)).toEqual([`Row 2: matches two tyres (stock code ${b}, EAN 5901234123457 of ${a})`]);
  });

  it("applies what it previewed: the counts agree", async () => {
    const ids = await add("width,aspect,rim,load,speed,brand,unit_price_eur\n" + "185,60,15,84,H,Agree,40.00\n".repeat(5));
    const csv = ["stock_code,unit_price_eur", ...ids.map((id, i) => `${id},${i < 3 ? "45.00" : "40.00"}`), ...[1, 2].map(() => "")].join(
      "\n",
    );
    const p = await preview(csv);
    expect(p.plan).toMatchObject({ added: [], unchanged: 2, errors: [] });
    const done = await applyImport(t.db, p.id);
    expect(done.updated).toBe(p.plan.updated.length);
    expect(done.added).toBe(p.plan.added.length);
    const rows = await t.db.select().from(tyres).where(inArray(tyres.id, ids));
    expect(rows.filter((r) => r.unitPriceEur === "45.00")).toHaveLength(3);
    // Columns absent from the file are left as they were.
    expect(rows.every((r) => r.brand === "Agree" && r.quantity === 1)).toBe(true);
  });

  it("leaves out a row whose tyre changed after the preview, with a message", async () => {
    const [id] = await add("width,aspect,rim,load,speed,brand,unit_price_eur\n215,60,16,99,V,Meanwhile,70.00\n");
    const p = await preview(`stock_code,unit_price_eur\n${id},75.00\n`);
    const row = await get(id!);
    await updateTyre(t.db, id!, { ...storedTyreInput(row), unitPriceCents: 7200 });
    const done = await applyImport(t.db, p.id);
    expect({ ...done, conflicts: done.conflicts.map(conflictWords) }).toEqual({
      added: 0,
      updated: 0,
      conflicts: [`Row 2: ${id} changed since the preview (unitPriceCents); not applied`],
    });
    expect((await get(id!)).unitPriceEur).toBe("72.00");
  });

  it("adds unknown tyres as not in stock (quantity 0, off sale), or skips them", async () => {
    const csv = `width,aspect,rim,load,speed,brand,quantity,unit_price_eur,ean\n175,65,14,82,T,Catalogue,8,55.00,${"9780201379624"}\n`;
    const skipped = await preview(csv, "skip");
    expect(skipped.plan).toMatchObject({ added: [], skipped: 1 });
    const p = await preview(csv, "not-in-stock");
    await applyImport(t.db, p.id);
    const [row] = await t.db.select().from(tyres).where(eq(tyres.brand, "Catalogue"));
    expect(row).toMatchObject({ quantity: 0, status: "sold", ean: "9780201379624" });
    // Importing the list again matches by EAN: nothing new.
    expect((await preview(csv, "not-in-stock")).plan).toMatchObject({ added: [], updated: [{ changes: [{ field: "quantity" }] }] });
  });

  it("reads a supplier's layout through a mapping, with a decimal comma", async () => {
    const [id] = await add(`width,aspect,rim,load,speed,brand,quantity,unit_price_eur,ean\n205,60,16,92,H,Mapped,2,80.00,5012345678900\n`);
    const csv = "Código EAN;Descripción;PVP;Existencias\n5012345678900;Whatever 205/60;1.079,50;7\n";
    const p = await preview(csv, "skip", { ean: "Código EAN", unit_price_eur: "PVP", quantity: "Existencias" });
    expect(p.plan.updated[0]!.changes.map(describeChange)).toEqual(["quantity 2 → 7", "price 80.00 → 1079.50"]);
    await applyImport(t.db, p.id);
    expect(await get(id!)).toMatchObject({ quantity: 7, unitPriceEur: "1079.50", brand: "Mapped" });
  });

  itRace(backend)("loses no update when two imports touching one tyre are applied at once", async () => {
    const [id] = await add("width,aspect,rim,load,speed,brand,quantity,unit_price_eur\n235,40,18,95,Y,Race,2,120.00\n");
    const one = await preview(`stock_code,unit_price_eur\n${id},110.00\n`);
    const two = await preview(`stock_code,quantity,unit_price_eur\n${id},5,130.00\n`);
    const results = await Promise.all([applyImport(t.db, one.id), applyImport(t.db, two.id)]);
    const applied = results.filter((r) => r.updated === 1);
    const refused = results.filter((r) => r.conflicts.length === 1);
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(conflictWords(refused[0]!.conflicts[0]!)).toMatch(/changed since the preview \(unitPriceCents\)/);
    const row = await get(id!);
    // Exactly the applied import's values: no mix of the two, nothing overwritten unseen.
    expect([
      ["110.00", 2],
      ["130.00", 5],
    ]).toContainEqual([row.unitPriceEur, row.quantity]);
  });
});
