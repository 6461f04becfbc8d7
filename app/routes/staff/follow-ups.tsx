// Follow-ups: the declined work of customers, oldest first, to call them back or make them a quote
// in one click; noting declined work at the counter (?plate= fills the plate, from the till).
import { useLoaderData } from "react-router";
import { FollowUpList } from "~/components/staff/follow-ups/follow-up-list";
import { NoteDeclined } from "~/components/staff/follow-ups/note-declined";
import { PageHeader } from "~/components/ui/page-header";
import { daysSince, declinedFormSchemaIn, declinedIdSchemaIn, formatTread } from "~/domain/declined-work";
import { shopDate } from "~/domain/hold-end";
import { customerWhatsappLink } from "~/domain/quote";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffFormats } from "~/lib/shop-clock";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { staffActor } from "~/server/audit.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyAfter } from "~/server/forms/reply-from-error.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { closeFollowUp, listFollowUps, noteDeclinedWork } from "~/server/quotes/declined-work.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/follow-ups";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).followUps.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const locale = requestStaffLocale(request, user);
  const { date } = staffFormats(locale);
  const today = shopDate(new Date());
  const items = (await listFollowUps(db)).map((f) => ({
    id: f.id,
    plate: f.plate,
    description: f.description,
    tread: f.treadMm == null ? null : formatTread(f.treadMm, locale),
    reason: f.reason,
    source: f.source,
    quoteId: f.quoteId,
    declined: date.format(f.declinedAt),
    days: daysSince(shopDate(f.declinedAt), today),
    customerId: f.customerId,
    customerName: f.customerName,
    phone: f.phone,
    whatsapp: customerWhatsappLink(f.phone, ""),
    newQuote: `${staffPath("quoteNew")}?${new URLSearchParams({ name: f.customerName ?? "", phone: f.phone ?? "", email: f.email ?? "", plate: f.plate ?? "", from: String(f.id) })}`,
  }));
  const plate = (new URL(request.url).searchParams.get("plate") ?? "").trim().slice(0, 20);
  return { items, plate };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "quotes");
  const all = staffMessages(requestStaffLocale(request, user));
  const texts = all.followUps;
  const form = await readFormData(request);
  const run = (change: () => Promise<string>) => replyAfter(texts.toasts.failed, change, "follow-ups", all);
  switch (form.get("intent")) {
    case "note": {
      const parsed = parseForm(declinedFormSchemaIn(texts.form), form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(async () => (await noteDeclinedWork(db, staffActor(user), parsed.data), texts.toasts.noted));
    }
    case "close": {
      const parsed = parseForm(declinedIdSchemaIn(texts.form), form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError }, 400);
      return run(async () => (await closeFollowUp(db, staffActor(user), parsed.data.id), texts.toasts.closed));
    }
    default:
      return reply({ ok: false, message: texts.toasts.failed }, 400);
  }
}

export default function FollowUps() {
  const { items, plate } = useLoaderData<typeof loader>();
  const t = useStaffText().followUps;
  return (
    <div className="space-y-4">
      <PageHeader title={t.title} subtitle={t.intro} />
      {/* From the till (a plate given): noting comes first; otherwise the list does. */}
      {plate && <NoteDeclined plate={plate} />}
      <FollowUpList items={items} />
      {!plate && <NoteDeclined plate="" />}
    </div>
  );
}
