// Button styles shared by <button>, <Link> and <a>.

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "dangerOutline" | "whatsapp";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-accent-500 text-slate-950 hover:bg-accent-600",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
  dangerOutline: "border border-red-200 bg-white text-red-700 hover:bg-red-50",
  whatsapp: "bg-green-700 text-white hover:bg-green-800",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** The back-office's compact buttons (forms, cards, dialogs): the same styles at the small size. */
export const primaryButton = buttonClasses("primary", "sm");
export const secondaryButton = buttonClasses("outline", "sm");
export const dangerButton = buttonClasses("danger", "sm");
