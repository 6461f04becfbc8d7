// Sending one message: through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or
// smtps://…:465) with nodemailer, or, without SMTP_URL, written as an .eml file into an outbox
// folder with one log line per message, so a new install loses nothing and shows what it would send.
// smtp:// always upgrades with STARTTLS before the login: a server (or someone in between) that
// offers none gets neither the password nor the mail, unless SMTP_ALLOW_PLAIN says the server is a
// relay on the same machine.
// nodemailer is loaded with the first message, not at start (a restart does not wait for it).
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { MailAttachment } from "~/mail/reservation-mail";
import { redactUrl } from "../infra/db.server";
import { partLogger } from "../infra/logger.server";

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Where messages go, for the start-up log line (never the SMTP password). */
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** The sender, or how to find it when a message goes out (the shop's settings may change). */
  from: string | (() => Promise<string>);
  /** Where .eml files are written when there is no SMTP server. */
  outboxDir: string;
  log?: (line: string) => void;
  /** smtp:// may talk plain when the server offers no STARTTLS (SMTP_ALLOW_PLAIN, a local relay). */
  allowPlainSmtp?: boolean;
}

/** The error of a message refused because an smtp:// server offered no STARTTLS. */
export const NO_STARTTLS =
  "The mail server did not offer STARTTLS, so neither the SMTP password nor the message was sent in clear. Use a server with STARTTLS or smtps://, or SMTP_ALLOW_PLAIN=1 for a relay on this machine.";

/** Whether an smtp:// connection must upgrade with STARTTLS (smtps:// is TLS from the start). */
export function requiresStartTls(url: string, allowPlain = false): boolean {
  return url.startsWith("smtp://") && !allowPlain;
}

const nodemailer = async () => (await import("nodemailer")).default;

/** The file a message is written to without SMTP_URL: its outbox id, six digits. */
export function emlPath(outboxDir: string, id: number): string {
  return path.join(outboxDir, `${String(id).padStart(6, "0")}.eml`);
}

/** An SMTP connection to `url` that gives up after these milliseconds (connecting and greeting, then idle). */
export async function smtpTransport(url: string, timeouts: { connect: number; socket: number }, allowPlain = false): Promise<Transporter> {
  // One options object with the url: a second argument would be the messages' defaults, not the
  // connection's options.
  return (await nodemailer()).createTransport({
    url,
    connectionTimeout: timeouts.connect,
    greetingTimeout: timeouts.connect,
    socketTimeout: timeouts.socket,
    requireTLS: requiresStartTls(url, allowPlain),
  } as never);
}

/** A failed STARTTLS upgrade said plainly (the server's answer after it); any other error as it is. */
export function smtpError(err: unknown): unknown {
  const e = err as { code?: string; message?: string };
  return e.code === "ETLS" || /STARTTLS/.test(e.message ?? "") ? new Error(`${NO_STARTTLS} (${e.message})`) : err;
}

export function createMailer(opts: MailerOptions): Mailer {
  const log = opts.log ?? ((line: string) => partLogger("mail").info(line));
  const sender = async () => (typeof opts.from === "string" ? opts.from : opts.from());
  const message = async (m: OutgoingMail) => ({
    from: await sender(),
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments,
  });
  if (opts.smtpUrl) {
    // A mail server that hangs must not hold the worker for minutes: the message is retried.
    const url = opts.smtpUrl;
    let transport: Promise<Transporter> | undefined;
    return {
      describe: `SMTP ${redactUrl(url, "SMTP_URL")}`,
      async send(m) {
        transport ??= smtpTransport(url, { connect: 10_000, socket: 30_000 }, opts.allowPlainSmtp);
        await (await transport).sendMail(await message(m)).catch((err: unknown) => Promise.reject(smtpError(err)));
      },
      close: () => void transport?.then((t) => t.close()),
    };
  }
  let stream: Promise<Transporter> | undefined;
  return {
    describe: `.eml files in ${opts.outboxDir} (no SMTP_URL)`,
    async send(m) {
      stream ??= nodemailer().then((n) => n.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
      const info = await (await stream).sendMail(await message(m));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = emlPath(opts.outboxDir, m.id);
      await fs.writeFile(file, info.message as Buffer);
      // The file and the message's id: its address and subject (a customer's name) stay out of the log.
      log(`[mail] no SMTP_URL: wrote ${file} (message ${m.id})`);
    },
    close: () => {},
  };
}
