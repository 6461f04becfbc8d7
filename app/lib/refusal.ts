// The one way a service says no. A service throws a `Refusal` (or a subclass naming the case) with
// a message written for the person at the screen, what kind of "no" it is and, when there is one,
// the form field the message belongs beside. Services never know HTTP: the action turns a refusal
// into its answer with `replyFromError` (app/server/forms/reply-from-error.server.ts), the only place
// where a kind becomes a status.
import type { FieldErrors } from "./form";

/**
 * not-found: the thing is gone (deleted meanwhile, wrong id); conflict: it changed under you (sold,
 * saved by someone else, already ended); refused: the shop's rules say no (the last admin, a full
 * series); invalid: the input itself is wrong (a bad file, a line that cannot be returned);
 * unavailable: the service cannot do it right now (a backup while the database is busy); forbidden:
 * the role may not do this much (a counter's discount above the owner's limit), someone else may.
 */
export type RefusalKind = "not-found" | "conflict" | "refused" | "invalid" | "unavailable" | "forbidden";

export const REFUSAL_STATUS: Record<RefusalKind, 400 | 403 | 404 | 409 | 503> = {
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  refused: 409,
  invalid: 400,
  unavailable: 503,
};

export interface RefusalOptions {
  kind?: RefusalKind;
  /** The form field the message belongs beside. */
  field?: string;
  /** Several fields' messages, keyed like the form's inputs (a return's lines). */
  fieldErrors?: FieldErrors;
}

export class Refusal extends Error {
  override name = "Refusal";
  readonly kind: RefusalKind;
  readonly field: string | undefined;
  readonly fieldErrors: FieldErrors;

  constructor(message: string, { kind = "refused", field, fieldErrors = {} }: RefusalOptions = {}) {
    super(message);
    this.kind = kind;
    this.field = field;
    this.fieldErrors = field ? { ...fieldErrors, [field]: message } : fieldErrors;
  }
}

export function isRefusal(e: unknown): e is Refusal {
  return e instanceof Refusal;
}

/**
 * A refusal staff read in their account's language: `message` is the English, `words(t)` says it
 * with the screen's texts `T`. Each screen's refusals are one subclass (a family), turned into the
 * screen's language by `refusalIn`.
 */
export class WordedRefusal<T> extends Refusal {
  constructor(
    message: string,
    options: RefusalOptions,
    readonly words: (t: T) => string,
  ) {
    super(message, options);
  }
}

/** The error in the screen's language when it is a refusal of `family`; any other error unchanged. */
export function refusalIn<T>(e: unknown, family: abstract new (...args: never[]) => WordedRefusal<T>, t: T): unknown {
  return e instanceof family ? new Refusal(e.words(t), { kind: e.kind, field: e.field }) : e;
}
