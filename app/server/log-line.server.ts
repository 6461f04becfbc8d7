// Text from outside (a customer's name in a subject, an address, a server's error) goes into the
// shop's log one line at a time: control characters, line and paragraph separators are shown as
// escapes, so nobody can forge a log line of their own through a form field.

/** `text` on one line, every control character written as a visible \u escape. */
export function logSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
