// The truth about e-mail when no mail server is configured: messages are written as files and
// nobody receives them. Shown on the dashboard, the e-mail screen and wherever staff send e-mail.
// The technical part (the folder, SMTP_URL) is for the owner; a counter account reads who can fix it.
import { TriangleAlert } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib-ui/root-data";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function MailNotSetUp({ outboxDir, className = "" }: { outboxDir: string; className?: string }) {
  const t = useStaffText().mail.notSetUp;
  const owner = useRouteLoaderData<RootData>("root")?.user?.role === "owner";
  return (
    <div
      role="alert"
      className={`rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
      data-testid="mail-not-set-up"
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {t.title}
      </p>
      {!owner ? (
        <p className="mt-1">{t.forCounter}</p>
      ) : (
        <p className="mt-1">
          {t.where}
          <code className="break-all">{outboxDir}</code>
          {t.howBefore}
          <code>SMTP_URL</code>
          {t.howMiddle}
          <code className="break-all">smtps://user:password@mail.example.com:465</code>
          {t.howAfter}
        </p>
      )}
    </div>
  );
}
