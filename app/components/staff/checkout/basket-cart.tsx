// The cart card on the checkout page: line items with quantity controls and remove, then
// subtotal, disposal fee and total. The sale's total with its services, the deposit paid on account
// and the amount to pay now are SaleTotals (checkout/sale-totals.tsx).
// Prices shown are the ones stored when the tyre was added; the sale itself is priced on the server.
import { Minus, Plus } from "lucide-react";
import { RemoveButton } from "~/components/ui/remove-button";
import { type BasketItem, basketLineTotalCents, basketTotals, canDecrease, canIncrease, itemCount } from "~/domain/basket";
import type { LineDiscount } from "~/domain/discount";
import { LineDiscountControl } from "./line-discount";
import { formatEur, toCents } from "~/domain/money";
import { tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { messages } from "~/i18n/messages";

function safeCents(v: string) {
  try {
    return toCents(v);
  } catch {
    return 0;
  }
}

export function BasketCart({
  items,
  onUpdate,
  onRemove,
  onDiscount,
  disabled = false,
}: {
  items: readonly BasketItem[];
  onUpdate: (tyreId: string, quantity: number) => void;
  onRemove: (tyreId: string) => void;
  /** A line's discount given or taken away. */
  onDiscount: (tyreId: string, discount: LineDiscount | undefined) => void;
  disabled?: boolean;
}) {
  const t = useStaffText().checkout.cart;
  const locale = useStaffLocale();
  const conditions = messages(locale).condition;
  const eur = (cents: number) => formatEur(cents, locale);
  const totals = basketTotals(items);
  const count = itemCount(items);
  return (
    <section aria-labelledby="cart-heading" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 id="cart-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold">
        {t.title} <span className="text-sm font-normal text-slate-600">{t.count(count)}</span>
      </h2>
      <ul className="max-h-[500px] divide-y divide-slate-200 overflow-y-auto" data-testid="cart-lines">
        {items.map((item) => {
          const tyre = item.tyre;
          const name = `${sizeLabel(tyre)} ${tyreName(tyre)}`;
          return (
            <li key={tyre.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center" data-testid="cart-line">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {sizeLabel(tyre)}{" "}
                  {tyre.loadIndex && tyre.speedRating ? (
                    <span className="font-normal text-slate-600">
                      {tyre.loadIndex}
                      {tyre.speedRating}
                    </span>
                  ) : null}
                </p>
                <p className="truncate text-sm">{tyreName(tyre)}</p>
                <p className="text-xs text-slate-600">
                  {tyre.condition ? conditions[tyre.condition] : null}
                  {tyre.condition ? " · " : null}
                  {tyre.id} · {t.line(eur(safeCents(tyre.unitPriceEur)), eur(safeCents(tyre.disposalFeeEurPerTyre)), tyre.quantity)}
                </p>
                <LineDiscountControl
                  label={name}
                  unitCents={safeCents(tyre.unitPriceEur)}
                  quantity={item.quantity}
                  discount={item.discount}
                  onChange={(d) => onDiscount(tyre.id, d)}
                  disabled={disabled}
                />
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <div className="flex items-center rounded-md border border-slate-300" role="group" aria-label={t.quantityOf(name)}>
                  <button
                    type="button"
                    className="p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
                    onClick={() => onUpdate(tyre.id, item.quantity - 1)}
                    disabled={disabled || !canDecrease(item)}
                    aria-label={t.decrease(name)}
                  >
                    <Minus aria-hidden className="h-4 w-4" />
                  </button>
                  <span className="min-w-8 text-center tabular-nums" aria-live="polite" data-testid="line-quantity">
                    {item.quantity}
                  </span>
                  <button
                    type="button"
                    className="p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
                    onClick={() => onUpdate(tyre.id, item.quantity + 1)}
                    disabled={disabled || !canIncrease(item)}
                    aria-label={t.increase(name)}
                  >
                    <Plus aria-hidden className="h-4 w-4" />
                  </button>
                </div>
                <p className="w-24 text-right font-semibold tabular-nums">{eur(basketLineTotalCents(item))}</p>
                <RemoveButton label={t.remove(name)} onClick={() => onRemove(tyre.id)} disabled={disabled} />
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-slate-200 px-4 py-3 tabular-nums">
        <dt className="text-slate-600">{t.subtotal}</dt>
        <dd className="text-right" data-testid="cart-subtotal">
          {eur(totals.subtotalCents)}
        </dd>
        <dt className="text-slate-600">{t.disposal}</dt>
        <dd className="text-right" data-testid="cart-disposal">
          {eur(totals.disposalCents)}
        </dd>
        <dt className="border-t border-slate-200 pt-1 text-lg font-bold">{t.total}</dt>
        <dd className="border-t border-slate-200 pt-1 text-right text-lg font-bold" data-testid="cart-total">
          {eur(totals.totalCents)}
        </dd>
      </dl>
    </section>
  );
}
