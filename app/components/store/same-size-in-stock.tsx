// On a sold tyre's page: up to four tyres of the same size that are in stock, so the visitor is
// never left at a dead end. Each card quotes the tyre fitted like the listing's cards (all share
// the sold tyre's rim, so one package price), with what "fitted" includes in one line under them.
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { packageParts } from "./fitted-price";
import { TyreCard, type TyreCardData } from "./tyre-card";

export function SameSizeInStock({
  tyres,
  locale,
  fitting,
}: {
  tyres: TyreCardData[];
  locale: Locale;
  /** The fitting package for the size's rim (null: not offered) and its services' names. */
  fitting: { packageCents: number | null; parts: string[] };
}) {
  if (tyres.length === 0) return null;
  const m = messages(locale);
  const quote = { packageCents: fitting.packageCents, parts: packageParts(fitting.parts, locale) };
  return (
    <section aria-labelledby="same-size" className="mt-10" data-testid="same-size">
      <h2 id="same-size" className="text-2xl font-bold">
        {m.tyreDetail.sameSize}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tyres.map((s) => (
          <li key={s.id} className="flex">
            <TyreCard tyre={s} locale={locale} fitting={quote} />
          </li>
        ))}
      </ul>
      {fitting.packageCents != null && <p className="mt-3 text-xs text-slate-600">{m.fitted.includes(quote.parts)}</p>}
    </section>
  );
}
