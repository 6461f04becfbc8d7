// The data the reservations screen's parts share: one card's reservation (as the route's loader
// returns it) and what the cancel confirmation is asking about.
import type { loadReservationsScreen } from "~/server/reservations/reservations-screen.server";

export type ReservationsData = Awaited<ReturnType<typeof loadReservationsScreen>>;
export type ReservationCardData = ReservationsData["reservations"][number];
export type Confirming = { kind: "one"; reservation: ReservationCardData } | { kind: "selected"; ids: number[] } | null;
