// A short label in a pill: a status, a kind, a count. Every badge of the shop has this one shape;
// what differs is its tone.
import type { HTMLAttributes } from "react";
import type { TyreStatus } from "~/domain/tyre";

export type BadgeTone = "neutral" | "brand" | "green" | "amber" | "red" | "sky" | "blue" | "violet" | "rose" | "teal" | "lime";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-900",
  green: "bg-green-100 text-green-900",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-900",
  sky: "bg-sky-100 text-sky-900",
  blue: "bg-blue-100 text-blue-900",
  violet: "bg-violet-100 text-violet-900",
  rose: "bg-rose-100 text-rose-900",
  teal: "bg-teal-100 text-teal-900",
  lime: "bg-lime-100 text-lime-900",
};

export function Badge({ tone = "neutral", className = "", ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-current/20 ring-inset ${tones[tone]} ${className}`}
      {...props}
    />
  );
}

/** Status colours: available green, reserved amber, sold red. */
export const STATUS_TONE: Record<TyreStatus, BadgeTone> = { available: "green", reserved: "amber", sold: "red" };
