// The inventory's heading and its actions: download the filtered stock, reprice it, go to the
// basket (when it holds something) and add a tyre.
import { Download, Percent, Plus, ShoppingCart } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { CartBadge } from "~/components/cart-count";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { useBasket } from "~/lib-ui/basket-store";
import { staffPath } from "~/staff-paths";

export function InventoryHeader({ mayReprice, mayExport, onAdd }: { mayReprice: boolean; mayExport: boolean; onAdd: () => void }) {
  const t = useStaffText().inventory;
  const [params] = useSearchParams();
  const { count } = useBasket();
  // The download and the reprice take the screen's filters, every page of them.
  const filter = new URLSearchParams(params);
  filter.delete("page");
  const withFilter = (path: string) => `${path}${filter.size ? `?${filter}` : ""}`;
  return (
    <PageHeader
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <div className="flex flex-wrap gap-2">
          {mayExport && (
            <a href={withFilter(staffPath("inventoryExport"))} download className={secondaryButton}>
              <Download aria-hidden className="h-4 w-4" /> {t.downloadCsv}
            </a>
          )}
          {mayReprice && (
            <Link to={withFilter(staffPath("inventoryReprice"))} className={secondaryButton}>
              <Percent aria-hidden className="h-4 w-4" /> {t.reprice}
            </Link>
          )}
          {count > 0 && (
            <Link to={staffPath("checkout")} className={secondaryButton}>
              <ShoppingCart aria-hidden className="h-4 w-4" /> {t.goToBasket}
              <CartBadge count={count} data-testid="basket-badge" />
            </Link>
          )}
          <button type="button" className={primaryButton} onClick={onAdd}>
            <Plus aria-hidden className="h-4 w-4" /> {t.addTyre}
          </button>
        </div>
      }
    />
  );
}
