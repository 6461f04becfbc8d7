// The quote itself on the customer's page: the shop, its number and revision, for whom, until when
// it is valid, its lines (a table that keeps the unit price under the name on a phone), the totals
// with IVA and the shop's note.
import { imageAttrs, imageVariant } from "~/lib/stored-image";
import { Card, CardContent } from "~/components/ui/card";
import { formatEur } from "~/domain/money";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { useShop } from "~/lib-ui/use-shop";
import type { QuoteLinkView } from "~/server/quotes/quote-link.server";
import { quoteDay } from "./quote-day";

export function QuoteHeading({ locale, quote, heading = true }: { locale: Locale; quote: QuoteLinkView; heading?: boolean }) {
  const shop = useShop();
  const m = messages(locale).quote;
  const Title = heading ? "h1" : "h2";
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{shop.name}</p>
      <Title className="mt-1 text-2xl font-bold md:text-3xl" data-testid="quote-number">
        {m.title(quote.number)}{" "}
        {quote.revision > 1 && (
          <span className="align-middle text-base font-semibold whitespace-nowrap text-slate-600" data-testid="quote-revision">
            · {m.revision(quote.revision)}
          </span>
        )}
      </Title>
      <p className="mt-1 text-slate-700">{m.forCustomer(quote.customerName)}</p>
      <p className="mt-1 font-semibold" data-testid="quote-valid-until">
        {m.validUntil(quoteDay(quote.validUntil, locale))}
      </p>
    </header>
  );
}

export function QuoteLines({ locale, quote }: { locale: Locale; quote: QuoteLinkView }) {
  const m = messages(locale).quote;
  const eur = (c: number) => formatEur(c, locale);
  const t = quote.totals;
  return (
    <Card>
      <CardContent className="px-0 py-2 sm:px-2">
        <table className="w-full text-left">
          <caption className="sr-only">{m.linesTitle}</caption>
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {m.columns.item}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {m.columns.quantity}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                {m.columns.price}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {m.columns.amount}
              </th>
            </tr>
          </thead>
          <tbody data-testid="quote-lines">
            {quote.lines.map((l, i) => (
              <tr key={i} className="border-t border-slate-100 align-top">
                <td className="px-4 py-3">
                  <span className="block font-semibold break-words">{l.name}</span>
                  <span className="block text-sm text-slate-600">
                    {m.kinds[l.kind]}
                    {l.days != null && ` · ${m.arrivesIn(l.days)}`}
                  </span>
                  <span className="block text-sm text-slate-600 sm:hidden">{m.perUnit(eur(l.unitCents))}</span>
                </td>
                <td className="px-2 py-3 text-right tabular-nums">{l.quantity}</td>
                <td className="hidden px-2 py-3 text-right whitespace-nowrap tabular-nums sm:table-cell">{eur(l.unitCents)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{eur(l.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mx-4 mt-2 space-y-1 border-t border-slate-200 pt-3 pb-2 tabular-nums" data-testid="quote-totals">
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>{m.base}</dt>
            <dd>{eur(t.baseCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>{m.vat(t.ratePercent)}</dt>
            <dd>{eur(t.vatCents)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 pt-1 text-lg font-bold">
            <dt>{m.total}</dt>
            <dd className="text-2xl whitespace-nowrap text-brand-800" data-testid="quote-total">
              {eur(t.totalCents)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export function QuoteNote({ locale, note }: { locale: Locale; note: string | null }) {
  if (!note) return null;
  return (
    <section className="rounded-md bg-amber-50 p-4 text-amber-950" data-testid="quote-note">
      <h2 className="text-sm font-semibold">{messages(locale).quote.note}</h2>
      <p className="mt-1 whitespace-pre-line">{note}</p>
    </section>
  );
}

/** The photos the shop took (the worn tread, a cut in the sidewall), as taken, each opening full size. */
export function QuotePhotoList({ locale, quote }: { locale: Locale; quote: QuoteLinkView }) {
  if (quote.photos.length === 0) return null;
  const m = messages(locale).quote;
  return (
    <section aria-labelledby="quote-photos" data-testid="quote-photos">
      <h2 id="quote-photos" className="text-base font-semibold">
        {m.photos}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {quote.photos.map((p, i) => {
          const img = imageAttrs(p, 640);
          const full = imageVariant(p, 1200) ?? imageVariant(p, 640);
          return img ? (
            <li key={p.key}>
              <a href={full?.url ?? img.src} className="block overflow-hidden rounded-lg border border-slate-200">
                <img
                  {...img}
                  sizes="(min-width: 640px) 14rem, 45vw"
                  alt={m.photoAlt(i + 1)}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
