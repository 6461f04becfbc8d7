// The truth about e-mail when no mail server is configured: messages are written as files and
// nobody receives them. Shown on the dashboard, the e-mail screen and wherever staff send e-mail.
import { TriangleAlert } from "lucide-react";

export function MailNotSetUp({ outboxDir, className = "" }: { outboxDir: string; className?: string }) {
  return (
    <div
      role="alert"
      className={`rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
      data-testid="mail-not-set-up"
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        E-mail is not set up: messages are saved as files and nobody received them.
      </p>
      <p className="mt-1">
        They are in <code className="break-all">{outboxDir}</code>. To send them, set <code>SMTP_URL</code> to the shop&apos;s mail server
        (for example <code className="break-all">smtps://user:password@mail.example.com:465</code>, from your e-mail provider) and restart
        the shop; see the README, &ldquo;E-mail&rdquo;.
      </p>
    </div>
  );
}
