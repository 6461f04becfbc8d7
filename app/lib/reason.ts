// Why a rule says no, as data: a key of the rule's messages and the values its words need
// (`{ key: "quantity", values: [1, 99] }`). The domain knows no language and no catalogue: a rule
// declares the shape of the messages it can give (an interface of words) and returns a `Reason` of
// it; whoever knows the reader's language words it with `say(messages, reason)`, a service by
// lifting it into a Refusal (`(t) => say(t.importing.rows, reason)`). Being data, a reason can be
// stored as it is (an import preview keeps its rows' reasons) and worded when it is read.

/** The words of a messages interface: a plain text, or a function of the values it shows. */
type Wording = string | ((...values: never[]) => string);

/** One of the messages of `M`, by its key, with the values its words take. */
export type Reason<M> = {
  [K in keyof M & string]: M[K] extends (...values: infer A) => string ? { key: K; values: A } : { key: K; values?: readonly [] };
}[keyof M & string];

/** The reason in the words of `messages`. */
export function say<M>(messages: M, r: Reason<M>): string {
  const words = (messages as Record<string, Wording>)[r.key];
  if (typeof words === "function") return (words as (...values: unknown[]) => string)(...((r.values as unknown[] | undefined) ?? []));
  if (typeof words === "string") return words;
  throw new TypeError(`no words for the reason ${String(r.key)}`);
}
