// A customer's vehicles and history: the tyres fitted (size, brand, DOT, date), invoices and
// returns (rectifying invoices), reservations, fitting appointments.
import { Car } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StaffSection } from "~/components/ui/section";
import { staffPath } from "~/staff-paths";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { QUOTE_STATUS_TONE } from "~/components/staff/quotes/quote-list";
import type { QuoteStatus } from "~/domain/quote";
import { VehicleItv } from "./vehicle-itv";

export interface CustomerHistoryView {
  vehicles: {
    id: number;
    plate: string;
    make: string | null;
    model: string | null;
    lastTyreSize: string | null;
    itvDueOn: string | null;
  }[];
  fitted: {
    key: string;
    date: string;
    invoiceNumber: string;
    saleId: number;
    size: string;
    brand: string;
    model: string | null;
    dot: string | null;
    quantity: number;
    plate: string | null;
  }[];
  invoices: { id: number; invoiceNumber: string; date: string; total: string; isReturn: boolean; plate: string | null }[];
  reservations: { id: number; tyreId: string; status: string; date: string; quantity: number }[];
  appointments: { id: number; when: string; job: string; status: string; plate: string | null }[];
  /** Their quotes, each with its status and the answers given (revision, channel, when). */
  quotes: { id: number; number: string; total: string; status: QuoteStatus; answers: string[] }[];
  /** What they declined (on a quote or at the till), newest first; open ones still to follow up. */
  declined: { id: number; text: string; reason: string | null; open: boolean }[];
  /** Where a new quote for them starts, their details filled in (null: the account may not make quotes). */
  newQuote: string | null;
}

function Section({ title, count, children, testId }: { title: string; count: number; children: ReactNode; testId: string }) {
  const none = useStaffText().customers.history.none;
  return (
    <StaffSection
      titleId={`${testId}-title`}
      title={
        <>
          {title} <span className="text-sm font-normal text-slate-500">({count})</span>
        </>
      }
      data-testid={testId}
    >
      {count === 0 ? <p className="mt-2 text-sm text-slate-600">{none}</p> : children}
    </StaffSection>
  );
}

export function CustomerHistory({ h, customerId, editable }: { h: CustomerHistoryView; customerId: number; editable: boolean }) {
  const t = useStaffText().customers.history;
  return (
    <>
      <Section title={t.vehicles} count={h.vehicles.length} testId="customer-vehicles">
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {h.vehicles.map((v) => (
            <li key={v.id} className="rounded-lg bg-slate-50 p-3">
              <div className="flex items-center gap-3">
                <Car aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
                <div className="min-w-0">
                  <p className="font-mono font-semibold">{v.plate}</p>
                  <p className="text-sm text-slate-600">
                    {[v.make, v.model].filter(Boolean).join(" ") || t.makeUnknown}
                    {v.lastTyreSize && t.lastFitted(v.lastTyreSize)}
                  </p>
                </div>
              </div>
              {editable && <VehicleItv customerId={customerId} vehicle={v} />}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.fitted} count={h.fitted.length} testId="customer-fitted">
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">{t.date}</th>
                <th className="py-2 pr-3 font-medium">{t.size}</th>
                <th className="py-2 pr-3 font-medium">{t.tyre}</th>
                <th className="py-2 pr-3 font-medium">{t.dot}</th>
                <th className="py-2 pr-3 font-medium">{t.qty}</th>
                <th className="py-2 font-medium">{t.plate}</th>
              </tr>
            </thead>
            <tbody>
              {h.fitted.map((f) => (
                <tr key={f.key} className="border-t border-slate-100">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <Link to={staffPath("invoice", { id: f.saleId })} className="text-brand-700 underline">
                      {f.date}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{f.size}</td>
                  <td className="py-2 pr-3">{[f.brand, f.model].filter(Boolean).join(" ")}</td>
                  <td className="py-2 pr-3">{f.dot ?? "—"}</td>
                  <td className="py-2 pr-3">{f.quantity}</td>
                  <td className="py-2 font-mono">{f.plate ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t.invoices} count={h.invoices.length} testId="customer-invoices">
        <ul className="mt-2 divide-y divide-slate-100">
          {h.invoices.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link to={staffPath("invoice", { id: s.id })} className="min-h-11 content-center font-medium text-brand-700 underline">
                {s.invoiceNumber}
              </Link>
              <span className="text-slate-600">
                {s.date}
                {s.isReturn && t.isReturn}
                {s.plate && ` · ${s.plate}`}
              </span>
              <span className="font-semibold tabular-nums">{s.total}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.reservations} count={h.reservations.length} testId="customer-reservations">
        <ul className="mt-2 divide-y divide-slate-100">
          {h.reservations.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                #{r.id} · {r.quantity} × {r.tyreId}
              </span>
              <span className="text-slate-600">
                {r.date} · {t.reservationStatuses[r.status] ?? r.status}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.appointments} count={h.appointments.length} testId="customer-appointments">
        <ul className="mt-2 divide-y divide-slate-100">
          {h.appointments.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                #{a.id} · {a.job}
                {a.plate && ` · ${a.plate}`}
              </span>
              <span className="text-slate-600">
                {a.when} · {t.appointmentStatuses[a.status] ?? a.status}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <CustomerQuotes h={h} />
    </>
  );
}

function CustomerQuotes({ h }: { h: CustomerHistoryView }) {
  const t = useStaffText().customers.history;
  const status = useStaffText().quotes.status;
  const followUps = useStaffText().followUps;
  return (
    <StaffSection
      titleId="customer-quotes-title"
      title={
        <>
          {t.quotes} <span className="text-sm font-normal text-slate-500">({h.quotes.length})</span>
        </>
      }
      data-testid="customer-quotes"
    >
      {h.quotes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {h.quotes.map((q) => (
            <li key={q.id} className="py-2 text-sm">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <Link to={staffPath("quote", { id: q.id })} className="font-mono text-brand-700 underline">
                  {q.number}
                </Link>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">{q.total}</span>
                  <Badge tone={QUOTE_STATUS_TONE[q.status]}>{status[q.status]}</Badge>
                </span>
              </p>
              {q.answers.map((a) => (
                <p key={a} className="text-slate-600">
                  {a}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      {h.declined.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{followUps.title}</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="customer-declined">
            {h.declined.map((d) => (
              <li key={d.id} className={d.open ? "" : "text-slate-500 line-through"}>
                {d.text}
                {d.reason && <span className="text-slate-600"> · “{d.reason}”</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {h.newQuote && (
        <Link to={h.newQuote} className={buttonClasses("outline", "sm", "mt-3 min-h-11")} data-testid="customer-new-quote">
          {t.newQuote}
        </Link>
      )}
    </StaffSection>
  );
}
