// A reminder that brings a customer back (decision 108), in the customer's language: the reminder
// e-mail (what it is about, where to book, the shop's phone, why they receive it and the
// unsubscribe link) and the first message of the WhatsApp chat staff open from the "To contact"
// list. Pure: the caller passes the shop's settings, the reminder and the links.
import type { Locale } from "~/lib/locale";
import { formatShopDay } from "~/lib/shop-clock";
import { messages } from "~/i18n/messages";
import type { ReminderFacts, ReminderKind } from "~/domain/reminders";
import { dotWeekStart } from "~/domain/reminders";
import type { ShopSettings } from "~/domain/shop-settings";
import { greetingName, type MailMessage, render } from "./reservation-mail";

export interface MailReminder {
  id: number;
  kind: ReminderKind;
  facts: ReminderFacts;
  customerName: string;
  /** The vehicle's plate (tyre age, ITV, declined work on a vehicle). */
  plate: string | null;
  /** What was declined, as the shop noted it. */
  description: string | null;
}

type ReminderShop = Pick<ShopSettings, "name" | "phone">;

/** The reminder's one paragraph: what it is about. */
export function reminderLine(r: MailReminder, locale: Locale): string {
  const m = messages(locale).reminderMail;
  switch (r.kind) {
    case "declined-work":
      return m.declinedWork(r.description ?? "", r.plate);
    case "tyre-age": {
      const dot = r.facts.dot ?? "";
      return m.tyreAge(r.plate, dot, (dotWeekStart(dot) ?? "").slice(0, 4));
    }
    case "itv":
      return m.itv(r.plate, formatShopDay(r.facts.itvDueOn ?? "", locale, { day: "numeric", month: "long", year: "numeric" }));
    case "season":
      return r.facts.season === "spring" ? m.spring : m.autumn;
  }
}

function subject(r: MailReminder, shop: ReminderShop, locale: Locale): string {
  const s = messages(locale).reminderMail.subject;
  if (r.kind === "season") return (r.facts.season === "spring" ? s.spring : s.autumn)(shop.name);
  return s[r.kind](shop.name);
}

/** The reminder e-mail; one per reminder (its dedupe key names the reminder). */
export function reminderMail(
  shop: ReminderShop,
  r: MailReminder & { email: string },
  locale: Locale,
  links: { book: string; unsubscribe: string },
): MailMessage {
  const m = messages(locale).reminderMail;
  const name = greetingName(r.customerName);
  return {
    dedupeKey: `reminder:${r.id}:email`,
    to: r.email,
    subject: subject(r, shop, locale),
    ...render(
      [
        m.greeting(name),
        reminderLine(r, locale),
        `${m.book}\n${links.book}\n${m.call(shop.phone)}`,
        `${m.signature}\n${shop.name}`,
        `${m.why(shop.name)} ${m.unsubscribe}\n${links.unsubscribe}`,
      ],
      links,
    ),
  };
}

/** The first message of the WhatsApp chat staff open for a phone reminder. */
export function reminderChatText(shop: ReminderShop, r: MailReminder, locale: Locale, book: string): string {
  const m = messages(locale).reminderMail;
  return `${m.greeting(greetingName(r.customerName))} ${reminderLine(r, locale)} ${m.book} ${book}\n${shop.name}`;
}
