// A form field that people never see and so never fill: the public reservation form carries it,
// and a post that fills it is a script filling every input it finds. The name is one such scripts
// expect to complete; the input asks browsers not to autofill it (autocomplete=off).

export const HONEYPOT_FIELD = "website";

/** True when the hidden field came back with anything in it. */
export function honeypotFilled(input: FormData | Record<string, unknown>): boolean {
  const v = input instanceof FormData ? input.get(HONEYPOT_FIELD) : input[HONEYPOT_FIELD];
  return typeof v === "string" ? v.trim() !== "" : v != null;
}
