// Counting the drawer: the opening float and the cash counted, and the card terminal's total; the
// expected cash, the difference and the card check update as the employee types, and the server
// computes them again when it closes.
import { useState } from "react";
import { useFetcher } from "react-router";
import { END_OF_DAY_INTENT } from "~/components/staff/shared/intents";
import { fieldsOf, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { cardCheck, type DayFigures, expectedCashCents, differenceNeedsNote } from "~/domain/end-of-day";
import { formatEur, parseCents } from "~/domain/money";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { CardCheckRows, CardHint } from "./card-check";

export function CloseDayForm({ day, figures, defaultFloatCents }: { day: string; figures: DayFigures; defaultFloatCents: number }) {
  const t = useStaffText().endOfDay.closeForm;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("eod-", resultFieldErrors(fetcher.data));
  // The float as the clerk would type it: "150,00" in Spanish, "150.00" in English.
  const [float, setFloat] = useState(() => {
    const typed = (defaultFloatCents / 100).toFixed(2);
    return locale === "es" ? typed.replace(".", ",") : typed;
  });
  const [counted, setCounted] = useState("");
  const [terminal, setTerminal] = useState("");
  const floatCents = parseCents(float);
  const expected = floatCents == null ? null : expectedCashCents(figures, floatCents);
  const countedCents = parseCents(counted);
  const diff = expected != null && countedCents != null ? countedCents - expected : null;
  const terminalCents = terminal.trim() === "" ? null : parseCents(terminal);
  const card = terminalCents == null || terminalCents < 0 ? null : cardCheck(figures, terminalCents);
  const busy = fetcher.state !== "idle";
  // The two sums of money as the clerk types them; the expected cash and the difference follow them.
  const cash = (name: "openingFloat" | "countedCash", value: string, set: (typed: string) => void, placeholder?: string) => (
    <TextField
      {...field(name)}
      label={t[name]}
      inputMode="decimal"
      value={value}
      onChange={(e) => set(e.target.value)}
      placeholder={placeholder}
    />
  );
  return (
    <fetcher.Form method="post" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:hidden" noValidate>
      <h2 className="font-semibold">{t.title}</h2>
      <input type="hidden" name="intent" value={END_OF_DAY_INTENT.close} />
      <input type="hidden" name="day" value={day} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {cash("openingFloat", float, setFloat)}
        {cash("countedCash", counted, setCounted, t.countedPlaceholder)}
        <TextField
          {...field("cardTerminal")}
          label={t.cardTerminal}
          hint={t.cardTerminalHint}
          inputMode="decimal"
          value={terminal}
          onChange={(e) => setTerminal(e.target.value)}
          placeholder={t.countedPlaceholder}
        />
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t.expected}</dt>
          <dd className="whitespace-nowrap tabular-nums font-semibold" data-testid="eod-expected">
            {expected == null ? "–" : eur(expected)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t.difference}</dt>
          <dd className={`tabular-nums font-semibold ${diff != null && diff !== 0 ? "text-red-700" : ""}`} data-testid="eod-difference">
            {diff == null ? "–" : eur(diff)}
          </dd>
        </div>
        {card && <CardCheckRows check={card} idPrefix="eod" />}
      </dl>
      <CardHint check={card} idPrefix="eod" />
      <TextAreaField
        {...field("notes")}
        label={t.note}
        hint={diff != null && differenceNeedsNote(diff, null) ? t.noteNeeded : undefined}
        className="mt-3"
        rows={2}
        maxLength={500}
      />
      <SubmitButton busy={busy} label={t.close} busyLabel={t.closing} className="mt-4 min-h-11 max-sm:w-full" />
    </fetcher.Form>
  );
}
