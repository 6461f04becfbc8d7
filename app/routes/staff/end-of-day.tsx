// End of day (cierre de caja): a chosen day's invoices and deposits by payment method and by
// seller, the cash the drawer should hold, the cash counted and the card terminal's total; closed
// once per day as a numbered Z and audited. Reopening a closed day is the owner's (the permission
// endOfDay.reopen), with a reason; closing it again makes the Z's next revision. The latest Zs
// are listed with a link to print each revision.
import { Form, useLoaderData } from "react-router";
import { DayClosed } from "~/components/staff/end-of-day/day-closed";
import { DayFiguresPanel } from "~/components/staff/end-of-day/day-figures";
import { CloseDayForm } from "~/components/staff/end-of-day/close-day-form";
import { SellerSection } from "~/components/staff/end-of-day/seller-figures";
import { ZList } from "~/components/staff/end-of-day/z-list";
import { TextField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { secondaryButton } from "~/components/ui/button";
import { PrintButton } from "~/components/ui/print-button";
import { END_OF_DAY_INTENT } from "~/components/staff/shared/intents";
import { closeDaySchemaIn, reopenDaySchemaIn } from "~/domain/end-of-day";
import { isCalendarDate } from "~/domain/field-rules";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { shopToday } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { closeDay, reopenDay } from "~/server/sales/end-of-day.server";
import { endOfDayView } from "./end-of-day.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { can } from "~/domain/permissions";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import type { Route } from "./+types/end-of-day";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).endOfDay.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "endOfDay");
  const today = shopToday();
  const raw = new URL(request.url).searchParams.get("day") ?? "";
  const day = isCalendarDate(raw) && raw <= today ? raw : today;
  const view = await endOfDayView(db, day, requestStaffLocale(request, user));
  return { day, today, ...view, mayReopen: can(user.role, "endOfDay.reopen") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "endOfDay");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.endOfDay;
  const form = await readFormData(request);
  switch (form.get("intent")) {
    case END_OF_DAY_INTENT.close: {
      const parsed = parseForm(closeDaySchemaIn(t.form), form);
      if (!parsed.ok) return reply({ ok: false, message: `${t.closeFailed}: ${parsed.formError}`, fieldErrors: parsed.fieldErrors }, 400);
      if (parsed.data.day > shopToday()) return reply({ ok: false, message: `${t.closeFailed}: ${t.notStartedYet}` }, 400);
      try {
        const closing = await closeDay(db, staffActor(user), parsed.data);
        return reply({ ok: true, message: t.closedToast(closing.day) });
      } catch (e) {
        return replyFromError(e, { failed: t.closeFailed, log: "end-of-day", t: texts });
      }
    }
    case END_OF_DAY_INTENT.reopen: {
      if (!can(user.role, "endOfDay.reopen")) return reply({ ok: false, message: t.askTheOwner }, 403);
      const parsed = parseForm(reopenDaySchemaIn(t.form), form);
      if (!parsed.ok) return reply({ ok: false, message: `${t.reopenFailed}: ${parsed.formError}`, fieldErrors: parsed.fieldErrors }, 400);
      try {
        await reopenDay(db, staffActor(user), parsed.data);
        return reply({ ok: true, message: t.reopenedToast(parsed.data.day) });
      } catch (e) {
        return replyFromError(e, { failed: t.reopenFailed, log: "end-of-day", t: texts });
      }
    }
    default:
      return reply({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function EndOfDay() {
  const t = useStaffText().endOfDay;
  const { day, today, dayLabel, figures, closing, changedSince, reopened, defaultFloatCents, mayReopen, zList } =
    useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitle={
          <>
            {t.closingFor} <span data-testid="eod-day">{dayLabel}</span>
          </>
        }
        align="end"
        actions={
          <div className="flex flex-wrap items-end gap-2 print:hidden">
            {/* A plain GET form: choosing a day reloads the screen for it. */}
            <Form method="get" className="flex items-end gap-2">
              <TextField id="eod-day-choice" name="day" label={t.day} type="date" defaultValue={day} max={today} />
              <button type="submit" className={`${secondaryButton} min-h-11`}>
                {t.show}
              </button>
            </Form>
            <PrintButton secondary />
          </div>
        }
      />
      {reopened && !closing && (
        <p className="rounded-md bg-amber-100 p-3 text-sm text-amber-900" data-testid="eod-reopened">
          {t.reopenedNote(reopened.at, reopened.by)} {reopened.reason && t.reopenReason(reopened.reason)}
        </p>
      )}
      {closing && <DayClosed closing={closing} changedSince={changedSince} mayReopen={mayReopen} />}
      <DayFiguresPanel figures={figures} />
      {!closing && <CloseDayForm key={day} day={day} figures={figures} defaultFloatCents={defaultFloatCents} />}
      <SellerSection sellers={figures.bySeller} />
      <ZList rows={zList} />
    </div>
  );
}
