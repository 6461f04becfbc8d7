// A real SMTP server (the smtp-server package) on a free local port, for tests that send mail
// through nodemailer: it keeps every message it accepts, and can be told to refuse every one.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message as sent. */
  raw: string;
  /** The raw message with quoted-printable undone (to search its text). */
  decoded: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** When set, every recipient is refused with this SMTP error. */
  refuse: string | null;
  /** The logins the server was sent (with `login: true`), password included. */
  logins: { user: string; password: string }[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) so the text can be searched. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const m = joined[i] === "=" ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The server never offers STARTTLS. With `login: true` it takes (and records) a plain login, as a
 * server that would have the password sent in clear; otherwise it offers no login at all.
 */
export async function startTestSmtp(options: { login?: boolean } = {}): Promise<TestSmtp> {
  const state: TestSmtp = { url: "", received: [], refuse: null, logins: [], close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      state.logins.push({ user: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        const err = new Error(state.refuse) as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, decoded: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
