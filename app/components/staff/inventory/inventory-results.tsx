// The inventory's results: how many tyres match, the card grid (or why it is empty) and the pages.
import { useSearchParams } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { staffFormats } from "~/lib/shop-clock";
import { staffPath } from "~/staff-paths";
import type { InventoryTyre } from "../../../domain/inventory-tyre";
import { TyreCard } from "./tyre-card";
import { EmptyState } from "~/components/ui/empty-state";

export function InventoryResults({
  tyres,
  total,
  page,
  pageCount,
  hasAny,
  loading,
  onEdit,
  onReserve,
}: {
  tyres: InventoryTyre[];
  total: number;
  page: number;
  pageCount: number;
  hasAny: boolean;
  loading: boolean;
  onEdit: (tyre: InventoryTyre) => void;
  onReserve: (tyre: InventoryTyre) => void;
}) {
  const locale = useStaffLocale();
  const t = useStaffText().inventory;
  const [params] = useSearchParams();
  const pageHref = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete("page");
    else next.set("page", String(p));
    const s = next.toString();
    return s ? `${staffPath("inventory")}?${s}` : staffPath("inventory");
  };
  return (
    <>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {loading ? t.loading : t.count(total, staffFormats(locale).number.format(total))}
      </p>
      {tyres.length === 0 ? (
        <EmptyState className="mt-8">{loading ? t.loading : hasAny ? t.noMatch : t.empty}</EmptyState>
      ) : (
        <div className={`mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
          {tyres.map((tyre) => (
            <TyreCard key={tyre.id} tyre={tyre} onEdit={() => onEdit(tyre)} onReserve={() => onReserve(tyre)} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} href={pageHref} className="mt-6" />
    </>
  );
}
