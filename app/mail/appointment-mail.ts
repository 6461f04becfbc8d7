// The e-mails of a fitting appointment: the customer's confirmation (with the calendar entry as an
// .ics file and the signed link to change or cancel), the reminder the day before, the notices of a
// move or cancellation, and the shop's one line for every new, changed or cancelled appointment.
import { createEvent } from "ics";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { staffMessages } from "~/i18n/staff";
import { mailDateTime } from "~/lib/shop-clock";
import type { AppointmentJob } from "~/domain/appointments";
import { greetingName, type MailAttachment, type MailMessage, render } from "./reservation-mail";
import { fullAddress, type ShopSettings } from "~/domain/shop-settings";

export interface MailAppointment {
  id: number;
  startsAt: Date;
  endsAt: Date;
  job: AppointmentJob;
  plate: string | null;
  customerName: string;
  phone: string;
  email: string | null;
  changes: number;
}

type MailShop = Pick<ShopSettings, "name" | "street" | "postalCode" | "town" | "province" | "phone" | "email" | "mapsUrl">;

/** The appointment as a calendar file (times in UTC, so every calendar shows the shop's time right). */
export function appointmentIcs(shop: MailShop, a: MailAppointment, locale: Locale, changeUrl: string): MailAttachment {
  const m = messages(locale).appointment;
  const utc = (d: Date) => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()] as const;
  const { error, value } = createEvent({
    uid: `appointment-${a.id}@${shop.email.split("@")[1] ?? "shop"}`,
    sequence: a.changes,
    start: [...utc(a.startsAt)],
    startInputType: "utc",
    startOutputType: "utc",
    end: [...utc(a.endsAt)],
    endInputType: "utc",
    endOutputType: "utc",
    title: `${m.jobs[a.job]} - ${shop.name}`,
    description: `${m.changeLink}: ${changeUrl}`,
    location: fullAddress(shop),
    url: changeUrl,
    status: "CONFIRMED",
    organizer: { name: shop.name, email: shop.email },
  });
  if (error || !value) throw error ?? new Error("Could not write the calendar file");
  return { filename: "cita.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: value };
}

function details(shop: MailShop, a: MailAppointment, locale: Locale): string[] {
  const mm = messages(locale).appointmentMail;
  const m = messages(locale).appointment;
  return [
    [mailDateTime(a.startsAt, locale), m.jobs[a.job], a.plate ? `${mm.plate}: ${a.plate}` : null].filter(Boolean).join("\n"),
    `${mm.where}\n${shop.name}\n${fullAddress(shop)}\n${shop.phone}\n${shop.mapsUrl}`,
    mm.bring,
  ];
}

export type CustomerMailKind = "confirmation" | "reminder" | "moved" | "cancelled";

/** A message to the customer (who gave an e-mail); the dedupe key names the appointment, the kind and the change. */
export function customerAppointmentMail(
  shop: MailShop,
  a: MailAppointment & { email: string },
  locale: Locale,
  kind: CustomerMailKind,
  changeUrl: string,
): MailMessage {
  const mm = messages(locale).appointmentMail;
  const when = mailDateTime(a.startsAt, locale);
  const hello = mm.greeting(greetingName(a.customerName) ?? a.customerName);
  const links = { change: changeUrl, map: shop.mapsUrl };
  if (kind === "cancelled")
    return {
      dedupeKey: `appointment:${a.id}:cancelled`,
      to: a.email,
      subject: mm.cancelledSubject,
      ...render([hello, mm.cancelledText, `${mm.signature}\n${shop.name}`]),
    };
  const subject = kind === "reminder" ? mm.reminderSubject(when) : kind === "moved" ? mm.movedSubject(when) : mm.subject(when);
  const paragraphs = [
    hello,
    kind === "reminder" ? mm.reminderIntro : mm.intro,
    ...details(shop, a, locale),
    `${mm.change}\n${changeUrl}`,
    ...(kind === "reminder" ? [] : [mm.calendar]),
    `${mm.signature}\n${shop.name}`,
  ];
  return {
    dedupeKey: `appointment:${a.id}:${kind}:${a.changes}`,
    to: a.email,
    subject,
    ...render(paragraphs, links),
    attachments: kind === "reminder" ? undefined : [appointmentIcs(shop, a, locale, changeUrl)],
  };
}

/** The shop's notice of a new, moved or cancelled appointment, in `locale` (the language of the shop's owners: shopMailLocale). */
export function shopAppointmentMail(
  shop: Pick<ShopSettings, "email">,
  a: MailAppointment,
  what: "new" | "moved" | "cancelled",
  agendaUrl: string,
  locale: Locale = "en",
): MailMessage {
  const w = staffMessages(locale).mail.shop.appointment;
  const when = mailDateTime(a.startsAt, locale);
  const verb = w.verbs[what];
  const lines = [
    `${verb}: ${when}, ${w.jobs[a.job]}`,
    `${w.customer}: ${a.customerName}\n${w.phone}: ${a.phone}\n${w.email}: ${a.email ?? "-"}\n${w.plate}: ${a.plate ?? "-"}`,
    `${w.agenda}: ${agendaUrl}`,
  ];
  return {
    dedupeKey: `appointment:${a.id}:shop-${what}:${a.changes}`,
    to: shop.email,
    subject: w.subject(verb, when, a.customerName),
    ...render(lines, { agenda: agendaUrl }),
  };
}
