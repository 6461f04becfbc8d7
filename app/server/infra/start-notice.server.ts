// What the owner must not miss in the start output (the demo admin's one-time password): kept
// while the server starts and printed as a framed block after the "listening" line, the last
// thing on the screen, instead of a line lost among the build and migration messages.

const pending: string[][] = [];

/** Keeps a notice (its lines) to print once the server listens. */
export function addStartNotice(lines: string[]): void {
  pending.push(lines);
}

/** The notices kept so far, each once. */
export function takeStartNotices(): string[][] {
  return pending.splice(0, pending.length);
}

/** A block of lines framed with a box of `#`, one space of padding, wide enough for the longest line. */
export function framedNotice(lines: readonly string[]): string {
  const width = Math.max(...lines.map((l) => l.length), 10);
  const rule = "#".repeat(width + 4);
  const blank = `#${" ".repeat(width + 2)}#`;
  return ["", rule, blank, ...lines.map((l) => `# ${l.padEnd(width)} #`), blank, rule, ""].join("\n");
}

/** The demo admin's one-time password, as the framed notice prints it. */
export function demoAdminNotice(admin: { email: string; password: string }): string[] {
  return [
    "DEMO ADMIN (shown once, write it down)",
    "",
    `E-mail:    ${admin.email}`,
    `Password:  ${admin.password}`,
    "",
    "The first sign-in asks for a new password.",
  ];
}
