// On a sold tyre's page: up to four tyres of the same size that are in stock, so the visitor is
// never left at a dead end.
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { TyreCard, type TyreCardData } from "./tyre-card";

export function SameSizeInStock({ tyres, locale }: { tyres: TyreCardData[]; locale: Locale }) {
  if (tyres.length === 0) return null;
  const m = messages(locale);
  return (
    <section aria-labelledby="same-size" className="mt-10" data-testid="same-size">
      <h2 id="same-size" className="text-2xl font-bold">
        {m.tyreDetail.sameSize}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tyres.map((s) => (
          <li key={s.id} className="flex">
            <TyreCard tyre={s} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
