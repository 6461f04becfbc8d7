// A Z report ("cierre Z"): one closing of a day exactly as it was frozen, in the staff account's
// language: the number and revision, the documents, the money by payment method and by seller, the
// deposits, the drawer and the card terminal. Printed by the Z page (z-print.css: A4 or a receipt).
import { otherDeposits } from "./day-figures";
import type { ReactNode } from "react";
import { DAY_PAYMENT_METHODS, type CardCheck, type DayFigures, netByMethod } from "~/domain/end-of-day";
import { PAYMENT_METHOD_LABELS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { useShop } from "~/lib-ui/use-shop";
import { CardCheckRows, CardHint } from "./card-check";
import { SellerList } from "./seller-figures";
import "~/components/ui/print-root.css";
import "./z-print.css";

export interface ZPrint {
  day: string;
  dayLabel: string;
  zNumber: string;
  revision: number;
  closedAt: string;
  closedBy: string;
  openingFloatCents: number;
  expectedCashCents: number;
  countedCashCents: number;
  differenceCents: number;
  card: CardCheck | null;
  figures: DayFigures;
  notes: string | null;
  reopened: { at: string; by: string; reason: string | null } | null;
}

function Rows({ rows }: { rows: [label: string, value: string, testId: string, red?: boolean][] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value, testId, red]) => (
        <div key={testId} className="flex items-baseline justify-between gap-3 py-1">
          <dt className="min-w-0">{label}</dt>
          <dd className={`shrink-0 tabular-nums font-medium ${red ? "text-red-700" : ""}`} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-300 pt-2">
      <h2 className="text-xs font-bold tracking-wide text-slate-700 uppercase">{title}</h2>
      {children}
    </section>
  );
}

export function ZDocument({ z }: { z: ZPrint }) {
  const text = useStaffText().endOfDay;
  const t = text.zReport;
  const locale = useStaffLocale();
  const shop = useShop();
  const eur = (c: number) => formatEur(c, locale);
  const f = z.figures;
  const net = netByMethod(f);
  return (
    <article
      className="print-root z-print-root mx-auto max-w-xl space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-6"
      data-testid="z-document"
    >
      <header className="text-center">
        <p className="font-semibold">{shop.name}</p>
        <h1 className="mt-1 text-xl font-bold">
          {t.title} <span data-testid="z-number">{z.zNumber}</span>
        </h1>
        <p className="mt-1">
          {t.day}: <span data-testid="z-day">{z.dayLabel}</span> · {t.revision} <span data-testid="z-revision">{z.revision}</span>
        </p>
        <p className="text-slate-700">
          {t.closedAt} {z.closedAt} · {t.closedBy} <span className="break-all">{z.closedBy}</span>
        </p>
      </header>
      {z.reopened && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900" data-testid="z-superseded">
          {t.superseded(z.reopened.at, z.reopened.by)} {z.reopened.reason && text.reopenReason(z.reopened.reason)}
        </p>
      )}
      <Part title={t.documents}>
        <Rows
          rows={[
            [t.invoices, String(f.invoiceCount), "z-invoices"],
            [t.returns, String(f.returnCount), "z-returns"],
            [text.figures.replacements, String(f.replacementCount), "z-replacements"],
            [text.figures.cancelled, String(f.cancelledCount), "z-cancelled"],
          ]}
        />
      </Part>
      <Part title={text.figures.sales}>
        <Rows
          rows={[
            [text.figures.tyres, eur(f.tyresCents), "z-tyres"],
            [text.figures.services, eur(f.servicesCents), "z-services"],
            [text.figures.totalInvoiced, eur(f.salesCents), "z-sales-total"],
            [text.figures.depositsUsed, eur(f.depositsUsedCents), "z-deposits-used"],
            // A closing made before discounts were kept has none to print.
            ...(f.discountsCents == null
              ? []
              : [
                  [text.figures.discounts(f.discountedInvoiceCount ?? 0), eur(f.discountsCents), "z-discounts"] as [string, string, string],
                ]),
          ]}
        />
      </Part>
      <Part title={t.money}>
        <table className="mt-1 w-full">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-1 pr-2 font-medium">{text.figures.method}</th>
              <th className="py-1 pr-2 text-right font-medium">{text.figures.taken}</th>
              <th className="py-1 pr-2 text-right font-medium">{text.figures.refunded}</th>
              <th className="py-1 text-right font-medium">{text.figures.net}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {DAY_PAYMENT_METHODS.map((m) => (
              <tr key={m} data-testid={`z-method-${m}`}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {PAYMENT_METHOD_LABELS[m][locale]}
                </th>
                <td className="py-1 pr-2 text-right">{eur(f.takenByMethod[m])}</td>
                <td className="py-1 pr-2 text-right">{eur(f.refundedByMethod[m])}</td>
                <td className="py-1 text-right font-medium">{eur(net[m])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
      <Part title={text.sellers.title}>
        <SellerList sellers={f.bySeller} idPrefix="z" />
      </Part>
      <Part title={t.deposits}>
        <Rows
          rows={[
            [text.figures.depositsTaken, eur(f.depositsTakenCents), "z-deposits-taken"],
            [text.figures.depositsReturned, eur(f.depositsReturnedCents), "z-deposits-returned"],
            ...otherDeposits(f).map(
              ([taken, method, cents]) =>
                [text.figures.depositsOther(taken, method), eur(cents), `z-deposits-${taken ? "taken" : "returned"}-${method}`] as [
                  string,
                  string,
                  string,
                ],
            ),
          ]}
        />
      </Part>
      <Part title={t.drawer}>
        <Rows
          rows={[
            [text.closed.openingFloat, eur(z.openingFloatCents), "z-float"],
            [text.closed.expected, eur(z.expectedCashCents), "z-expected"],
            [text.closed.counted, eur(z.countedCashCents), "z-counted"],
            [text.closed.difference, eur(z.differenceCents), "z-difference", z.differenceCents !== 0],
          ]}
        />
        {z.card ? (
          <>
            <dl className="mt-1 grid gap-1 border-t border-slate-100 pt-1">
              <CardCheckRows check={z.card} idPrefix="z" strong={false} />
            </dl>
            <CardHint check={z.card} idPrefix="z" />
          </>
        ) : (
          <p className="mt-1 text-slate-600">{text.card.notTyped}</p>
        )}
      </Part>
      {z.notes && <p className="border-t border-slate-300 pt-2 break-words">{text.closed.note(z.notes)}</p>}
      <p className="border-t border-slate-300 pt-2 text-center text-xs text-slate-600">{t.printedCopy}</p>
    </article>
  );
}
