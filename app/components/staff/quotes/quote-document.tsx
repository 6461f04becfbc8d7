// A quote as the customer receives it and as it prints on A4 (in the customer's language): the shop,
// the number and revision, the customer, the lines, the totals with IVA, the validity and the note.
import { Badge } from "~/components/ui/badge";
import { useShop } from "~/lib-ui/use-shop";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffMessages } from "~/i18n/staff";
import type { QuotePageData } from "~/server/quotes/quote-page.server";
import { QUOTE_STATUS_TONE } from "./quote-list";

/**
 * The quote as a document: on screen in the account's language; `printed` is the copy handed to
 * the customer, in their language, shown only on paper.
 */
export function QuoteDocument({ q, printed = false }: { q: QuotePageData; printed?: boolean }) {
  const staff = useStaffText().quotes;
  const t = printed ? staffMessages(q.customer.locale).quotes : staff;
  const doc = printed ? q.print : q;
  const p = t.page;
  const shop = useShop();
  return (
    <article
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none sm:p-6 ${printed ? "hidden print:block" : "print:hidden"}`}
      data-testid={printed ? "quote-printed" : "quote-document"}
      lang={printed ? q.customer.locale : undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-3">
        <div>
          <p className="text-sm text-slate-600">{shop.name}</p>
          <h2 className="text-xl font-bold">
            {p.printTitle} <span className="font-mono">{q.number}</span>
          </h2>
          <p className="text-sm text-slate-600">
            {p.revision(q.revision)} · {p.validUntil(doc.validUntil)}
          </p>
        </div>
        {!printed && (
          <Badge tone={QUOTE_STATUS_TONE[q.status]} className="print:hidden" data-testid="quote-status">
            {t.status[q.status]}
          </Badge>
        )}
      </header>
      <p className="mt-3 break-words">
        <span className="font-semibold">{q.customer.name}</span>
        {[q.customer.plate, q.customer.phone, q.customer.email].filter(Boolean).map((v) => ` · ${v}`)}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {p.line}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {p.quantity}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {p.unit}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {p.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((l) => (
              <tr key={l.key} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <span className="break-words">{l.name}</span>
                  <span className="block text-xs text-slate-500">
                    {t.editor.kind[l.kind]}
                    {l.detail ? ` · ${l.detail}` : ""}
                  </span>
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{l.quantity}</td>
                <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">{l.unit}</td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">{l.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="tabular-nums">
            <tr>
              <th scope="row" colSpan={3} className="pt-3 pr-2 text-right font-normal text-slate-600">
                {p.base}
              </th>
              <td className="whitespace-nowrap pt-3 text-right">{doc.totals.base}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pr-2 text-right font-normal text-slate-600">
                {p.vat(doc.totals.rate)}
              </th>
              <td className="whitespace-nowrap text-right">{doc.totals.vat}</td>
            </tr>
            <tr className="text-base font-bold">
              <th scope="row" colSpan={3} className="pt-1 pr-2 text-right">
                {p.total}
              </th>
              <td className="whitespace-nowrap pt-1 text-right" data-testid={printed ? undefined : "quote-total"}>
                {doc.totals.total}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {doc.note && (
        <p className="mt-4 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm">
          <span className="font-semibold">{p.note}: </span>
          {doc.note}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-500">{doc.madeBy}</p>
    </article>
  );
}
