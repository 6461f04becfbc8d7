import type { HTMLAttributes } from "react";
import type { TyreStatus } from "~/domain/tyre";

export type BadgeTone = "neutral" | "brand" | "green" | "amber" | "red" | "blue";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-900",
  green: "bg-green-100 text-green-900",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-900",
  blue: "bg-sky-100 text-sky-900",
};

export function Badge({ tone = "neutral", className = "", ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`} {...props} />
  );
}

/** Status colours: available green, reserved amber, sold red. */
export const STATUS_TONE: Record<TyreStatus, BadgeTone> = { available: "green", reserved: "amber", sold: "red" };
