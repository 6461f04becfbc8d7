import { describe, expect, it } from "vitest";
import { fieldErrors, firstIssue } from "~/lib/form";
import { tyreInput } from "../../tests/helpers/factories";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { staffMessages } from "~/i18n/staff";
import { staffReservationSchema as reservationSchema, tyreFormSchema as formSchema, tyrePlainValues } from "./tyre-form";

const en = staffMessages("en").inventory;
const tyreFormSchema = (mode: "add" | "edit") => formSchema(mode, DEFAULT_SHOP_SETTINGS, en.fieldErrors);
const staffReservationSchema = reservationSchema(DEFAULT_SHOP_SETTINGS.depositCents, en.reserve.errors);

const valid = { width: "205", aspect: "55", rim: "16", loadIndex: "91", speedRating: "v", brand: " Michelin ", quantity: "2" };

describe("Add/Edit Tyre form", () => {
  it("applies the defaults and stores empty optional fields as null", () => {
    const r = tyreFormSchema("add").parse({ ...valid, model: "", location: "  ", notes: "" });
    // The test tyre is the form's defaults: new, single, 40.00 and 2.40, every optional field null.
    expect(r).toEqual(tyreInput({ model: null, quantity: 2 }));
  });

  it("requires width, aspect, rim, load index, speed rating, brand and quantity", () => {
    for (const field of ["width", "aspect", "rim", "loadIndex", "speedRating", "brand", "quantity"]) {
      const r = tyreFormSchema("add").safeParse({ ...valid, [field]: "" });
      expect(r.success, field).toBe(false);
      expect(Object.keys(fieldErrors(r.error!))).toContain(field);
    }
    const r = tyreFormSchema("add").safeParse({ ...valid, brand: "" });
    expect(firstIssue(r.error!)).toBe("Brand is required");
  });

  it("needs quantity >= 1 to add, but lets a sold tyre (quantity 0) be edited", () => {
    expect(tyreFormSchema("add").safeParse({ ...valid, quantity: "0" }).success).toBe(false);
    expect(tyreFormSchema("edit").parse({ ...valid, quantity: "0" }).quantity).toBe(0);
    expect(tyreFormSchema("add").safeParse({ ...valid, quantity: "1.5" }).success).toBe(false);
  });

  it("takes edited prices and refuses negative ones", () => {
    expect(tyreFormSchema("add").parse({ ...valid, unitPrice: "39,90", disposalFee: "0" })).toMatchObject({
      unitPriceCents: 3990,
      disposalFeeCents: 0,
    });
    expect(tyreFormSchema("add").safeParse({ ...valid, unitPrice: "-1" }).success).toBe(false);
  });

  it("reads season, marks and the EU label of a new tyre, refusing fuel class G, noise 300 dB and DOT week 60", () => {
    const now = new Date("2027-03-15T12:00:00Z");
    const schema = formSchema("add", DEFAULT_SHOP_SETTINGS, en.fieldErrors, now);
    expect(
      schema.parse({
        ...valid,
        season: "winter",
        runFlat: "on",
        threePmsf: "on",
        fuelClass: "C",
        wetGripClass: "B",
        noiseDb: "70",
        noiseClass: "A",
        eprel: "987654",
      }),
    ).toMatchObject({ season: "winter", runFlat: true, reinforced: false, threePmsf: true, fuelClass: "C", noiseDb: 70, eprel: "987654" });
    const bad = schema.safeParse({ ...valid, fuelClass: "G", noiseDb: "300" });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(fieldErrors(bad.error)).toMatchObject({
        fuelClass: "Fuel efficiency class must be a letter from A to E",
        noiseDb: "Noise must be a whole number of dB from 50 to 90",
      });
    const used = { ...valid, condition: "part-worn", dotCode: "6021", inspectionRef: "UNE-1", inspectionBy: "Gestor" };
    const dot = schema.safeParse(used);
    expect(dot.success).toBe(false);
    if (!dot.success) expect(fieldErrors(dot.error).dotCode).toMatch(/week 01-53/);
    expect(schema.safeParse({ ...used, dotCode: "0128" }).success).toBe(false); // the future
    expect(schema.parse({ ...used, dotCode: "2321", fuelClass: "A" })).toMatchObject({
      dotCode: "2321",
      inspectionRef: "UNE-1",
      inspectionBy: "Gestor",
      fuelClass: null, // the EU label belongs to new tyres
    });
  });

  it("keeps tread depth and DOT code for part-worn tyres, validated", () => {
    const used = { ...valid, condition: "part-worn", treadDepthMm: "5,5", dotCode: "0523" };
    expect(tyreFormSchema("add").parse(used)).toMatchObject({ treadDepthMm: "5.5", dotCode: "0523" });
    expect(tyreFormSchema("add").safeParse({ ...used, dotCode: "5423" }).success).toBe(false);
    expect(tyreFormSchema("add").safeParse({ ...used, treadDepthMm: "31" }).success).toBe(false);
    expect(tyreFormSchema("add").safeParse({ ...used, treadDepthMm: "5.55" }).success).toBe(false);
    // A new tyre keeps its DOT date (checked as strictly); tread depth is meaningless for it and dropped.
    expect(tyreFormSchema("add").parse({ ...valid, treadDepthMm: "5", dotCode: "4525" })).toMatchObject({
      treadDepthMm: null,
      dotCode: "4525",
    });
    expect(tyreFormSchema("edit").parse({ ...valid, dotCode: "0125" })).toMatchObject({ condition: "new", dotCode: "0125" });
    const bad = tyreFormSchema("add").safeParse({ ...valid, dotCode: "zz" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(fieldErrors(bad.error).dotCode).toMatch(/week 01-53/);
  });

  it("refuses unknown condition and type values and odd sizes", () => {
    expect(tyreFormSchema("add").safeParse({ ...valid, condition: "used" }).success).toBe(false);
    expect(tyreFormSchema("add").safeParse({ ...valid, pairType: "trio" }).success).toBe(false);
    expect(tyreFormSchema("add").safeParse({ ...valid, rim: "99" }).success).toBe(false);
    expect(tyreFormSchema("add").safeParse({ ...valid, imageUrl: "javascript:alert(1)" }).success).toBe(false);
  });
});

describe("a tyre's plain values", () => {
  it("are every field but the amounts, from the form's input or a stored row, and nothing else", () => {
    const input = tyreFormSchema("add").parse({ ...valid, condition: "part-worn", treadDepthMm: "5", dotCode: "0523", ean: "" });
    const { unitPriceCents: _price, disposalFeeCents: _fee, costCents: _cost, ...plain } = input;
    expect(tyrePlainValues(input)).toEqual(plain);
    // A stored row carries its id, status and amounts as numeric text: none of them is a plain value.
    const row = { ...plain, id: "T00001", status: "available", unitPriceEur: "40.00", disposalFeeEurPerTyre: "2.40", costEur: null };
    expect(tyrePlainValues(row)).toEqual(plain);
  });
});

describe("staff reservation form", () => {
  it("requires a client name ('Client name is required')", () => {
    const r = staffReservationSchema.safeParse({ tyreId: "T00001", clientName: "   " });
    expect(r.success).toBe(false);
    expect(firstIssue(r.error!)).toBe("Client name is required");
  });

  it("defaults the deposit to 20.00 and stores empty optional fields as null", () => {
    expect(staffReservationSchema.parse({ tyreId: "T00001", clientName: " Ana ", contactNumber: "", deposit: "" })).toEqual({
      tyreId: "T00001",
      clientName: "Ana",
      contactNumber: null,
      email: null,
      vehicleReg: null,
      dateToFit: null,
      timeToFit: null,
      notes: null,
      depositCents: 2000,
      // Paid in cash unless the clerk says card or transfer.
      depositMethod: "cash",
      quantity: 1,
    });
    expect(staffReservationSchema.parse({ tyreId: "T00001", clientName: "Ana", deposit: "0" }).depositCents).toBe(0);
  });

  it("reads the units to hold: one when empty, a whole number from 1, anything else refused", () => {
    expect(staffReservationSchema.parse({ tyreId: "T00001", clientName: "Ana", quantity: "3" }).quantity).toBe(3);
    for (const bad of ["0", "-1", "1.5", "two", "1000"])
      expect(staffReservationSchema.safeParse({ tyreId: "T00001", clientName: "Ana", quantity: bad }).success).toBe(false);
  });

  it("refuses a bad deposit, e-mail or date", () => {
    expect(staffReservationSchema.safeParse({ tyreId: "T1", clientName: "A", deposit: "-3" }).success).toBe(false);
    expect(staffReservationSchema.safeParse({ tyreId: "T1", clientName: "A", email: "nope" }).success).toBe(false);
    expect(staffReservationSchema.safeParse({ tyreId: "T1", clientName: "A", dateToFit: "2026-13-45" }).success).toBe(false);
  });
});

describe("date to fit", () => {
  it("accepts real calendar dates only", async () => {
    const { isCalendarDate } = await import("./field-rules");
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-02-01")).toBe(false);
  });
});
