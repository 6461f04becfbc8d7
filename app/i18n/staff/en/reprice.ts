import { describeRule } from "~/domain/reprice";
import type reprice from "../es/reprice";

const en = {
  title: "Reprice tyres",
  matching: (n: number) => `${n} ${n === 1 ? "tyre matches" : "tyres match"} the inventory's filter`,
  noFilter: " (no filter: every tyre)",
  back: "Back to the inventory",
  ruleChanged: "The rule changed since the preview: preview it again",
  changed: (n: number) => `${n} prices changed`,
  wouldChange: (n: number) => `${n} prices would change`,
  failed: "Failed to reprice, nothing was changed",
  /** The reprice form's and service's messages. */
  messages: {
    amount: (label: string) => `${label} must be an amount from 0 to 99999.99`,
    value: "The value",
    plus: "The amount added",
    chooseMode: "Choose how to change the prices",
    chooseRounding: "Choose a rounding",
    enterValue: "Enter a value",
    noMatch: "No tyre matches this filter: nothing to reprice",
    notAboveZero: (id: string, price: string) => `${id} would cost ${price}: a price must stay above 0`,
  },
  rule: describeRule,
  form: {
    change: "Change",
    modes: { set: "Set the price to", raise: "Raise by", lower: "Lower by", margin: "Cost price + margin" },
    by: "By",
    percent: "Percentage (%)",
    amount: "Amount (€)",
    price: "Price (€)",
    margin: "Margin (%)",
    value: "Value",
    plus: "Plus (€ per tyre)",
    rounding: "Rounding",
    roundings: { none: "None", "00": "To .00", "90": "To .90", "95": "To .95" },
    preview: "Preview",
    apply: "Apply",
  },
  preview: {
    applied: "Applied",
    preview: "Preview",
    tyres: (n: number) => `${n} ${n === 1 ? "tyre" : "tyres"}`,
    oneOfEach: "One of each:",
    withoutCost: (n: number) => ` · ${n} without a cost price left as they are`,
    more: (n: number) => `…and ${n} more.`,
  },
} satisfies typeof reprice;

export default en;
