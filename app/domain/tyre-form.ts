// The staff Add/Edit Tyre form and the staff Reserve Tyre form: one zod schema each, used by the
// dialogs for early feedback and by the inventory action for the validation that counts.
// Form values arrive as strings (FormData); the schemas output clean typed values in cents. What an
// empty price, fee or deposit becomes is the shop's setting, passed in by the caller.
import { z } from "zod";
import { formText, optionalText, requiredText, textField } from "~/lib/form";
import { isCalendarDate, isEmail, isPhone } from "./field-rules";
import { parseCents, type Cents } from "./money";
import { type DefaultPricing, defaultUnitPriceCents } from "./pricing";
import { PAIR_TYPES, TYRE_CONDITIONS as CONDITIONS, type PairType, type TyreDescription } from "./tyre";
import { eanDigits, eanProblem } from "./ean";
import { dotCodeProblem, readTyreData, type TyreData } from "./tyre-data";

/** Size and value limits shared by the form and the CSV import (wider than what the shop sells). */
export const LIMITS = {
  width: [100, 400],
  aspect: [20, 95],
  rim: [10, 30],
  quantity: 9999,
  maxPriceCents: 9_999_999, // numeric(10,2) holds more; nobody sells a tyre for 100,000 €
  treadDepth: [0, 30],
} as const;

export const LOAD_INDEX = /^\d{2,3}(\/\d{2,3})?$/;
export const SPEED_RATING = /^[A-Z]{1,2}$/;
export const TREAD_DEPTH = /^\d{1,2}([.,]\d)?$/;

/** What the server stores for a tyre, whatever the source (form, duplicate, CSV). */
export interface TyreInput extends TyreDescription, TyreData {
  pairType: PairType;
  quantity: number;
  unitPriceCents: Cents;
  disposalFeeCents: Cents;
  location: string | null;
  notes: string | null;
  imageUrl: string | null;
  /** "5.5" or null; only kept for part-worn tyres. */
  treadDepthMm: string | null;
  /** "0524" or null; only kept for part-worn tyres. */
  dotCode: string | null;
  /** EAN-13 of the label (check digit verified), or null. */
  ean: string | null;
  /**
   * What the shop paid per unit, or null when not recorded. Left out (undefined): the stored cost
   * stays as it is (a role that may not see cost prices saves the tyre without them).
   */
  costCents?: Cents | null;
}

// Every text field is read by the one form rule (app/lib/form.ts): NUL dropped, trimmed.
const text = formText;

