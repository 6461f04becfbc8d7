// What a staff action answers, and the one way a screen shows it: a toast, once, as soon as the
// action's answer is there (a fetcher, or the page's own form). Not after the reload of the
// screen's data that follows it: that reload can be slow, end in a redirect or be cut short by
// the next submission, and a toast waiting for it came late or never.
//
//   action:    return reply({ ok: true, message: "Tyre updated successfully" });
//              return reply({ ok: false, message: form.formError, fieldErrors: form.fieldErrors }, 400);
//   component: const fetcher = useFetcher<typeof action>();
//              useActionToast(fetcher, { onSuccess: () => close() });
import { useEffect, useEffectEvent, useRef } from "react";
import { data } from "react-router";
import { toast } from "sonner";
import type { FieldErrors } from "./form";

/** A staff action's answer; a success may carry more (the issued invoice, import counts...). */
export type ActionResult<Extra extends object = object> =
  ({ ok: true; message: string; intent?: string } & Extra) | { ok: false; message: string; intent?: string; fieldErrors?: FieldErrors };

/**
 * The action's response: the result as data with its HTTP status (400 bad input, 409 refused, 500
 * failed), and any headers it must carry (a refreshed session cookie).
 */
export function reply<Extra extends object = object>(result: ActionResult<Extra>, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers });
}

/** The field messages of a failed result (for showing beside inputs). */
export function resultFieldErrors(result: ActionResult<object> | undefined): FieldErrors {
  return result && !result.ok ? (result.fieldErrors ?? {}) : {};
}

interface Submission<R> {
  state: "idle" | "loading" | "submitting";
  data: R | undefined;
}

/**
 * Toasts each new result once, as soon as it arrives (while the screen's data reloads, or idle);
 * `onSuccess` / `onFailure` run once the submission is idle again, after the screen's data has
 * reloaded: a step they take (navigating to a new record, closing a dialog) then starts from the
 * screen as it now is, and no reload still under way overtakes it.
 */
export function useActionToast<R extends ActionResult<object>>(
  submission: Submission<R>,
  { onSuccess, onFailure }: { onSuccess?: (result: Extract<R, { ok: true }>) => void; onFailure?: (result: R) => void } = {},
) {
  const toasted = useRef<R | undefined>(undefined);
  const followed = useRef<R | undefined>(undefined);
  const { state, data: result } = submission;
  const show = useEffectEvent((r: R) => {
    if (r.ok) toast.success(r.message);
    else toast.error(r.message);
  });
  const follow = useEffectEvent((r: R) => {
    if (r.ok) onSuccess?.(r as Extract<R, { ok: true }>);
    else onFailure?.(r);
  });
  useEffect(() => {
    if (state === "submitting" || !result) return;
    if (toasted.current !== result) {
      toasted.current = result;
      show(result);
    }
    if (state === "idle" && followed.current !== result) {
      followed.current = result;
      follow(result);
    }
  }, [state, result]);
}
