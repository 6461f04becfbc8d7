// Repricing many tyres at once: set a price, raise or lower by a percentage or an amount, or
// price from the cost (cost + X % + Y EUR), then round to .00, .90 or .95. Pure; the server
// applies it to the tyres of the inventory's filter.
import { z } from "zod";
import { textField } from "~/lib/form";
import { type Cents, parseCents } from "./money";

export const REPRICE_MODES = ["set", "raise", "lower", "margin"] as const;
export const ROUNDINGS = ["none", "00", "90", "95"] as const;
export type RepriceMode = (typeof REPRICE_MODES)[number];
export type Rounding = (typeof ROUNDINGS)[number];

export interface RepriceRule {
  mode: RepriceMode;
  /** raise / lower: by a percentage (basis points, 1000 = 10 %) or by an amount in cents. */
  percent: boolean;
  /** set: the price; raise / lower: the amount or basis points; margin: the percentage in basis points. */
  value: number;
  /** margin only: the amount added after the percentage, in cents. */
  plusCents: Cents;
  rounding: Rounding;
}

/** The nearest price ending in the rounding's cents (never below 0): 84.37 -> 84.00 / 83.90 / 83.95. */
export function roundPrice(cents: Cents, rounding: Rounding): Cents {
  if (rounding === "none") return Math.round(cents);
  const end = Number(rounding);
  return Math.max(0, Math.round((cents - end) / 100) * 100 + end);
}

/** The tyre's new price under the rule, or null when the rule cannot price it (margin without a cost). */
export function repricedCents(oldCents: Cents, costCents: Cents | null, rule: RepriceRule): Cents | null {
  let c: number;
  switch (rule.mode) {
    case "set":
      c = rule.value;
      break;
    case "raise":
      c = rule.percent ? oldCents * (1 + rule.value / 10_000) : oldCents + rule.value;
      break;
    case "lower":
      c = rule.percent ? oldCents * (1 - rule.value / 10_000) : oldCents - rule.value;
      break;
    case "margin":
      if (costCents == null) return null;
      c = costCents * (1 + rule.value / 10_000) + rule.plusCents;
      break;
  }
  return roundPrice(Math.round(c), rule.rounding);
}

/** The reprice form's and service's messages: the words are the staff catalogue's (reprice.messages). */
export interface RepriceMessages {
  amount: (label: string) => string;
  value: string;
  plus: string;
  chooseMode: string;
  chooseRounding: string;
  enterValue: string;
  noMatch: string;
  notAboveZero: (id: string, price: string) => string;
}

const amount = (m: RepriceMessages, label: string) =>
  textField().superRefine((s, ctx) => {
    const c = s === "" ? 0 : parseCents(s);
    if (c == null || c < 0 || c > 9_999_999) ctx.addIssue({ code: "custom", message: m.amount(label) });
  });

/** The reprice form: mode, by (percent or amount), value, plus (margin's amount), rounding. */
export const repriceSchemaIn = (m: RepriceMessages) =>
  z
    .object({
      mode: z.enum(REPRICE_MODES, m.chooseMode),
      by: z.preprocess((v) => v || "percent", z.enum(["percent", "amount"])),
      value: amount(m, m.value),
      plus: amount(m, m.plus),
      rounding: z.preprocess((v) => v || "none", z.enum(ROUNDINGS, m.chooseRounding)),
    })
    .superRefine((v, ctx) => {
      if (v.value === "") ctx.addIssue({ code: "custom", path: ["value"], message: m.enterValue });
    })
    .transform((v): RepriceRule => ({
      mode: v.mode,
      percent: v.mode === "margin" || (v.mode !== "set" && v.by === "percent"),
      value: parseCents(v.value) ?? 0,
      plusCents: v.mode === "margin" ? (parseCents(v.plus) ?? 0) : 0,
      rounding: v.rounding,
    }));

/** "+10 %", "set 79.00", "cost + 30 % + 5.00", with the rounding. */
export function describeRule(rule: RepriceRule): string {
  const money = (c: number) => (c / 100).toFixed(2);
  const pct = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, "")} %`;
  const what =
    rule.mode === "set"
      ? `set to ${money(rule.value)}`
      : rule.mode === "margin"
        ? `cost + ${pct(rule.value)} + ${money(rule.plusCents)}`
        : `${rule.mode} by ${rule.percent ? pct(rule.value) : money(rule.value)}`;
  return rule.rounding === "none" ? what : `${what}, rounded to .${rule.rounding}`;
}