const requiredInt = (label: string, [min, max]: readonly [number, number]) =>
  z
    .preprocess(text, z.string().min(1, `${label} is required`).regex(/^\d+$/, `${label} must be a whole number`))
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`));

const optional = (label: string, max: number) => optionalText(max, `${label} must be at most ${max} characters`);

const money = (label: string) =>
  z.preprocess(text, z.string()).superRefine((s, ctx) => {
    if (s === "") return;
    const c = parseCents(s);
    if (c == null || c < 0 || c > LIMITS.maxPriceCents)
      ctx.addIssue({ code: "custom", message: `${label} must be an amount from 0.00 to 99999.99` });
  });

/**
 * `pricing`: the shop's price table and disposal fee, for a price or fee left empty; `now`: the
 * date a DOT code may not be later than.
 */
export function tyreFormSchema(mode: "add" | "edit", pricing: DefaultPricing, now: Date = new Date()) {
  const minQuantity = mode === "add" ? 1 : 0; // a sold tyre (quantity 0) can still be edited
  return z
    .object({
      width: requiredInt("Width", LIMITS.width),
      aspect: requiredInt("Aspect", LIMITS.aspect),
      rim: requiredInt("Rim", LIMITS.rim),
      loadIndex: z.preprocess(
        text,
        z.string().min(1, "Load index is required").regex(LOAD_INDEX, "Load index must look like 91 or 104/102"),
      ),
      speedRating: z
        .preprocess(text, z.string().min(1, "Speed rating is required"))
        .transform((s) => s.toUpperCase())
        .pipe(z.string().regex(SPEED_RATING, "Speed rating must be one or two letters, like V")),
      brand: z.preprocess(text, z.string().min(1, "Brand is required").max(60, "Brand must be at most 60 characters")),
      model: optional("Model", 100),
      condition: z.preprocess((v) => text(v) || "new", z.enum(CONDITIONS, "Condition must be new or part-worn")),
      pairType: z.preprocess((v) => text(v) || "single", z.enum(PAIR_TYPES, "Type must be single or pair")),
      quantity: requiredInt("Quantity", [minQuantity, LIMITS.quantity]),
      unitPrice: money("Unit price"),
      disposalFee: money("Disposal fee"),
      location: optional("Location", 60),
      notes: optional("Notes", 1000),
      imageUrl: optional("Image URL", 500).refine(
        (s) => s == null || /^(https?:\/\/|\/)[^\s"'<>]+$/.test(s),
        "Image URL must start with https:// or /",
      ),
      treadDepthMm: z.preprocess(text, z.string()),
      dotCode: z.preprocess(text, z.string()),
      ean: z
        .preprocess((v) => eanDigits(text(v)), z.string())
        .superRefine((s, ctx) => {
          const problem = s === "" ? null : eanProblem(s);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
      costPrice: money("Cost price"),
      // Season, marks, EU label and inspection document: checked by readTyreData below.
      season: textField(),
      runFlat: textField(),
      reinforced: textField(),
      mudSnow: textField(),
      threePmsf: textField(),
      fuelClass: textField(),
      wetGripClass: textField(),
      noiseDb: textField(),
      noiseClass: textField(),
      eprel: textField(),
      inspectionRef: textField(),
      inspectionBy: textField(),
    })
    .superRefine((v, ctx) => {
      const data = readTyreData(v, v.condition);
      if (!data.ok) for (const [path, message] of Object.entries(data.errors)) ctx.addIssue({ code: "custom", path: [path], message });
      if (v.condition !== "part-worn") return;
      if (v.treadDepthMm !== "") {
        const n = Number(v.treadDepthMm.replace(",", "."));
        if (!TREAD_DEPTH.test(v.treadDepthMm) || n < 0 || n > 30)
          ctx.addIssue({ code: "custom", path: ["treadDepthMm"], message: "Tread depth must be 0 to 30 mm with at most one decimal" });
      }
      const dotProblem = v.dotCode === "" ? null : dotCodeProblem(v.dotCode, now);
      if (dotProblem) ctx.addIssue({ code: "custom", path: ["dotCode"], message: dotProblem });
    })
    .transform((v): TyreInput => {
      const partWorn = v.condition === "part-worn";
      return {
        brand: v.brand,
        model: v.model,
        width: v.width,
        aspect: v.aspect,
        rim: v.rim,
        loadIndex: v.loadIndex,
        speedRating: v.speedRating,
        condition: v.condition,
        pairType: v.pairType,
        quantity: v.quantity,
        unitPriceCents: v.unitPrice === "" ? defaultUnitPriceCents(pricing.priceTable, v.rim, v.speedRating) : parseCents(v.unitPrice)!,
        disposalFeeCents: v.disposalFee === "" ? pricing.disposalFeeCents : parseCents(v.disposalFee)!,
        location: v.location,
        notes: v.notes,
        imageUrl: v.imageUrl,
        treadDepthMm: partWorn && v.treadDepthMm !== "" ? Number(v.treadDepthMm.replace(",", ".")).toFixed(1) : null,
        dotCode: partWorn && v.dotCode !== "" ? v.dotCode : null,
        ean: v.ean === "" ? null : v.ean,
        costCents: v.costPrice === "" ? null : parseCents(v.costPrice)!,
        ...(readTyreData(v, v.condition) as { ok: true; data: TyreData }).data,
      };
    });
}

export interface StaffReservationInput {
  tyreId: string;
  clientName: string;
  contactNumber: string | null;
  email: string | null;
  vehicleReg: string | null;
  dateToFit: string | null;
  notes: string | null;
  depositCents: Cents;
  /** Units to hold; whether that many are on sale is the server's check. */
  quantity: number;
}

/** `defaultDepositCents`: the shop's deposit, for a deposit left empty. */
export const staffReservationSchema = (defaultDepositCents: Cents) =>
  z
    .object({
      tyreId: z.preprocess(text, z.string().min(1, "Tyre is required").max(20)),
      clientName: z.preprocess(text, z.string().min(1, "Client name is required").max(120, "Client name must be at most 120 characters")),
      contactNumber: optional("Contact number", 40).refine((s) => s == null || isPhone(s), "Contact number must be a phone number"),
      email: optional("Email", 254).refine((s) => s == null || isEmail(s), "Email must be a valid email address"),
      vehicleReg: optional("Vehicle registration", 20),
      dateToFit: optional("Date to fit", 10).refine((s) => s == null || isCalendarDate(s), "Date to fit must be a date"),
      notes: optional("Notes", 1000),
      deposit: z.preprocess(text, z.string()).superRefine((s, ctx) => {
        if (s === "") return;
        const c = parseCents(s);
        if (c == null || c < 0 || c > 1_000_000)
          ctx.addIssue({ code: "custom", message: "Deposit must be an amount from 0.00 to 10000.00" });
      }),
      quantity: z.preprocess(
        (v) => (text(v) === "" ? 1 : /^\d{1,3}$/.test(text(v)) ? Number(text(v)) : Number.NaN),
        z
          .number({ message: "Units must be a whole number from 1" })
          .int("Units must be a whole number from 1")
          .min(1, "Units must be a whole number from 1")
          .max(999, "Units must be at most 999"),
      ),
    })
    .transform((v): StaffReservationInput => ({
      tyreId: v.tyreId,
      clientName: v.clientName,
      contactNumber: v.contactNumber,
      email: v.email,
      vehicleReg: v.vehicleReg,
      dateToFit: v.dateToFit,
      notes: v.notes,
      depositCents: v.deposit === "" ? defaultDepositCents : parseCents(v.deposit)!,
      quantity: v.quantity,
    }));

const tyreIdField = requiredText(20, "missing tyre id", "missing tyre id");
/** The inventory's forms that name one tyre: duplicate, edit (with the tyre form), mark sold or available. */
export const tyreIdForm = z.object({ id: tyreIdField });
export const tyreStatusForm = z.object({
  id: tyreIdField,
  status: z.enum(["available", "sold"], "Use the Reserve dialog to reserve a tyre"),
});
