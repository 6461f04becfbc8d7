// The checkout with nothing in the basket: a way to the inventory, and the cards that sell
// without tyres (services, free lines), given as children.
import { ShoppingCart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryButton } from "~/components/ui/button";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export function EmptyBasket({ children }: { children: ReactNode }) {
  const t = useStaffText().checkout;
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <ShoppingCart aria-hidden className="h-12 w-12 text-slate-400" />
      <p className="text-lg font-semibold">{t.emptyBasket}</p>
      <Link to={staffPath("inventory")} className={primaryButton}>
        {t.browseInventory}
      </Link>
      <p className="text-sm text-slate-600">{t.servicesAlone}</p>
      <div className="w-full max-w-2xl space-y-4 text-left">{children}</div>
    </div>
  );
}
