// What the end of day screen (/end-of-day) and a Z report's print page (/end-of-day/z/:day/:revision)
// show, worded for staff: dates in the account's language, the card terminal checked against the
// till, the latest Z reports. A Z is built from its frozen revision only, never from the day read now.
import type { ClosedDay } from "~/components/staff/end-of-day/day-closed";
import type { ZListRow } from "~/components/staff/end-of-day/z-list";
import type { ZPrint } from "~/components/staff/end-of-day/z-document";
import { cardCheck, sameFigures } from "~/domain/end-of-day";
import type { Locale } from "~/lib/locale";
import { shopMidnight, staffFormats } from "~/lib/shop-clock";
import type { Db } from "~/server/infra/db.server";
import {
  getDayClosing,
  getZRevision,
  lastOpeningFloatCents,
  listZReports,
  readDayFigures,
  type ZRevisionView,
} from "~/server/sales/end-of-day.server";

/** The end of day screen for `day`: its figures (the closing's copy once closed), the closing, the latest Zs. */
export async function endOfDayView(db: Db, day: string, locale: Locale) {
  const formats = staffFormats(locale);
  const [figures, closing, defaultFloatCents, zs] = await Promise.all([
    readDayFigures(db, day),
    getDayClosing(db, day),
    lastOpeningFloatCents(db, day),
    listZReports(db),
  ]);
  const closed = closing && !closing.reopenedAt ? closing : null;
  const closedDay: ClosedDay | null = closed && {
    day: closed.day,
    zNumber: closed.zNumber,
    revision: closed.revision,
    card: cardCheck(closed.figures, closed.cardTerminalCents),
    closedAt: formats.dateTime.format(closed.closedAt),
    closedBy: closed.closedBy,
    openingFloatCents: closed.openingFloatCents,
    expectedCashCents: closed.expectedCashCents,
    countedCashCents: closed.countedCashCents,
    differenceCents: closed.differenceCents,
    notes: closed.notes,
  };
  const zList: ZListRow[] = zs.map((z) => ({
    day: z.day,
    dayLabel: formats.date.format(shopMidnight(z.day)),
    zNumber: z.zNumber,
    reopened: z.reopened,
    revisions: z.revisions.map((r) => ({ revision: r.revision, closedAt: formats.dateTime.format(r.closedAt), closedBy: r.closedBy })),
  }));
  return {
    dayLabel: formats.date.format(shopMidnight(day)),
    figures: closed ? closed.figures : figures,
    changedSince: closed ? !sameFigures(closed.figures, figures) : false,
    closing: closedDay,
    reopened:
      closing?.reopenedAt != null
        ? { at: formats.dateTime.format(closing.reopenedAt), by: closing.reopenedBy ?? "", reason: closing.reopenReason }
        : null,
    defaultFloatCents: closing?.openingFloatCents ?? defaultFloatCents,
    zList,
  };
}

export function zPrint(z: ZRevisionView, locale: Locale): ZPrint {
  const formats = staffFormats(locale);
  return {
    day: z.day,
    dayLabel: formats.date.format(shopMidnight(z.day)),
    zNumber: z.zNumber,
    revision: z.revision,
    closedAt: formats.dateTime.format(z.closedAt),
    closedBy: z.closedBy,
    openingFloatCents: z.openingFloatCents,
    expectedCashCents: z.expectedCashCents,
    countedCashCents: z.countedCashCents,
    differenceCents: z.differenceCents,
    card: cardCheck(z.figures, z.cardTerminalCents),
    figures: z.figures,
    notes: z.notes,
    reopened: z.reopenedAt ? { at: formats.dateTime.format(z.reopenedAt), by: z.reopenedBy ?? "", reason: z.reopenReason } : null,
  };
}

/** One revision of a day's Z as frozen, for its print page; null when there is none. */
export async function zPrintView(db: Db, day: string, revision: number, locale: Locale): Promise<ZPrint | null> {
  const z = await getZRevision(db, day, revision);
  return z && zPrint(z, locale);
}
