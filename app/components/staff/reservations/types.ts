// The data the reservations screen's parts share: one card's reservation (as the route's loader
// returns it) and what the cancel confirmation is asking about.
import type { useLoaderData } from "react-router";
import type { loader } from "~/routes/staff/reservations";

export type ReservationsData = ReturnType<typeof useLoaderData<typeof loader>>;
export type ReservationCardData = ReservationsData["reservations"][number];
export type Confirming = { kind: "one"; reservation: ReservationCardData } | { kind: "selected"; ids: number[] } | null;
