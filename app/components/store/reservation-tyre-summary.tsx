// The reserved tyre as a card (image, brand, model, size, condition, price): on the reservation
// form and its confirmation, and on the customer's cancel page.
import type { TyreRow } from "~db/schema";
import { TyreImage } from "~/components/store/tyre-image";
import { Card } from "~/components/ui/card";
import { formatEur, toCents } from "~/domain/money";
import { sizeLabel } from "~/domain/tyre-size";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

type SummaryTyre = Pick<
  TyreRow,
  "imageUrl" | "brand" | "model" | "width" | "aspect" | "rim" | "loadIndex" | "speedRating" | "condition" | "unitPriceEur"
>;

export function ReservationTyreSummary({ tyre, locale }: { tyre: SummaryTyre; locale: Locale }) {
  const m = messages(locale);
  return (
    <Card className="flex gap-4 p-4">
      <div className="w-20 shrink-0 sm:w-24">
        <TyreImage imageUrl={tyre.imageUrl} alt="" size={96} eager />
      </div>
      <div className="min-w-0">
        <p className="text-lg font-bold">{tyre.brand}</p>
        {tyre.model && <p className="text-sm text-slate-700">{tyre.model}</p>}
        <p className="font-semibold">
          {sizeLabel(tyre)}{" "}
          <span className="font-normal text-slate-600">
            {tyre.loadIndex}
            {tyre.speedRating} · {m.condition[tyre.condition]}
          </span>
        </p>
        <p className="mt-1 text-xl font-bold text-brand-800">
          {formatEur(toCents(tyre.unitPriceEur), locale)} <span className="text-sm font-normal text-slate-600">{m.tyreCard.perUnit}</span>
        </p>
      </div>
    </Card>
  );
}
