// Posting the public booking form (/cita) as a visitor from an address, with the slots and people
// the booking defence and flood tests book with.
import { bookableDays } from "~/domain/appointments";
import { href } from "~/i18n/paths";
import { action as bookAction } from "~/routes/store/appointment";
import { freeTimes } from "~/server/appointments/appointments.server";
import type { Db } from "~/server/infra/db.server";
import { getSettings } from "~/server/settings/settings.server";
import { routeContext } from "./route-context";
import { routeOutcome } from "./staff-session";

export const BOOKING_ORIGIN = "http://127.0.0.1:3000";
type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0];

/** What a refused booking answers with. */
export type BookingRefused = { formError?: string; problem?: string; fieldErrors?: Record<string, string> };

/** The booking form posted from `clientIp`, as React Router hands it to the action. */
export async function book(form: Record<string, string>, clientIp: string, locale: "es" | "en" = "es") {
  const request = new Request(BOOKING_ORIGIN + href("appointment", locale), {
    method: "POST",
    headers: { origin: BOOKING_ORIGIN },
    body: new URLSearchParams(form),
  });
  return routeOutcome<BookingRefused>(() =>
    bookAction({ request, params: {}, context: routeContext({ clientIp, origin: BOOKING_ORIGIN }) } as unknown as Args<typeof bookAction>),
  );
}

/** The free times of a bookable day (from the fourth on: past the earliest booking), as slots to post. */
export async function bookingSlots(db: Db, nth: number) {
  const shop = await getSettings(db);
  const day = bookableDays(shop, new Date())[3 + nth]!;
  return (await freeTimes(db, shop, day, "fit2")).map((s) => ({ job: "fit2", day, time: s.time }));
}

/** A made-up customer, different for each `i`. */
export const bookingPerson = (i: number) => ({
  name: `Bot ${i}`,
  phone: `+34 6${String(10_000_000 + i).padStart(8, "0")}`,
  email: `bot${i}@example.com`,
  plate: `${1000 + i} BBB`,
  tyreSize: "",
});
