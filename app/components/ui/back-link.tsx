// The way back from a staff screen to the list or screen it came from ("← Invoices"): an arrow
// and the place's name, hidden on paper.
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { secondaryButton } from "./button";

export function BackLink({ to, children, className = "" }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={`no-print ${secondaryButton} min-h-11 ${className}`}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> {children}
    </Link>
  );
}
