// The one way a service says no. A service throws a `Refusal` (or a subclass naming the case) with
// its words as a path into the staff catalogue and the values the words need,
// `(t) => t.inventory.refusals.held(n)`, what kind of "no" it is and, when there is one, the form
// field the words belong beside. Services never write words, never take a language and never know
// HTTP: the action turns a refusal into its answer with `replyFromError`
// (app/server/forms/reply-from-error.server.ts), which words it in the reader's language and is the
// only place where a kind becomes a status. A domain rule, which knows no catalogue, says why as a
// `Reason` of its own messages (app/lib/reason.ts); the service lifts it into a refusal.
import type { FieldErrors } from "~/lib/form";
import { type StaffMessages, staffMessages } from "./index";

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

/**
 * A refusal's words: the key is the path into the staff catalogue and the values are its arguments,
 * `(t) => t.checkout.refusals.tyreGone(id)`; the type checker holds both to the catalogue.
 */
export type Words = (t: StaffMessages) => string;

export interface RefusalOptions {
  kind?: RefusalKind;
  /** The form field the words belong beside. */
  field?: string;
  /** Several fields' words, keyed like the form's inputs (a return's lines). */
  fieldWords?: Readonly<Record<string, Words>>;
}

const ENGLISH = () => staffMessages("en");

export class Refusal extends Error {
  override name = "Refusal";
  readonly kind: RefusalKind;
  readonly field: string | undefined;
  readonly words: Words;
  readonly fieldWords: Readonly<Record<string, Words>>;

  /** `message` is the English words (logs, the command line); screens word it with `in(t)`. */
  constructor(words: Words, { kind = "refused", field, fieldWords = {} }: RefusalOptions = {}) {
    super(words(ENGLISH()));
    this.kind = kind;
    this.field = field;
    this.words = words;
    this.fieldWords = field ? { ...fieldWords, [field]: words } : fieldWords;
  }

  /** The words and the fields' words in the language of `t`. */
  in(t: StaffMessages): { message: string; fieldErrors: FieldErrors } {
    const fieldErrors: FieldErrors = {};
    for (const [name, words] of Object.entries(this.fieldWords)) fieldErrors[name] = words(t);
    return { message: this.words(t), fieldErrors };
  }

  /** The fields' words in English. */
  get fieldErrors(): FieldErrors {
    return this.in(ENGLISH()).fieldErrors;
  }
}

export function isRefusal(e: unknown): e is Refusal {
  return e instanceof Refusal;
}
