// "To contact" (Por contactar): the phone reminders to call or write on WhatsApp, oldest first,
// marked done by staff; how many went by e-mail today; "Build today's list" runs the daily
// reminder job now (decision 108).
import { RefreshCw } from "lucide-react";
import { useFetcher, useLoaderData } from "react-router";
import { REMINDER_INTENT } from "~/components/staff/shared/intents";
import { ToContactList } from "~/components/staff/reminders/to-contact-list";
import { PageHeader } from "~/components/ui/page-header";
import { SubmitButton } from "~/components/ui/submit-button";
import { idFormOf } from "~/domain/field-rules";
import { staffMessages } from "~/i18n/staff";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { formatShopDay } from "~/lib/shop-clock";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffActor } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyAfter } from "~/server/forms/reply-from-error.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { buildDueReminders } from "~/server/reminders/reminder-job.server";
import { emailedToday, listToContact, markReminderDone } from "~/server/reminders/to-contact.server";
import type { Route } from "./+types/reminders";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).reminders.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const user = await requirePermission({ request, context }, "customers");
  const locale = requestStaffLocale(request, user);
  const t = staffMessages(locale).reminders;
  const day = (d: string) => formatShopDay(d, locale, { day: "numeric", month: "short", year: "numeric" });
  const items = (await listToContact(db, origin)).map((r) => ({
    id: r.id,
    kind: r.kind,
    detail:
      r.kind === "declined-work"
        ? (r.description ?? "")
        : r.kind === "tyre-age"
          ? t.tyreAge(r.facts.dot ?? "")
          : r.kind === "itv"
            ? t.itv(day(r.facts.itvDueOn ?? r.dueOn))
            : t.seasons[r.facts.season ?? "autumn"],
    since: day(r.dueOn),
    customerId: r.customerId,
    customerName: r.customerName,
    plate: r.plate,
    tel: r.phone ? `tel:${r.phone.replace(/[^\d+]/g, "")}` : null,
    whatsapp: r.whatsapp,
    locale: r.locale,
  }));
  return { items, emailed: await emailedToday(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, origin } = shopRequest(context);
  const user = await requirePermission({ request, context }, "customers");
  const all = staffMessages(requestStaffLocale(request, user));
  const t = all.reminders;
  const form = await readFormData(request);
  switch (form.get("intent")) {
    case REMINDER_INTENT.build:
      return replyAfter(
        t.toasts.failedBuild,
        async () => {
          const built = await buildDueReminders(db, { origin, force: true });
          return t.toasts.built(built?.emailed ?? 0, built?.listed ?? 0);
        },
        "reminders",
        all,
      );
    case REMINDER_INTENT.done: {
      const parsed = parseForm(idFormOf(t.toasts.failedDone), form);
      if (!parsed.ok) return reply({ ok: false, message: t.toasts.failedDone }, 400);
      return replyAfter(
        t.toasts.failedDone,
        () => markReminderDone(db, staffActor(user), parsed.data.id).then(() => t.toasts.done),
        "reminders",
        all,
      );
    }
    default:
      return reply({ ok: false, message: t.toasts.unknownAction }, 400);
  }
}

export default function Reminders() {
  const { items, emailed } = useLoaderData<typeof loader>();
  const t = useStaffText().reminders;
  const build = useFetcher<ActionResult>();
  useActionToast(build);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          <build.Form method="post">
            <input type="hidden" name="intent" value={REMINDER_INTENT.build} />
            <SubmitButton
              busy={build.state !== "idle"}
              icon={RefreshCw}
              spin
              label={t.build}
              busyLabel={t.building}
              variant="outline"
              className="min-h-11"
              data-testid="build-reminders"
            />
          </build.Form>
        }
      />
      <p className="text-sm text-slate-600" data-testid="emailed-today">
        {t.emailedToday(emailed)}
      </p>
      <ToContactList items={items} />
    </div>
  );
}
