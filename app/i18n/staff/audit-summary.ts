// An audit entry's summary in the reader's language, worded anew from what the entry stores (its
// action, subject, actor and values before and after), one wording per action (the texts are the
// catalogue's audit.summaries). The English sentence stored with each entry stays the record kept
// for ever: an action worded nowhere here (older or newer than this code), or an entry whose
// values do not read as expected, shows it as stored. Browser-safe.
import { formatEur, toCents } from "~/domain/money";
import type { RepriceRule } from "~/domain/reprice";
import { TYRE_PHOTO_LIMIT } from "~/domain/tyre-photos";
import type { Locale } from "~/lib/locale";
import { shopInstant, staffFormats } from "~/lib/shop-clock";
import { staffMessages, type StaffMessages } from "~/i18n/staff";

export interface StoredAuditEntry {
  action: string;
  kind: string;
  actor: string;
  subject: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

type Values = Record<string, unknown>;

/** What a wording reads an entry with. */
interface Reading {
  e: StoredAuditEntry;
  a: Values;
  b: Values;
  s: StaffMessages["audit"]["summaries"];
  m: StaffMessages;
  locale: Locale;
}

const obj = (v: unknown): Values => (v && typeof v === "object" && !Array.isArray(v) ? (v as Values) : {});
const num = (o: Values, k: string): number | null => (typeof o[k] === "number" && Number.isFinite(o[k]) ? (o[k] as number) : null);
const str = (o: Values, k: string): string | null => (typeof o[k] === "string" ? (o[k] as string) : null);
const list = (o: Values, k: string): unknown[] => (Array.isArray(o[k]) ? (o[k] as unknown[]) : []);
/** A number the wording cannot do without: missing, the stored summary is shown instead. */
function need(v: number | null): number {
  if (v == null) throw new Missing();
  return v;
}
function needText(v: string | null): string {
  if (v == null) throw new Missing();
  return v;
}
class Missing extends Error {}

const subject = (r: Reading) => needText(r.e.subject);
const money = (r: Reading, cents: number | null) => formatEur(need(cents), r.locale);
/** An amount stored as a decimal string ("52.40"). */
const euros = (r: Reading, v: unknown) => {
  if (typeof v !== "string" && typeof v !== "number") throw new Missing();
  return formatEur(toCents(v), r.locale);
};
const word = (r: Reading, v: unknown) => (typeof v === "string" ? (r.m.audit.values.words[v] ?? v) : String(v));
const language = (r: Reading, v: unknown) => (v === "es" || v === "en" ? r.m.audit.values.words[v]! : null);
const units = (rows: unknown[]) => rows.reduce<number>((n, l) => n + Math.abs(num(obj(l), "quantity") ?? 0), 0);
const when = (r: Reading, iso: unknown) => {
  if (typeof iso !== "string" || Number.isNaN(Date.parse(iso))) throw new Missing();
  return staffFormats(r.locale).dateTime.format(new Date(iso));
};
/** "T-0001 (Michelin 205/55 R16)" when the entry stores the tyre's name, else its id. */
const tyre = (r: Reading, o: Values = r.a) => {
  const name = str(o, "tyre");
  return name ? `${subject(r)} (${name})` : subject(r);
};
const byCustomer = (r: Reading) => r.e.actor === "customer";
const fromSubject = (r: Reading, re: RegExp) => {
  const m = re.exec(r.e.subject ?? "");
  if (!m) throw new Missing();
  return m;
};

function reservationEnd(r: Reading, how: "staff" | "customer" | "expired") {
  const cents = num(r.a, "depositCents");
  const rule = str(r.a, "deposit");
  return r.s.reservationEnd({
    id: subject(r),
    customerId: num(r.a, "customerId"),
    tyre: str(r.a, "tyreId"),
    how,
    deposit: cents != null && rule ? { amount: money(r, cents), kept: rule === "keep" } : null,
  });
}

function staffTwoFactor(r: Reading, on: boolean) {
  return r.s.staffTwoFactor({ who: subject(r), on, byOther: r.e.actor !== r.e.subject });
}

function appointmentEnd(r: Reading, status: string) {
  return r.s.appointmentEnd({
    id: subject(r).replace(/^appointment /, ""),
    status: word(r, status),
    byCustomer: byCustomer(r),
    reservationId: num(r.a, "reservationId"),
  });
}

function photoPlace(r: Reading) {
  const photo = num(r.a, "photo");
  const before = list(r.b, "order");
  const after = list(r.a, "order");
  return {
    from: photo != null && before.includes(photo) ? before.indexOf(photo) + 1 : null,
    to: photo != null && after.includes(photo) ? after.indexOf(photo) + 1 : null,
  };
}

function fieldNames(r: Reading, keys: string[], labels: Record<string, string>) {
  return keys.map((k) => (labels[k] ?? k).toLowerCase()).join(", ");
}

/** One wording per action recorded today (the test lists them from the code that records them). */
const WORDINGS: Record<string, (r: Reading) => string> = {
  "backup.download": (r) => r.s.backupDownload({ bytes: need(num(r.a, "bytes")) }),
  "invoice.issue": (r) =>
    r.s.invoiceIssue({
      number: subject(r),
      customerId: num(r.a, "customerId"),
      total: money(r, num(r.a, "grandTotalCents")),
      lines: list(r.a, "lines").length,
    }),
  "invoice.replace": (r) =>
    r.s.invoiceReplace({
      number: subject(r),
      customerId: num(r.a, "customerId"),
      replaces: list(r.a, "replaces").join(", "),
      total: money(r, num(r.a, "grandTotalCents")),
    }),
  "invoice.email": (r) => r.s.invoiceEmail({ number: subject(r), language: needText(language(r, r.a.locale)) }),
  "invoice.cancel": (r) =>
    r.s.invoiceCancel({
      number: subject(r),
      total: money(r, num(r.a, "grandTotalCents")),
      tyres: units(list(r.a, "tyres")),
      reason: str(r.a, "reason") ?? "",
    }),
  "invoice.rectify": (r) =>
    r.s.invoiceRectify({
      number: subject(r),
      original: needText(str(r.a, "rectifies")),
      tyres: units(list(r.a, "lines")),
      services: units(list(r.a, "services")),
      total: money(r, num(r.a, "grandTotalCents")),
      method: word(r, r.a.refundMethod),
      defective: units(list(r.a, "lines")) > 0 && r.a.backOnSale === false,
      reason: str(r.a, "reason") ?? "",
    }),
  "day.close": (r) =>
    r.s.dayClose({
      day: subject(r),
      z: needText(str(r.a, "z")),
      revision: num(r.a, "revision") ?? 1,
      expected: euros(r, r.a.expected),
      counted: euros(r, r.a.counted),
      difference: euros(r, r.a.difference),
    }),
  "day.reopen": (r) =>
    r.s.dayReopen({
      day: subject(r),
      z: needText(str(r.b, "z")),
      revision: need(num(r.b, "revision")),
      counted: euros(r, r.b.counted),
      reason: str(r.a, "reason") ?? "",
    }),
  "service.add": (r) =>
    r.s.serviceAdd({ code: subject(r), name: needText(str(r.a, r.locale === "es" ? "nameEs" : "nameEn") ?? str(r.a, "nameEn")) }),
  "service.update": (r) => r.s.serviceUpdate({ code: subject(r), fields: fieldNames(r, Object.keys(r.a), r.m.audit.fields) }),
  "service.retire": (r) => r.s.serviceRetire({ code: subject(r) }),
  "service.restore": (r) => r.s.serviceRestore({ code: subject(r) }),
  "demo.remove": (r) =>
    r.s.demoRemove({
      tyres: need(num(r.a, "tyres")),
      reservations: need(num(r.a, "reservations")),
      posts: need(num(r.a, "posts")),
      kept: num(r.a, "keptTyres") ?? 0,
    }),
  "reminder.done": (r) =>
    r.s.reminderDone({
      customerId: subject(r),
      reminder: need(num(r.a, "reminder")),
      kind: (r.m.reminders.kinds as Record<string, string>)[str(r.a, "kind") ?? ""] ?? needText(str(r.a, "kind")),
    }),
  "reservation.cancel": (r) => reservationEnd(r, r.a.cancelledBy === "customer" ? "customer" : "staff"),
  "reservation.expire": (r) => reservationEnd(r, "expired"),
  "ready-message.sent": (r) => {
    const [, kind, id] = fromSubject(r, /^(\S+) (#\d+)$/);
    return r.s.readyMessage({ what: `${r.s.readyKinds[kind!] ?? kind} ${id}` });
  },
  "sign-in.succeeded": (r) => r.s.signIn({ ip: str(r.a, "ip") }),
  "sign-in.failed": (r) => {
    if (!("ip" in r.a)) throw new Missing();
    const why = str(r.a, "refusal");
    return r.s.signInFailed({
      who: subject(r),
      ip: str(r.a, "ip"),
      step: str(r.a, "step") ? word(r, r.a.step) : null,
      why: why == null ? null : (r.s.signInReasons[why] ?? why),
    });
  },
  "password.change": (r) => r.s.passwordChange({ who: subject(r) }),
  "staff.add": (r) => r.s.staffAdd({ who: subject(r), role: str(r.a, "role") ? word(r, r.a.role) : null, commandLine: false }),
  "staff.create": (r) => {
    if (!("role" in r.a)) throw new Missing();
    return r.s.staffAdd({ who: subject(r), role: str(r.a, "role") ? word(r, r.a.role) : null, commandLine: true });
  },
  "staff.reset-password": (r) => r.s.staffResetPassword({ who: subject(r), commandLine: r.e.actor === "system" }),
  "staff.reactivate": (r) => r.s.staffActive({ who: subject(r), active: true }),
  "staff.deactivate": (r) => r.s.staffActive({ who: subject(r), active: false }),
  "staff.set-role": (r) =>
    r.s.staffRole({ who: subject(r), from: word(r, needText(str(r.b, "role"))), to: word(r, needText(str(r.a, "role"))) }),
  "staff.two-factor-on": (r) => staffTwoFactor(r, true),
  "staff.two-factor-off": (r) => staffTwoFactor(r, false),
  "staff.language": (r) => r.s.staffLanguage({ who: subject(r), language: language(r, r.a.language) ?? word(r, r.a.language) }),
  "staff.rename": (r) => r.s.staffRename({ who: str(r.b, "email") ?? r.e.actor, email: str(r.a, "email"), name: str(r.a, "name") }),
  "quote.create": (r) =>
    r.s.quoteCreate({
      number: subject(r),
      customerId: num(r.a, "customerId"),
      lines: num(r.a, "lines"),
      total: num(r.a, "totalCents") == null ? null : money(r, num(r.a, "totalCents")),
    }),
  "quote.revise": (r) =>
    r.s.quoteRevise({
      number: subject(r),
      revision: num(r.a, "revision"),
      lines: num(r.a, "lines"),
      total: num(r.a, "totalCents") == null ? null : money(r, num(r.a, "totalCents")),
    }),
  "quote.accept": (r) => quoteAnswer(r, true),
  "quote.decline": (r) => quoteAnswer(r, false),
  "quote.sell": (r) => r.s.quoteSell({ number: subject(r), revision: num(r.a, "revision"), invoice: str(r.a, "invoice") }),
  "quote.email": (r) => r.s.quoteEmail({ number: subject(r), revision: num(r.a, "revision"), language: language(r, r.a.locale) }),
  "photo.add": (r) =>
    r.e.kind === "quote"
      ? r.s.quotePhotoAdd({ number: subject(r) })
      : r.s.tyrePhotoAdd({
          tyre: str(r.a, "tyre") ?? subject(r),
          place: need(num(r.a, "position")) + 1,
          limit: TYRE_PHOTO_LIMIT,
          cover: num(r.a, "position") === 0,
        }),
  "photo.delete": (r) =>
    r.e.kind === "quote"
      ? r.s.quotePhotoDelete({ number: subject(r) })
      : r.s.tyrePhotoDelete({ tyre: str(r.b, "tyre") ?? subject(r), place: need(num(r.b, "position")) + 1 }),
  "photo.cover": (r) => r.s.tyrePhotoCover({ tyre: str(r.a, "tyre") ?? subject(r), place: photoPlace(r).from }),
  "photo.reorder": (r) => r.s.tyrePhotoMove({ tyre: str(r.a, "tyre") ?? subject(r), ...photoPlace(r) }),
  "declined.note": (r) => {
    if (!("description" in r.a)) throw new Missing();
    return r.s.declinedNote({ customerId: num(r.a, "customerId"), description: str(r.a, "description") });
  },
  "declined.close": (r) => {
    if (!("description" in r.a)) throw new Missing();
    return r.s.declinedClose({ customerId: num(r.a, "customerId"), description: str(r.a, "description") });
  },
  "post.publish": (r) => r.s.postPublish({ title: needText(str(r.a, "title")), from: when(r, r.a.publishedAt) }),
  "post.unpublish": (r) => r.s.postUnpublish({ title: needText(str(r.a, "title")) }),
  "post.delete": (r) => r.s.postDelete({ title: str(r.b, "title") }),
  "customer.consent": (r) => {
    const channel = (c: unknown) => r.s.consentChannels[String(c)] ?? String(c);
    const withdrawn = list(r.a, "withdrawn").map(channel);
    if (!("given" in r.a)) return r.s.consentByLink({ customerId: subject(r), withdrawn });
    const source = str(r.a, "source");
    return r.s.consent({
      customerId: subject(r),
      given: list(r.a, "given").map(channel),
      withdrawn,
      source: source ? ((r.m.customers.consent.sources as Record<string, string>)[source] ?? source).toLowerCase() : null,
    });
  },
  "customer.itv": (r) => r.s.customerItv({ customerId: subject(r), vehicleId: need(num(r.a, "vehicleId")), date: str(r.a, "itvDueOn") }),
  "customer.edit": (r) =>
    r.s.customerEdit({
      customerId: subject(r),
      fields: list(r.a, "changed")
        .map((k) => r.s.customerFields[String(k)] ?? String(k))
        .join(", "),
    }),
  "customer.vehicle": (r) =>
    r.s.customerVehicle({
      customerId: subject(r),
      vehicleId: need(num(r.a, "vehicleId")),
      added: typeof r.a.added === "boolean" ? r.a.added : null,
    }),
  "customer.merge": (r) => r.s.customerMerge({ from: need(num(r.b, "id")), into: need(num(r.a, "into")) }),
  "customer.erase": (r) => r.s.customerErase({ customerId: subject(r) }),
  "mail.resend": (r) => r.s.mailResend({ message: fromSubject(r, /(#\d+)$/)[1]!, attempts: need(num(r.b, "attempts")) }),
  "settings.update": (r) =>
    r.s.settingsUpdate({
      fields: [...new Set([...Object.keys(r.b), ...Object.keys(r.a)])].map((k) => r.m.audit.settingFields[k] ?? k).join(", "),
    }),
  "tyre.import": (r) =>
    "tyres" in r.a
      ? r.s.tyreImport({ tyres: need(num(r.a, "tyres")), units: need(num(r.a, "units")) })
      : r.s.tyreImportUpdate({ added: need(num(r.a, "added")), updated: need(num(r.a, "updated")) }),
  "tyre.price": (r) => {
    const change = (k: string) => (euros(r, r.b[k]) === euros(r, r.a[k]) ? null : `${euros(r, r.b[k])} → ${euros(r, r.a[k])}`);
    return r.s.tyrePrice({ tyre: tyre(r), price: change("unitPriceEur"), fee: change("disposalFeeEurPerTyre") });
  },
  "tyre.restock": (r) => {
    const was = str(r.b, "status");
    const is = str(r.a, "status");
    if (was === "reserved" || (was === "sold" && num(r.b, "quantity") === num(r.a, "quantity")))
      return r.s.tyreBackOnSale({ tyre: tyre(r), status: `${word(r, was)} → ${word(r, is)}`, quantity: need(num(r.a, "quantity")) });
    return r.s.tyreRestock({
      tyre: tyre(r),
      quantity: `${need(num(r.b, "quantity"))} → ${need(num(r.a, "quantity"))}`,
      status: was !== is ? `${word(r, was)} → ${word(r, is)}` : null,
    });
  },
  "tyre.withdraw": (r) => r.s.tyreWithdraw({ tyre: tyre(r), quantity: need(num(r.a, "quantity")) }),
  "tyre.reprice": (r) => {
    const rule =
      r.a.repriceRule && typeof r.a.repriceRule === "object" ? r.m.reprice.rule(r.a.repriceRule as RepriceRule) : str(r.a, "rule");
    return r.s.tyreReprice({ rule, tyres: list(r.a, "changes").length });
  },
  "stock-request.status": (r) =>
    r.s.stockRequest({
      request: fromSubject(r, /(#\d+)$/)[1]!,
      size: str(r.a, "size"),
      from: word(r, needText(str(r.b, "status"))),
      to: word(r, needText(str(r.a, "status"))),
    }),
  "appointment.book": (r) => {
    const day = needText(str(r.a, "day"));
    const time = needText(str(r.a, "time"));
    const job = needText(str(r.a, "job"));
    return r.s.appointmentBook({
      id: subject(r).replace(/^appointment /, ""),
      customerId: num(r.a, "customerId"),
      when: staffFormats(r.locale).dateTime.format(shopInstant(day, time)),
      job: (r.m.agenda.jobs as Record<string, string>)[job] ?? job,
      reservationId: num(r.a, "reservationId"),
    });
  },
  "appointment.move": (r) =>
    r.s.appointmentMove({ id: subject(r).replace(/^appointment /, ""), from: when(r, r.b.startsAt), to: when(r, r.a.startsAt) }),
  "appointment.cancelled": (r) => appointmentEnd(r, "cancelled"),
  "appointment.done": (r) => appointmentEnd(r, "done"),
  "appointment.no-show": (r) => appointmentEnd(r, "no-show"),
  "verifactu.certificate": (r) =>
    r.s.verifactuCertificate({ subject: needText(str(r.a, "subject")), until: needText(str(r.a, "expiresAt")).slice(0, 10) }),
  "verifactu.update": (r) =>
    r.s.verifactuUpdate({
      fields: Object.entries(r.a)
        .map(([k, v]) => `${(r.m.audit.fields as Record<string, string>)[k] ?? k} ${valueWord(r, v)}`)
        .join(", "),
    }),
  "verifactu.resend": (r) => r.s.verifactuResend({ number: subject(r), code: str(r.b, "errorCode") }),
};

function quoteAnswer(r: Reading, accepted: boolean) {
  const channel = str(r.a, "channel");
  return r.s.quoteAnswer({
    number: subject(r),
    revision: num(r.a, "revision"),
    accepted,
    channel: channel ? (r.s.quoteChannels[channel] ?? channel) : null,
    reservations: num(r.a, "reservations") ?? 0,
  });
}

function valueWord(r: Reading, v: unknown): string {
  if (typeof v === "boolean") return v ? r.m.audit.values.yes : r.m.audit.values.no;
  return word(r, v);
}

/** The actions worded here. */
export const WORDED_ACTIONS: readonly string[] = Object.keys(WORDINGS);

/** The entry's summary in `locale`; the stored English one for an action not worded here. */
export function auditSummary(e: StoredAuditEntry, locale: Locale): string {
  const wording = WORDINGS[e.action];
  if (!wording) return e.summary;
  const m = staffMessages(locale);
  try {
    return wording({ e, a: obj(e.after), b: obj(e.before), s: m.audit.summaries, m, locale });
  } catch {
    // Stored by an older version, without a value this wording needs: shown as it was written.
    return e.summary;
  }
}

/** Who did it, as the reader says it: "system", "customer" and a failed sign-in's address in their words. */
export function auditActor(actor: string, locale: Locale): string {
  const t = staffMessages(locale).audit.actors;
  if (actor === "system") return t.system;
  if (actor === "customer") return t.customer;
  const failed = /^sign-in from (.+)$/.exec(actor);
  return failed ? t.signInFrom(failed[1]!) : actor;
}
