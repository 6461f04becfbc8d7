// When the mail worker tries a message again after a failure: a growing delay per attempt, then it
// gives up and keeps the message (marked failed, with its last error) for staff to see on the
// back-office's e-mail screen, which can queue it again.
import { rowIdField } from "./field-rules";
import { z } from "zod";

const MINUTE = 60_000;

/** Delay after the 1st, 2nd, ... failed attempt. */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720, 1440].map((m) => m * MINUTE);

/** Attempts in all: the first, then one per delay. */
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** How long a worker may take to send a claimed message before another worker may claim it again. */
export const MAIL_LEASE_MS = 5 * MINUTE;

/** When to try again after `attempts` failed attempts, or null when that was the last one. */
export function nextMailAttempt(attempts: number, now: Date): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError("attempts must be a positive integer");
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  return new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[attempts - 1]!);
}

/** The "send again" form's words: the staff catalogue's `mail.resend` fits it. */
export interface MailResendMessages {
  unknown: string;
}

/** The e-mail screen's "send again" form: the failed message's id (a 32-bit serial). */
export const mailIdFormIn = (m: MailResendMessages) => z.object({ id: rowIdField(m.unknown) });
