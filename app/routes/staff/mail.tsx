// Outgoing e-mail that did not go out: reservation messages the mail worker could not deliver.
// The worker retries a failed send with growing delays (docs/decisions/070-mail-outbox.md) and
// gives up after the last one; those messages are listed here with the mail server's last answer,
// so the shop sees that a customer was not told, and can send one again once the mail settings or
// the address are fixed. Messages still being retried are listed too, with their next try.
import { Mail } from "lucide-react";
import { useFetcher, useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { SendAgainForm, ServerAnswer } from "~/components/ui/send-again";
import { MAX_MAIL_ATTEMPTS, mailIdFormIn } from "~/domain/mail-retry";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffFormats } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { listUndeliveredMail, resendFailedMail } from "~/server/mail/outbox.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { MailNotSetUp } from "~/components/staff/shared/mail-not-set-up";
import { mailDelivery } from "~/server/infra/env.server";
import type { Route } from "./+types/mail";
import { EmptyState } from "~/components/ui/empty-state";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).mail.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "mail");
  const staffDateTime = staffFormats(requestStaffLocale(request, user)).dateTime;
  const list = await listUndeliveredMail(db);
  return {
    mail: mailDelivery(),
    failed: list.failed,
    retrying: list.retrying,
    // Worded on the server, so the hydrating render says the same as the HTML.
    messages: list.messages.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      attempts: m.attempts,
      lastError: m.lastError,
      created: staffDateTime.format(m.createdAt),
      nextTry: m.nextAttemptAt ? staffDateTime.format(m.nextAttemptAt) : null,
      failed: m.failedAt ? staffDateTime.format(m.failedAt) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "mail");
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.mail;
  const parsed = parseForm(mailIdFormIn(t.resend), await readFormData(request));
  if (!parsed.ok) return reply({ ok: false, message: `${t.failedResend}: ${parsed.formError}` }, 400);
  try {
    const { to } = await resendFailedMail(db, staffActor(user), parsed.data.id);
    return reply({ ok: true, message: t.resent(to) });
  } catch (e) {
    return replyFromError(e, { failed: t.failedResend, log: "mail", t: texts });
  }
}

type Message = ReturnType<typeof useLoaderData<typeof loader>>["messages"][number];

function MessageCard({ m }: { m: Message }) {
  const t = useStaffText().mail;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`mail-${m.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold">{m.to}</p>
          <p className="text-sm text-slate-600">{m.subject}</p>
        </div>
        <Badge tone={m.failed ? "red" : "amber"} data-testid="mail-state">
          {m.failed ? t.failed : t.retrying}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t.queued(m.created)} ·{" "}
        {m.attempts === 0
          ? t.queuedAgain(m.nextTry)
          : `${t.attempts(m.attempts)} · ${m.failed ? t.gaveUp(m.failed) : t.nextTry(m.nextTry)}`}
      </p>
      {m.lastError && <ServerAnswer testId="mail-error">{m.lastError}</ServerAnswer>}
      {m.failed && <SendAgainForm fetcher={fetcher} id={m.id} label={t.sendAgain} busyLabel={t.queuing} />}
    </li>
  );
}

export default function MailScreen() {
  const { failed, retrying, messages, mail } = useLoaderData<typeof loader>();
  const t = useStaffText().mail;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitleTestId="mail-summary"
        subtitle={
          !mail.configured ? t.summaryNoServer : failed + retrying === 0 ? t.summaryAllSent : t.summary(failed, retrying, MAX_MAIL_ATTEMPTS)
        }
      />
      {!mail.configured && <MailNotSetUp outboxDir={mail.outboxDir} />}
      {messages.length === 0 ? (
        <EmptyState icon={Mail}>{mail.configured ? t.nothingWaiting : t.nothingToRetry}</EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.listLabel}>
          {messages.map((m) => (
            <MessageCard key={m.id} m={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
