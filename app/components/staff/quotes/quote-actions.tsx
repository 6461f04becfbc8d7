// A quote's page, beside the document: the customer's link (copy it, or send it by WhatsApp to the
// customer's phone: one-to-one, a click-to-chat link the clerk sends themselves), change it (a new
// revision), and record an answer the customer gave in person or by phone.
import { Banknote, Check, Copy, Mail, MessageCircle, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { buttonClasses } from "~/components/ui/button";
import { RadioGroup } from "~/components/ui/choice";
import { fieldsOf, TextAreaField, TextField } from "~/components/ui/field";
import { PAYMENT_METHODS } from "~/domain/checkout";
import { PAYMENT_METHOD_LABELS } from "~/domain/invoice";

import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import type { QuotePageData } from "~/server/quotes/quote-page.server";
import { staffPath } from "~/staff-paths";

export function QuoteShare({ q }: { q: QuotePageData }) {
  const t = useStaffText().quotes;
  const mail = useFetcher<ActionResult>();
  useActionToast(mail);
  return (
    <StaffSection titleId="quote-share-title" title={t.page.link} className="print:hidden">
      <p className="mt-2 break-all rounded-md bg-slate-50 p-2 font-mono text-xs" data-testid="quote-link">
        {q.link}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses("outline", "md", "min-h-11")}
          onClick={() => void navigator.clipboard?.writeText(q.link).then(() => toast.success(t.toasts.copied))}
        >
          <Copy aria-hidden className="h-4 w-4" /> {t.page.copyLink}
        </button>
        {q.whatsapp && (
          <a
            href={q.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("whatsapp", "md", "min-h-11")}
            data-testid="quote-whatsapp"
          >
            <MessageCircle aria-hidden className="h-4 w-4" /> {t.page.whatsapp}
          </a>
        )}
        {q.customer.email && q.status === "open" && (
          <mail.Form method="post">
            <SubmitButton
              busy={mail.state !== "idle"}
              icon={Mail}
              label={t.page.email}
              variant="outline"
              size="md"
              className="min-h-11"
              name="intent"
              value="email"
              data-testid="quote-email"
            />
          </mail.Form>
        )}
        {q.status !== "accepted" && (
          <Link to={staffPath("quoteEdit", { id: q.id })} className={buttonClasses("outline", "md", "min-h-11")} data-testid="quote-change">
            <Pencil aria-hidden className="h-4 w-4" /> {t.page.change}
          </Link>
        )}
      </div>
    </StaffSection>
  );
}

export function RecordAnswer({ q }: { q: QuotePageData }) {
  const t = useStaffText().quotes;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("answer-", resultFieldErrors(fetcher.data));
  const [answer, setAnswer] = useState("accepted");
  if (q.status !== "open") return null;
  return (
    <StaffSection titleId="quote-record-title" title={t.page.record} className="print:hidden">
      <fetcher.Form method="post" className="mt-3 space-y-4" data-testid="record-answer">
        <input type="hidden" name="revision" value={q.revision} />
        <RadioGroup
          legend={t.page.answerLegend}
          name="answer"
          value={answer}
          onChange={setAnswer}
          look="buttons"
          options={[
            { value: "accepted", label: t.page.recordAccepted },
            { value: "declined", label: t.page.recordDeclined },
          ]}
        />
        <RadioGroup
          legend={t.page.recordChannel}
          name="channel"
          defaultValue="in_person"
          look="inline"
          options={[
            { value: "in_person", label: t.channel.in_person },
            { value: "phone", label: t.channel.phone },
          ]}
        />
        <TextAreaField {...field("reason")} label={t.page.reason} rows={2} maxLength={500} />
        <SubmitButton
          busy={fetcher.state !== "idle"}
          icon={Check}
          label={t.page.saveAnswer}
          size="md"
          className="min-h-11"
          name="intent"
          value="answer"
        />
      </fetcher.Form>
    </StaffSection>
  );
}

export function QuoteHistory({ q }: { q: QuotePageData }) {
  const t = useStaffText().quotes.page;
  return (
    <StaffSection titleId="quote-history-title" title={t.answers} className="print:hidden">
      {q.answers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.noAnswers}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" data-testid="quote-answers">
          {q.answers.map((a) => (
            <li key={a.id}>
              <span className="font-medium">{a.text}</span>
              {a.recordedBy && <span className="text-slate-600"> · {a.recordedBy}</span>}
              {a.reason && <span className="block text-slate-600">“{a.reason}”</span>}
            </li>
          ))}
        </ul>
      )}
      {q.status === "accepted" && <p className="mt-2 text-sm text-slate-600">{t.reservations}</p>}
      {q.revisions.length > 1 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t.revisions}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-600">
            {q.revisions.map((r) => (
              <li key={r.revision}>
                {t.revision(r.revision)} · {r.when} · {r.by} · {r.total}
              </li>
            ))}
          </ul>
        </>
      )}
    </StaffSection>
  );
}

/** Sell the quote at the till: its stock tyres and services at the quoted prices, one click after the payment method. */
export function SellQuote({ q }: { q: QuotePageData }) {
  const t = useStaffText().quotes.page;
  const locale = useStaffLocale();
  const fetcher = useFetcher<ActionResult<{ saleId: number }>>();
  const navigate = useNavigate();
  useActionToast(fetcher, { onSuccess: (r) => void navigate(staffPath("invoice", { id: r.saleId })) });
  const field = fieldsOf("sell-", resultFieldErrors(fetcher.data));
  if (q.sold)
    return (
      <p className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm print:hidden" data-testid="quote-sold">
        {t.soldAs}{" "}
        <Link to={staffPath("invoice", { id: q.sold.id })} className="font-mono font-semibold underline">
          {q.sold.number}
        </Link>
      </p>
    );
  if (!q.sellFor) return null;
  return (
    <StaffSection titleId="quote-sell-title" title={t.sell} intro={t.sellIntro} className="print:hidden">
      <fetcher.Form method="post" className="mt-3 space-y-4" data-testid="sell-quote">
        <RadioGroup
          legend={t.payment}
          name="paymentMethod"
          defaultValue="cash"
          look="buttons"
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m][locale] }))}
        />
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">{t.taxId}</summary>
          <div className="mt-2 grid gap-3">
            <TextField {...field("customerTaxId")} label={t.taxId} maxLength={30} autoComplete="off" />
            <TextField {...field("customerAddress")} label={t.address} maxLength={300} />
          </div>
        </details>
        <SubmitButton
          busy={fetcher.state !== "idle"}
          icon={Banknote}
          label={t.charge(q.sellFor)}
          busyLabel={t.charging}
          size="lg"
          className="min-h-12 w-full"
          name="intent"
          value="sell"
          data-testid="sell-quote-submit"
        />
      </fetcher.Form>
    </StaffSection>
  );
}
