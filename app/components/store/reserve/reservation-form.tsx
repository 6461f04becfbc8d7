// The reservation form: a plain form posting to its own page (works without JavaScript), with the
// visitor's input and the messages after a refusal. app/enhance/forms.ts shows the pending label
// and stops a second submission while the first is on its way, and sends the proof of work when
// the page asks for one.
import { PrivacyFirstLayer } from "~/components/store/info/privacy-notice";
import { TimeChoice } from "~/components/store/appointments/slot-picker";
import { FormAlert, formFields, FormRow, Honeypot } from "~/components/store/public-form";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FORM_KEY_FIELD, type ReservationRefusal } from "~/domain/reservation";
import { defaultReservationQuantity, MAX_RESERVATION_QUANTITY, RESERVATION_LIMITS } from "~/domain/reservation-rules";
import { HOOK, hook, PROOF_CHALLENGE_PATH, PROOF_FIELD } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import type { ReserveFitting } from "~/server/reservations/reserve-page.server";
import type { PublicTyre } from "~/server/storefront/storefront.server";

export function ReservationForm({
  locale,
  tyre,
  deposit,
  fit,
  formKey,
  refusal,
}: {
  locale: Locale;
  tyre: PublicTyre;
  /** The deposit rule, shown above the button. */
  deposit: string;
  fit: ReserveFitting | null;
  /** This page's own key (FORM_KEY_FIELD): a second submission of this form finds the first by it. */
  formKey: string;
  refusal: ReservationRefusal | undefined;
}) {
  const m = messages(locale);
  const t = m.reserve;
  const values = refusal?.values;
  const errors = refusal?.fieldErrors ?? {};
  // The form offers 1 to the units on sale (public reads give those as quantity).
  const units = Math.max(1, Math.min(tyre.quantity, MAX_RESERVATION_QUANTITY));
  const alert = !refusal ? null : refusal.formError === "invalid" ? t.errorSummary : t.errors[refusal.formError];
  const { field, error, row } = formFields({ prefix: "reserve", values, errors, message: (k) => t.errors[k] });
  const quantity = field("quantity");
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="text-lg font-bold">{t.formTitle}</h2>
        {alert && <FormAlert className="mt-3">{alert}</FormAlert>}
        <form
          method="post"
          className="mt-4 space-y-4"
          {...hook(HOOK.pendingLabel, t.submitting)}
          {...hook(HOOK.proofChallenge, PROOF_CHALLENGE_PATH)}
        >
          <input type="hidden" name={PROOF_FIELD} defaultValue="" />
          <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
          {/* The time of the day chosen above comes first, under the day, then the contact details. */}
          {fit?.day && (
            <>
              <input type="hidden" name="fitDay" value={fit.day} />
              <TimeChoice
                locale={locale}
                name="fitTime"
                noneLabel={m.appointment.noFitTime}
                times={fit.times}
                chosen={values?.fitTime}
                error={error("fitTime")}
              />
            </>
          )}
          <FormRow {...row("name", t.name)}>
            <input
              {...field("name")}
              type="text"
              autoComplete="name"
              required
              maxLength={RESERVATION_LIMITS.name}
              placeholder={t.namePlaceholder}
            />
          </FormRow>
          <FormRow {...row("phone", t.phone)}>
            <input
              {...field("phone")}
              type="tel"
              autoComplete="tel"
              required
              maxLength={RESERVATION_LIMITS.phone}
              placeholder={t.phonePlaceholder}
            />
          </FormRow>
          <FormRow {...row("email", t.email)}>
            <input
              {...field("email")}
              type="email"
              autoComplete="email"
              maxLength={RESERVATION_LIMITS.email}
              placeholder={t.emailPlaceholder}
            />
          </FormRow>
          <FormRow {...row("vehicleReg", t.vehicleReg)}>
            <input
              {...field("vehicleReg")}
              type="text"
              autoCapitalize="characters"
              maxLength={RESERVATION_LIMITS.vehicleReg}
              placeholder={t.vehicleRegPlaceholder}
            />
          </FormRow>
          <FormRow {...row("quantity", t.quantity)}>
            <select
              {...quantity}
              defaultValue={String(
                Math.min(Number(values?.quantity) || (fit?.job === "fit4" ? 4 : defaultReservationQuantity(tyre)), units),
              )}
              aria-describedby={[quantity["aria-describedby"], "reserve-quantity-left"].filter(Boolean).join(" ")}
            >
              {Array.from({ length: units }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t.quantityOption(n)}
                </option>
              ))}
            </select>
            <p id="reserve-quantity-left" className="mt-1 text-sm text-slate-600">
              {t.quantityLeft(tyre.quantity)}
            </p>
          </FormRow>
          <FormRow {...row("notes", t.notes)}>
            <textarea {...field("notes")} rows={4} maxLength={RESERVATION_LIMITS.notes} placeholder={t.notesPlaceholder} />
          </FormRow>
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{deposit}</p>
          <button type="submit" className={buttonClasses("secondary", "lg", "w-full")}>
            {t.submit}
          </button>
          <Honeypot prefix="reserve" label={t.honeypotLabel} />
          <PrivacyFirstLayer locale={locale} className="pt-2" />
        </form>
      </CardContent>
    </Card>
  );
}
