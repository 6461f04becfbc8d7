// The optional fitting time above the reservation form: the day chooser (a GET form; the page
// then lists that day's free times inside the reservation form); with three or four tyres on sale
// it also asks which fitting, so the times are those of the job the reservation books.
import { DayChooser } from "~/components/store/appointments/slot-picker";
import { Card, CardContent } from "~/components/ui/card";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import type { ReserveFitting } from "~/server/reservations/reserve-page.server";

export function FittingDay({ locale, fit }: { locale: Locale; fit: ReserveFitting }) {
  const m = messages(locale);
  return (
    <Card className="mt-6">
      <CardContent className="space-y-2" data-testid="reserve-fitting">
        <h2 className="text-lg font-bold">{m.appointment.fitTime}</h2>
        <p className="text-sm text-slate-600">{m.appointment.fitTimeHint}</p>
        <DayChooser locale={locale} jobs={fit.jobs} job={fit.job} days={fit.days} day={fit.day} durations={fit.durations} />
      </CardContent>
    </Card>
  );
}
