// The one mapper from a thrown error to what a staff action or resource route answers. A
// `Refusal` (app/i18n/staff/refusal.ts) is worded here, in the language of the texts `t` the route
// passes (the account's), beside its field, with the status of its kind; anything else is a
// failure: logged with the screen's tag, answered 500 with the database's reason. `failed`
// ("Failed to save the post", from the same texts) leads every message the action answers with.
import { type ActionResult, reply } from "~/lib/action-result";
import type { FieldErrors } from "~/lib/form";
import type { StaffMessages } from "~/i18n/staff";
import { isRefusal, REFUSAL_STATUS } from "~/i18n/staff/refusal";
import { dbErrorMessage } from "../infra/db.server";
import { logger } from "../infra/logger.server";

export interface FromErrorOptions {
  /** The reader's texts (`staffMessages(locale)`): a refusal is worded in their language. */
  t: StaffMessages;
  /** What did not happen, for the message: "Failed to cancel reservation". */
  failed?: string;
  /** The tag of the log line when the error is not a refusal: "reservations". */
  log: string;
  /** Echoed in the result, for screens with several forms. */
  intent?: string;
  /** The field an `invalid` refusal that names none belongs beside (the uploaded file of a form). */
  field?: string;
}

/** The failed result and its status, for a route that answers in its own way (a redirect without JavaScript). */
export function resultFromError(
  e: unknown,
  { failed, log, intent, field, t }: FromErrorOptions,
): { result: Extract<ActionResult, { ok: false }>; status: number } {
  const lead = (m: string) => (failed ? `${failed}: ${m}` : m);
  const withIntent = intent === undefined ? {} : { intent };
  if (isRefusal(e)) {
    const worded = e.in(t);
    let fieldErrors: FieldErrors = worded.fieldErrors;
    if (field && e.kind === "invalid" && Object.keys(fieldErrors).length === 0) fieldErrors = { [field]: worded.message };
    const result = {
      ok: false as const,
      ...withIntent,
      message: lead(worded.message),
      ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    };
    return { result, status: REFUSAL_STATUS[e.kind] };
  }
  logger.error({ part: log, err: e }, `[${log}] ${failed ?? "failed"}`);
  return { result: { ok: false, ...withIntent, message: lead(dbErrorMessage(e)) }, status: 500 };
}

/** The action's answer to an error: `reply(result, status)`. */
export function replyFromError<Extra extends object = object>(e: unknown, options: FromErrorOptions) {
  const { result, status } = resultFromError(e, options);
  return reply<Extra>(result, status);
}

/** Runs one change whose success is a message; a refusal or failure is answered by `replyFromError`. */
export async function replyAfter(failed: string, change: () => Promise<string>, log: string, t: StaffMessages) {
  try {
    return reply({ ok: true, message: await change() });
  } catch (e) {
    return replyFromError(e, { failed, log, t });
  }
}

/** A resource route's plain-text answer to a refusal (a download that cannot be made); other errors propagate. */
export function textFromError(e: unknown, t: StaffMessages): Response {
  if (!isRefusal(e)) throw e;
  return new Response(e.in(t).message, { status: REFUSAL_STATUS[e.kind], headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
