// What a card of something that did not go out shows: the other side's last answer, word for word,
// and the button that queues it again (posting its id, and the intent when the screen has several
// forms). The fetcher and its toast belong to the card, which outlives the button: the answer is
// still shown when the message or record is no longer failed and the button has gone.
import { RotateCcw } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { SubmitButton } from "./submit-button";

/** The mail server's or the agency's message, as it came. */
export function ServerAnswer({ children, testId }: { children: string; testId: string }) {
  return (
    <p className="mt-2 break-words rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-700" data-testid={testId}>
      {children}
    </p>
  );
}

export function SendAgainForm({
  fetcher,
  id,
  intent,
  label,
  busyLabel,
}: {
  fetcher: FetcherWithComponents<unknown>;
  id: number;
  intent?: string;
  label: string;
  busyLabel: string;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-3">
      {intent && <input type="hidden" name="intent" value={intent} />}
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        busy={busy}
        label={label}
        busyLabel={busyLabel}
        icon={RotateCcw}
        variant="secondary"
        className="min-h-11 max-sm:w-full"
      />
    </fetcher.Form>
  );
}
