// What the customer's quote page says about the quote's state: the answer given to it (just now,
// with the green tick, or on an earlier visit), that it is no longer valid, and why an answer sent
// from the page was refused (the quote changed or was answered meanwhile, a tyre was sold, too many
// answers, a bad form), with the shop's phone and WhatsApp where the customer should call.
import { AppointmentWhere } from "~/components/store/appointments/appointment-where";
import { DoneHeading } from "~/components/store/done-heading";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { FormAlert } from "~/components/store/public-form";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { mailDateTime } from "~/lib/shop-clock";
import type { QuoteAnswerRefused, QuoteLinkView } from "~/server/quotes/quote-link.server";

type Answer = NonNullable<QuoteLinkView["answer"]>;

/** The confirmation right after answering: the tick, the title, and what happens now. */
export function QuoteAnsweredNow({ locale, quote, answer }: { locale: Locale; quote: QuoteLinkView; answer: Answer }) {
  const m = messages(locale).quote;
  return (
    <div className="text-center">
      <DoneHeading data-testid="quote-done">{answer.answer === "accepted" ? m.acceptedTitle : m.declinedTitle}</DoneHeading>
      <AnswerDetails locale={locale} quote={quote} answer={answer} className="mt-4 text-left" />
    </div>
  );
}

/** The answer given on an earlier visit (or recorded by the shop), above the quote. */
export function QuoteAnsweredBefore({ locale, quote, answer }: { locale: Locale; quote: QuoteLinkView; answer: Answer }) {
  const m = messages(locale).quote;
  return (
    <section className="rounded-md border border-slate-300 bg-white p-4" aria-labelledby="quote-answer-title">
      <h2 id="quote-answer-title" className="text-lg font-bold">
        {answer.answer === "accepted" ? m.acceptedTitle : m.declinedTitle}
      </h2>
      <AnswerDetails locale={locale} quote={quote} answer={answer} className="mt-2" />
    </section>
  );
}

function AnswerDetails({
  locale,
  quote,
  answer,
  className = "",
}: {
  locale: Locale;
  quote: QuoteLinkView;
  answer: Answer;
  className?: string;
}) {
  const m = messages(locale);
  const q = m.quote;
  const when = mailDateTime(new Date(answer.answeredAt), locale);
  const ordered = quote.lines.some((l) => l.kind === "order");
  return (
    <div className={`space-y-2 ${className}`} data-testid="quote-answer">
      <p className="font-semibold" data-testid="quote-answered-on">
        {answer.answer === "accepted" ? q.acceptedOn(when) : q.declinedOn(when)}
      </p>
      {answer.answer === "accepted" ? (
        <>
          {answer.heldUntil && (
            <p className="text-lg font-semibold text-green-800" data-testid="quote-held-until">
              {q.heldUntil(mailDateTime(new Date(answer.heldUntil), locale))}
            </p>
          )}
          {ordered && <p>{q.ordered}</p>}
          {answer.fittingAt ? (
            <div className="rounded-md border border-green-300 bg-green-50 p-3" data-testid="quote-fitting">
              <p className="text-lg font-semibold">{m.appointment.fitBooked(mailDateTime(new Date(answer.fittingAt), locale))}</p>
              <AppointmentWhere locale={locale} className="mt-1 text-sm" />
              <p className="mt-1 text-sm text-slate-700">{q.bring}</p>
            </div>
          ) : (
            <p>{q.callForTime}</p>
          )}
        </>
      ) : (
        <>
          {answer.reason && (
            <p data-testid="quote-reason">
              <span className="font-semibold">{q.yourReason}</span> <span className="whitespace-pre-line">{answer.reason}</span>
            </p>
          )}
          <p>{q.declinedThanks}</p>
        </>
      )}
    </div>
  );
}

/** A quote whose validity ended unanswered. */
export function QuoteExpired({ locale, quote }: { locale: Locale; quote: QuoteLinkView }) {
  const m = messages(locale).quote;
  return (
    <section
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="quote-expired"
      aria-labelledby="quote-expired-title"
    >
      <h2 id="quote-expired-title" className="text-lg font-bold">
        {m.expiredTitle}
      </h2>
      <p className="mt-1">{m.expiredText}</p>
      <ContactButtons locale={locale} whatsappText={m.whatsappText(quote.number)} className="mt-3" />
    </section>
  );
}

/** Why the answer just sent was refused (nothing was recorded). */
export function QuoteRefusal({ locale, quote, refused }: { locale: Locale; quote: QuoteLinkView; refused: QuoteAnswerRefused }) {
  const m = messages(locale).quote;
  const p = refused.problem;
  if (p === "stockGone")
    return (
      <FormAlert as="div">
        <p className="text-base">{m.stockGoneTitle}</p>
        <p className="mt-1 font-normal" data-testid="quote-stock-gone">
          {m.stockGone(refused.gone.map((g) => m.stockGoneLine(g.description, g.available, g.wanted)).join(", "))}
        </p>
        <ul className="mt-2 space-y-1 font-normal" data-testid="quote-stock-alternatives">
          {refused.gone.map((g) => (
            <li key={g.description} className="flex flex-wrap gap-x-4 gap-y-1">
              <a href={g.sameSize} className="underline">
                {m.sameSizeInStock}
              </a>
              <a href={g.orderIt} className="underline">
                {m.orderIt}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-1 font-normal">{m.stockGoneCall}</p>
        <ContactButtons locale={locale} whatsappText={m.whatsappText(quote.number)} className="mt-3" />
      </FormAlert>
    );
  const text =
    p === "superseded"
      ? m.changed(quote.revision)
      : p === "invalid"
        ? refused.fieldErrors.answer || refused.fieldErrors.revision
          ? m.errors[(refused.fieldErrors.answer ?? refused.fieldErrors.revision)!]
          : m.errorSummary
        : m[p];
  return (
    <FormAlert as="div">
      <p data-testid="quote-refused">{text}</p>
      {(p === "tooMany" || p === "failed") && (
        <ContactButtons locale={locale} whatsappText={m.whatsappText(quote.number)} className="mt-3" />
      )}
    </FormAlert>
  );
}
