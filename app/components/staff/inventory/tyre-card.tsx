// One tyre in the inventory grid, with its actions.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarPlus, ChevronDown, Copy, Pencil, ShoppingCart, Tag } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { formatEur, toCents } from "~/domain/money";
import { isReservable, unitsOnSale, TYRE_STATUSES, tyreName, type TyreStatus } from "~/domain/tyre";
import { missingInspection } from "~/domain/tyre-data";
import { sizeLabel } from "~/domain/tyre-size";
import { useBasket } from "~/lib-ui/basket-store";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { INVENTORY_INTENT } from "../shared/intents";
import { toBasketTyre, type InventoryTyre } from "../../../domain/inventory-tyre";
import { StatusBadge } from "../shared/status-badge";
import { staffPath } from "~/staff-paths";

export function TyreCard({ tyre, onEdit, onReserve }: { tyre: InventoryTyre; onEdit: () => void; onReserve: () => void }) {
  const locale = useStaffLocale();
  const t = useStaffText().inventory.card;
  const labels = useStaffText().inventory;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const basket = useBasket();
  const busy = fetcher.state !== "idle";
  const inBasket = basket.items.find((i) => i.tyre.id === tyre.id)?.quantity ?? 0;
  const available = isReservable(tyre);
  const unit = toCents(tyre.unitPriceEur);
  const fee = toCents(tyre.disposalFeeEurPerTyre);

  const setStatus = (status: TyreStatus) => {
    if (status === tyre.status) return;
    if (status === "reserved") return onReserve(); // reserving needs the client's details
    fetcher.submit({ intent: INVENTORY_INTENT.status, id: tyre.id, status }, { method: "post" });
  };

  const addToBasket = () => {
    if (inBasket >= unitsOnSale(tyre)) {
      toast.info(t.allInBasket(unitsOnSale(tyre)));
      return;
    }
    basket.add(toBasketTyre(tyre));
    toast.success(t.addedToBasket);
  };

  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`tyre-${tyre.id}`}
      data-testid="tyre-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`tyre-${tyre.id}`} className="text-lg font-bold leading-tight">
            {sizeLabel(tyre)}{" "}
            <span className="font-semibold text-slate-600">
              {tyre.loadIndex}
              {tyre.speedRating}
            </span>
          </h3>
          <p className="text-sm text-slate-800">{tyreName(tyre)}</p>
        </div>
        <StatusBadge status={tyre.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.code}</dt>
        <dd className="font-mono">{tyre.id}</dd>
        <dt className="text-slate-500">{t.condition}</dt>
        <dd>
          {labels.conditions[tyre.condition]}
          {tyre.pairType === "pair" ? ` · ${labels.pairTypes.pair}` : ""}
        </dd>
        {tyre.condition === "part-worn" && (tyre.treadDepthMm || tyre.dotCode) && (
          <>
            <dt className="text-slate-500">{t.treadDot}</dt>
            <dd>
              {tyre.treadDepthMm ? `${tyre.treadDepthMm} mm` : "–"} / {tyre.dotCode ?? "–"}
            </dd>
          </>
        )}
        {missingInspection(tyre) && (
          <dd className="col-span-2 rounded bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-900" data-testid="inspection-missing">
            {t.noInspection}
          </dd>
        )}
        <dt className="text-slate-500">{t.quantity}</dt>
        <dd data-testid="tyre-quantity">
          {tyre.quantity}
          {tyre.heldQuantity > 0 && <span className="text-slate-600"> · {t.held(tyre.heldQuantity, unitsOnSale(tyre))}</span>}
        </dd>
        <dt className="text-slate-500">{t.price}</dt>
        <dd>
          {formatEur(unit, locale)} + {formatEur(fee, locale)}
        </dd>
        <dt className="text-slate-500">{t.lineTotal}</dt>
        <dd className="font-semibold">{formatEur((unit + fee) * tyre.quantity, locale)}</dd>
        {tyre.location && (
          <>
            <dt className="text-slate-500">{t.location}</dt>
            <dd>{tyre.location}</dd>
          </>
        )}
      </dl>
      {tyre.notes && <p className="mt-2 line-clamp-2 text-xs text-slate-600">{tyre.notes}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={secondaryButton} disabled={busy} aria-label={t.changeStatus(tyre.id)}>
            {t.status} <ChevronDown aria-hidden className="h-4 w-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="start"
              sideOffset={4}
              className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.RadioGroup value={tyre.status} onValueChange={(v) => setStatus(v as TyreStatus)}>
                {TYRE_STATUSES.map((s) => (
                  <DropdownMenu.RadioItem
                    key={s}
                    value={s}
                    className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold"
                  >
                    <StatusBadge status={s} /> {s === tyre.status ? t.current : t.mark[s]}
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <button type="button" className={secondaryButton} onClick={onEdit} aria-label={t.editLabel(tyre.id)}>
          <Pencil aria-hidden className="h-4 w-4" /> {t.edit}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-label={t.duplicateLabel(tyre.id)}
          onClick={() => fetcher.submit({ intent: INVENTORY_INTENT.duplicate, id: tyre.id }, { method: "post" })}
        >
          <Copy aria-hidden className="h-4 w-4" /> {t.duplicate}
        </button>
        <Link to={staffPath("tyreLabel", { id: tyre.id })} className={secondaryButton} aria-label={t.labelFor(tyre.id)}>
          <Tag aria-hidden className="h-4 w-4" /> {t.label}
        </Link>
        {available && (
          <>
            <button type="button" className={secondaryButton} onClick={onReserve} aria-label={t.reserveLabel(tyre.id)}>
              <CalendarPlus aria-hidden className="h-4 w-4" /> {t.reserve}
            </button>
            <button type="button" onClick={addToBasket} aria-label={t.addToBasketLabel(tyre.id)} className={primaryButton}>
              <ShoppingCart aria-hidden className="h-4 w-4" /> {t.addToBasket}
              {inBasket > 0 && <span className="rounded-full bg-white/20 px-1.5 text-xs">{inBasket}</span>}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
