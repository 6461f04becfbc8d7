// The staff Add/Edit Tyre form and the staff Reserve Tyre form: one zod schema each, used by the
// dialogs for early feedback and by the inventory action for the validation that counts.
// Form values arrive as strings (FormData); the schemas output clean typed values in cents. What an
// empty price, fee or deposit becomes is the shop's setting, passed in by the caller.
import type { PaymentMethod } from "./invoice";
import { z } from "zod";
import { formText, optionalText, requiredText, textField } from "~/lib/form";
import { isCalendarDate, isEmail, isPhone } from "./field-rules";
import { parseCents, type Cents } from "./money";
import { type DefaultPricing, defaultUnitPriceCents } from "./pricing";
import { PAIR_TYPES, TYRE_CONDITIONS as CONDITIONS, type PairType, type TyreDescription, tyreDescription } from "./tyre";
import { say } from "~/lib/reason";
import { type EanMessages, eanDigits, eanProblem } from "./ean";
import {
  type DotMessages,
  dotCodeProblem,
  EMPTY_TYRE_DATA,
  readTyreData,
  type TyreData,
  type TyreDataField,
  type TyreDataMessages,
} from "./tyre-data";

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
  /** "0524" (week and year the tyre was made) or null; kept for new and part-worn tyres. */
  dotCode: string | null;
  /** EAN-13 of the label (check digit verified), or null. */
  ean: string | null;
  /**
   * What the shop paid per unit, or null when not recorded. Left out (undefined): the stored cost
   * stays as it is (a role that may not see cost prices saves the tyre without them).
   */
  costCents?: Cents | null;
}

/** Besides its description and data, what a tyre's row holds as it is given. */
const PLAIN_FIELDS = ["pairType", "quantity", "location", "notes", "imageUrl", "treadDepthMm", "dotCode", "ean"] as const;
const DATA_FIELDS = Object.keys(EMPTY_TYRE_DATA) as TyreDataField[];

/** A tyre's values but its amounts (cents here, numeric text like "89.90" in its row): the same on both sides. */
export type TyrePlainValues = Pick<TyreInput, keyof TyreDescription | TyreDataField | (typeof PLAIN_FIELDS)[number]>;

/**
 * The plain values of a tyre, from what is about to be stored or from a stored row: every field but
 * the amounts, which each side converts; anything else `t` holds is left out.
 */
export function tyrePlainValues(t: TyrePlainValues): TyrePlainValues {
  const rest = Object.fromEntries([...PLAIN_FIELDS, ...DATA_FIELDS].map((f) => [f, t[f]]));
  return { ...tyreDescription(t), ...(rest as Omit<TyrePlainValues, keyof TyreDescription>) };
}

// Every text field is read by the one form rule (app/lib/form.ts): NUL dropped, trimmed.
const text = formText;

/** The tyre form's field messages: the words are the staff catalogue's (inventory.fieldErrors). */
export interface TyreFormMessages {
  labels: {
    width: string;
    aspect: string;
    rim: string;
    quantity: string;
    model: string;
    unitPrice: string;
    disposalFee: string;
    costPrice: string;
    location: string;
    notes: string;
    imageUrl: string;
  };
  required: (label: string) => string;
  wholeNumber: (label: string) => string;
  between: (label: string, min: number, max: number) => string;
  atMost: (label: string, max: number) => string;
  amount: (label: string) => string;
  loadIndexRequired: string;
  loadIndexFormat: string;
  speedRatingRequired: string;
  speedRatingFormat: string;
  brandRequired: string;
  brandTooLong: string;
  condition: string;
  pairType: string;
  imageUrl: string;
  treadDepth: string;
  /** The season, marks, EU label and inspection document (tyre-data.ts). */
  data: TyreDataMessages;
  ean: EanMessages;
  dot: DotMessages;
}

const requiredInt = (m: TyreFormMessages, label: string, [min, max]: readonly [number, number]) =>
  z
    .preprocess(text, z.string().min(1, m.required(label)).regex(/^\d+$/, m.wholeNumber(label)))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, m.between(label, min, max))
        .max(max, m.between(label, min, max)),
    );

const optional = (label: string, max: number, m: Pick<TyreFormMessages, "atMost">) => optionalText(max, m.atMost(label, max));

