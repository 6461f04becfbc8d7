// "Ya está listo": the WhatsApp click-to-chat link with the ready message in the customer's
// language (app/domain/ready-message.ts) and "Mark sent" beside it, on a reservation card, an
// appointment and a request. Opening the link is not sending: staff mark it, which the server
// writes in the audit log only (no column holds it), so the card shows nothing more afterwards.
import { Check, MessageCircle } from "lucide-react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { type ReadyMessageInput, readyWhatsappLink } from "~/domain/ready-message";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { useShop } from "~/lib-ui/use-shop";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export function ReadyMessage({
  id,
  phone,
  compact = false,
  className = "",
  ...message
}: Omit<ReadyMessageInput, "shopName"> & { id: number; phone: string | null | undefined; compact?: boolean; className?: string }) {
  const t = useStaffText().reservations.ready;
  const shop = useShop();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const href = readyWhatsappLink(phone, { ...message, shopName: shop.name });
  if (!href) return null;
  const size = compact ? "min-h-9 px-2 text-xs" : "min-h-11";
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`} data-testid="ready-message">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses("whatsapp", "sm", size)}
        aria-label={t.linkLabel(message.name)}
        data-testid="ready-message-link"
      >
        <MessageCircle aria-hidden className="h-4 w-4" /> {t.link}
      </a>
      <fetcher.Form method="post" action={staffPath("readyMessage")}>
        <input type="hidden" name="kind" value={message.kind} />
        <input type="hidden" name="id" value={id} />
        <SubmitButton
          busy={fetcher.state !== "idle"}
          icon={Check}
          label={t.markSent}
          aria-label={t.markSentLabel(message.name)}
          variant="outline"
          className={size}
          data-testid="ready-message-sent"
        />
      </fetcher.Form>
    </div>
  );
}
