// The two answers of an open quote, each a plain POST to the page (works without JavaScript) that
// carries the revision shown, so an answer to a revision that changed meanwhile is refused: accept,
// with a fitting time chosen from the agenda's free times or none ("I'll call"), and decline, with
// an optional reason. The enhancement script only adds the pending label.
import { dayLabel } from "~/components/store/appointments/slot-picker";
import { formFields, FormRow } from "~/components/store/public-form";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import type { QuoteAnswerRefused, QuoteLinkView } from "~/server/quotes/quote-link.server";

const REASON_MAX = 500;

export function QuoteAnswerForms({ locale, quote, refused }: { locale: Locale; quote: QuoteLinkView; refused: QuoteAnswerRefused | null }) {
  const m = messages(locale).quote;
  const { field, row, error } = formFields({
    prefix: "quote",
    values: refused?.values,
    errors: refused?.fieldErrors ?? {},
    message: (k) => m.errors[k],
  });
  const slot = field("slot");
  const reason = field("reason");
  const hintId = "quote-reason-hint";
  return (
    <div className="space-y-4">
      <Card className="border-brand-200">
        <CardContent className="space-y-4">
          <h2 className="text-lg font-bold">{m.acceptTitle}</h2>
          <p className="text-slate-700">{m.acceptText}</p>
          <form method="post" className="space-y-4" data-testid="quote-accept" {...hook(HOOK.pendingLabel, m.accepting)}>
            <input type="hidden" name="answer" value="accepted" />
            <input type="hidden" name="revision" value={quote.revision} />
            {quote.slots.length > 0 ? (
              <FormRow {...row("slot", m.fitTime)}>
                <select {...slot} key={slot.defaultValue}>
                  <option value="">{m.noFitTime}</option>
                  {quote.slots.map((d) => (
                    <optgroup key={d.day} label={dayLabel(d.day, locale)}>
                      {d.times.map((t) => (
                        <option key={t} value={`${d.day}T${t}`}>
                          {dayLabel(d.day, locale)} · {t}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </FormRow>
            ) : (
              <>
                <input type="hidden" name="slot" value="" />
                <p className="rounded-md bg-slate-100 p-3 text-sm">{m.noTimes}</p>
                {error("slot") && <p className="text-sm text-red-700">{error("slot")}</p>}
              </>
            )}
            <button type="submit" className={buttonClasses("primary", "lg", "w-full")} data-testid="quote-accept-submit">
              {m.accept}
            </button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-bold">{m.declineTitle}</h2>
          <form method="post" className="space-y-4" data-testid="quote-decline" {...hook(HOOK.pendingLabel, m.declining)}>
            <input type="hidden" name="answer" value="declined" />
            <input type="hidden" name="revision" value={quote.revision} />
            <FormRow {...row("reason", m.reason)}>
              <p id={hintId} className="text-sm text-slate-600">
                {m.reasonHint}
              </p>
              <textarea
                {...reason}
                aria-describedby={[hintId, reason["aria-describedby"]].filter(Boolean).join(" ")}
                rows={3}
                maxLength={REASON_MAX}
              />
            </FormRow>
            <button type="submit" className={buttonClasses("outline", "lg", "w-full")} data-testid="quote-decline-submit">
              {m.decline}
            </button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