const money = (m: TyreFormMessages, label: string) =>
  z.preprocess(text, z.string()).superRefine((s, ctx) => {
    if (s === "") return;
    const c = parseCents(s);
    if (c == null || c < 0 || c > LIMITS.maxPriceCents) ctx.addIssue({ code: "custom", message: m.amount(label) });
  });

/**
 * `pricing`: the shop's price table and disposal fee, for a price or fee left empty; `m`: the
 * field messages in the reader's language; `now`: the date a DOT code may not be later than.
 */
export function tyreFormSchema(mode: "add" | "edit", pricing: DefaultPricing, m: TyreFormMessages, now: Date = new Date()) {
  const l = m.labels;
  const minQuantity = mode === "add" ? 1 : 0; // a sold tyre (quantity 0) can still be edited
  return z
    .object({
      width: requiredInt(m, l.width, LIMITS.width),
      aspect: requiredInt(m, l.aspect, LIMITS.aspect),
      rim: requiredInt(m, l.rim, LIMITS.rim),
      loadIndex: z.preprocess(text, z.string().min(1, m.loadIndexRequired).regex(LOAD_INDEX, m.loadIndexFormat)),
      speedRating: z
        .preprocess(text, z.string().min(1, m.speedRatingRequired))
        .transform((s) => s.toUpperCase())
        .pipe(z.string().regex(SPEED_RATING, m.speedRatingFormat)),
      brand: z.preprocess(text, z.string().min(1, m.brandRequired).max(60, m.brandTooLong)),
      model: optional(l.model, 100, m),
      condition: z.preprocess((v) => text(v) || "new", z.enum(CONDITIONS, m.condition)),
      pairType: z.preprocess((v) => text(v) || "single", z.enum(PAIR_TYPES, m.pairType)),
      quantity: requiredInt(m, l.quantity, [minQuantity, LIMITS.quantity]),
      unitPrice: money(m, l.unitPrice),
      disposalFee: money(m, l.disposalFee),
      location: optional(l.location, 60, m),
      notes: optional(l.notes, 1000, m),
      imageUrl: optional(l.imageUrl, 500, m).refine((s) => s == null || /^(https?:\/\/|\/)[^\s"'<>]+$/.test(s), m.imageUrl),
      treadDepthMm: z.preprocess(text, z.string()),
      dotCode: z.preprocess(text, z.string()),
      ean: z
        .preprocess((v) => eanDigits(text(v)), z.string())
        .superRefine((s, ctx) => {
          const problem = s === "" ? null : eanProblem(s);
          if (problem) ctx.addIssue({ code: "custom", message: say(m.ean, problem) });
        }),
      costPrice: money(m, l.costPrice),
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
      if (!data.ok) for (const field of data.refused) ctx.addIssue({ code: "custom", path: [field], message: m.data[field] });
      // Every tyre may carry its DOT date; only a part-worn one its tread depth.
      const dotProblem = v.dotCode === "" ? null : dotCodeProblem(v.dotCode, now);
      if (dotProblem) ctx.addIssue({ code: "custom", path: ["dotCode"], message: say(m.dot, dotProblem) });
      if (v.condition !== "part-worn") return;
      if (v.treadDepthMm !== "") {
        const n = Number(v.treadDepthMm.replace(",", "."));
        if (!TREAD_DEPTH.test(v.treadDepthMm) || n < 0 || n > 30)
          ctx.addIssue({ code: "custom", path: ["treadDepthMm"], message: m.treadDepth });
      }
    })
    .transform((v): TyreInput => {
      const partWorn = v.condition === "part-worn";
      return {
        ...tyreDescription(v),
        pairType: v.pairType,
        quantity: v.quantity,
        unitPriceCents: v.unitPrice === "" ? defaultUnitPriceCents(pricing.priceTable, v.rim, v.speedRating) : parseCents(v.unitPrice)!,
        disposalFeeCents: v.disposalFee === "" ? pricing.disposalFeeCents : parseCents(v.disposalFee)!,
        location: v.location,
        notes: v.notes,
        imageUrl: v.imageUrl,
        treadDepthMm: partWorn && v.treadDepthMm !== "" ? Number(v.treadDepthMm.replace(",", ".")).toFixed(1) : null,
        dotCode: v.dotCode === "" ? null : v.dotCode,
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
  /** A fitting time (HH:MM) on the date to fit: the appointment is booked with the reservation. */
  timeToFit: string | null;
  notes: string | null;
  depositCents: Cents;
  /** How the deposit was paid (cash unless the clerk says card or transfer). */
  depositMethod: PaymentMethod;
  /** Units to hold; whether that many are on sale is the server's check. */
  quantity: number;
}

/** The staff reserve dialog's field messages: the words are the staff catalogue's (inventory.reserve.errors). */
export interface StaffReservationMessages {
  labels: {
    contactNumber: string;
    email: string;
    vehicleReg: string;
    dateToFit: string;
    notes: string;
  };
  atMost: (label: string, max: number) => string;
  tyreRequired: string;
  clientNameRequired: string;
  clientNameTooLong: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  timeNeedsDate: string;
  timeNeedsPhone: string;
  deposit: string;
  depositMethod: string;
  units: string;
  unitsMax: string;
}

/** `defaultDepositCents`: the shop's deposit, for a deposit left empty. */
export const staffReservationSchema = (defaultDepositCents: Cents, m: StaffReservationMessages) =>
  z
    .object({
      tyreId: z.preprocess(text, z.string().min(1, m.tyreRequired).max(20)),
      clientName: z.preprocess(text, z.string().min(1, m.clientNameRequired).max(120, m.clientNameTooLong)),
      contactNumber: optional(m.labels.contactNumber, 40, m).refine((s) => s == null || isPhone(s), m.phone),
      email: optional(m.labels.email, 254, m).refine((s) => s == null || isEmail(s), m.email),
      vehicleReg: optional(m.labels.vehicleReg, 20, m),
      dateToFit: optional(m.labels.dateToFit, 10, m).refine((s) => s == null || isCalendarDate(s), m.date),
      timeToFit: z.preprocess(
        (v) => text(v) || null,
        z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time)
          .nullable(),
      ),
      notes: optional(m.labels.notes, 1000, m),
      deposit: z.preprocess(text, z.string()).superRefine((s, ctx) => {
        if (s === "") return;
        const c = parseCents(s);
        if (c == null || c < 0 || c > 1_000_000) ctx.addIssue({ code: "custom", message: m.deposit });
      }),
      quantity: z.preprocess(
        (v) => (text(v) === "" ? 1 : /^\d{1,3}$/.test(text(v)) ? Number(text(v)) : Number.NaN),
        z.number({ message: m.units }).int(m.units).min(1, m.units).max(999, m.unitsMax),
      ),
      depositMethod: z.preprocess((v) => text(v) || "cash", z.enum(["cash", "card", "transfer"], { error: m.depositMethod })),
    })
    .superRefine((v, ctx) => {
      // A fitting time is an appointment: it needs its day and a phone to reach the customer.
      if (v.timeToFit && !v.dateToFit) ctx.addIssue({ code: "custom", path: ["timeToFit"], message: m.timeNeedsDate });
      else if (v.timeToFit && !v.contactNumber) ctx.addIssue({ code: "custom", path: ["contactNumber"], message: m.timeNeedsPhone });
    })
    .transform((v): StaffReservationInput => ({
      tyreId: v.tyreId,
      clientName: v.clientName,
      contactNumber: v.contactNumber,
      email: v.email,
      vehicleReg: v.vehicleReg,
      dateToFit: v.dateToFit,
      timeToFit: v.timeToFit,
      notes: v.notes,
      depositCents: v.deposit === "" ? defaultDepositCents : parseCents(v.deposit)!,
      depositMethod: v.depositMethod,
      quantity: v.quantity,
    }));

const tyreIdField = requiredText(20, "missing tyre id", "missing tyre id");
/** The inventory's forms that name one tyre: duplicate, edit (with the tyre form), mark sold or available. */
export const tyreIdForm = z.object({ id: tyreIdField });
/** `useReserve`: the refusal of a status the menu does not offer (reserving goes through the Reserve dialog). */
export const tyreStatusForm = (useReserve: string) => z.object({ id: tyreIdField, status: z.enum(["available", "sold"], useReserve) });
