// The owners' reminder that the shop's certificate for the tax agency expires (30 and 7 days before,
// decision 105), in the owner's back-office language (texts in app/i18n/staff/*/verifactu.ts). Pure:
// the caller passes what the certificate says, the owner and the link to the records screen.
import type { CertificateReminder } from "~/domain/verifactu-certificate";
import { staffMessages } from "~/i18n/staff";
import type { Locale } from "~/lib/locale";
import { mailDateTime } from "~/lib/shop-clock";
import { type MailMessage, render } from "./reservation-mail";

export interface CertificateReminderInput {
  owner: { id: string; email: string };
  /** Who the certificate names (the company, or the person) and the NIF it was checked against. */
  holder: string;
  nif: string;
  expiresAt: Date;
  daysLeft: number;
  reminder: CertificateReminder;
  /** The records screen, when the shop's address is known. */
  link: string | null;
}

/** One key per certificate, reminder and owner: queued twice, sent once. */
export function certificateReminderKey(expiresAt: Date, reminder: CertificateReminder, ownerId: string): string {
  return `verifactu-certificate:${expiresAt.toISOString()}:${reminder}:${ownerId}`;
}

export function certificateReminderMail(r: CertificateReminderInput, locale: Locale): MailMessage {
  const t = staffMessages(locale).verifactu.expiry;
  const paragraphs = [
    t.mail.intro(r.holder, r.nif, mailDateTime(r.expiresAt, locale)),
    t.mail.after,
    t.mail.how,
    ...(r.link ? [t.mail.link(r.link)] : []),
    t.mail.why,
  ];
  return {
    dedupeKey: certificateReminderKey(r.expiresAt, r.reminder, r.owner.id),
    to: r.owner.email,
    subject: t.mail.subject(t.inDays(r.daysLeft)),
    ...render(paragraphs, r.link ? { records: r.link } : {}),
  };
}
