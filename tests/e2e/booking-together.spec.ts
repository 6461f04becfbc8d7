// A phone reservation with its fitting time, typed once: a Spanish owner at a tablet reserves a tyre
// from the inventory with a date and a time; the agenda shows the appointment with the reserved
// tyre, the reservations screen shows the fitting; cancelling the reservation asks about the
// fitting (ticked) and the appointment is cancelled with it. Screenshots of the dialogs at 390 px
// (under SHOTS_DIR when it is set).
import { expect, shot, test } from "./fixtures";
import { ownShop, type ShopAccount } from "./own-shop";

const TYRE = "T0001T"; // Yokohama, new, 3 in stock
const OTHER = "T0001V"; // Linglong, new, 2 in stock
const MARTA: ShopAccount = { email: "marta.owner@e2e.test", password: "elegida-clave-456", role: "owner", language: "es" };
// Its own shop: the tyres' units are this file's alone.
const shop = ownShop("booking", [MARTA]);

/** A weekday (Monday to Friday, open 09:00-18:00 in the demo settings) 8 to 14 days ahead. */
function weekdayAhead(): string {
  for (let i = 8; ; i++) {
    const d = new Date(Date.now() + i * 86_400_000);
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) return d.toISOString().slice(0, 10);
  }
}

test("a counter reservation with a fitting time goes on the agenda, and cancelling it asks about the fitting", async ({ browser }) => {
  const es = await shop.page(browser, MARTA, { viewport: { width: 1024, height: 768 } });
  const day = weekdayAhead();

  await es.goto(`/inventory?q=${TYRE}`);
  await es.getByRole("button", { name: `Reservar ${TYRE}` }).click();
  const dialog = es.getByRole("dialog", { name: "Reservar neumático" });
  await dialog.getByLabel("Nombre del cliente *").fill("Rosa Gil");
  await dialog.getByLabel("Fecha de montaje").fill(day);
  await dialog.getByLabel("Hora de montaje (opcional)").fill("10:00");
  // A time needs the customer's phone: said beside the phone, nothing reserved.
  await dialog.getByRole("button", { name: "Reservar" }).click();
  await expect(dialog.getByText("Una hora de montaje necesita el teléfono del cliente")).toBeVisible();
  await dialog.getByLabel("Teléfono").fill("600 444 555");
  await es.setViewportSize({ width: 390, height: 844 });
  await shot(es, "booking-together/reserve-with-time-390", { fullPage: true });
  await es.setViewportSize({ width: 1024, height: 768 });
  await dialog.getByRole("button", { name: "Reservar" }).click();
  await expect(es.getByText("Neumático reservado")).toBeVisible();

  // On the agenda: the appointment, with the reserved tyre.
  await es.goto(`/agenda?day=${day}`);
  const card = es.getByTestId("agenda-day-grid").getByTestId("agenda-appointment").filter({ hasText: "Rosa Gil" });
  await expect(card).toContainText("10:00");
  await expect(card.getByTestId("agenda-reserved-tyre")).toContainText(`1 × ${TYRE} apartado · `);

  // On the reservations screen: the fitting; cancelling asks about it.
  await es.goto("/reservations");
  const reservation = es.getByTestId("reservation-card").filter({ hasText: "Rosa Gil" });
  await expect(reservation.getByTestId("reservation-fitting")).toContainText("Cita de montaje:");
  await reservation.getByRole("button", { name: "Cancelar reserva" }).click();
  const ask = es.getByRole("alertdialog", { name: "¿Cancelar esta reserva?" });
  await expect(ask.getByTestId("cancel-with-fitting")).toBeChecked();
  await expect(ask).toContainText("Cancelar también su cita de montaje");
  await es.setViewportSize({ width: 390, height: 844 });
  await shot(es, "booking-together/cancel-asks-390");
  await es.setViewportSize({ width: 1024, height: 768 });
  await ask.getByRole("button", { name: "Sí, cancelarla" }).click();
  await expect(es.getByText("Reserva cancelada")).toBeVisible();

  await es.goto(`/agenda?day=${day}`);
  await expect(card).toContainText("cancelada");
  await expect(card.getByTestId("agenda-sell")).toHaveCount(0);

  // "Dar cita" with a tyre: the booking holds it (its reservation is made with the fitting).
  const book = es.getByTestId("agenda-book-form");
  await book.getByLabel("Nombre del cliente").fill("Pablo Sanz");
  await book.getByLabel("Teléfono").fill("600 777 888");
  // A code that is no stock code is refused beside its field, and what was typed stays.
  await book.getByLabel("Neumático a apartar (código, opcional)").fill("no es un código");
  await book.getByRole("button", { name: "Dar cita" }).click();
  await expect(book.getByText("Escribe un código de existencias como T0001T, o déjalo vacío")).toBeVisible();
  await expect(book.getByLabel("Nombre del cliente")).toHaveValue("Pablo Sanz");
  await expect(book.getByLabel("Teléfono")).toHaveValue("600 777 888");
  await book.getByLabel("Neumático a apartar (código, opcional)").fill(OTHER);
  await book.getByLabel("Unidades").fill("2");
  await book.getByRole("button", { name: "Dar cita" }).click();
  await expect(es.getByText(`con ${OTHER} reservado`)).toBeVisible();
  // Booked: the form is empty again for the next caller (the units back to two).
  await expect(book.getByLabel("Nombre del cliente")).toHaveValue("");
  await expect(book.getByLabel("Teléfono")).toHaveValue("");
  await expect(book.getByLabel("Neumático a apartar (código, opcional)")).toHaveValue("");
  await expect(book.getByLabel("Unidades")).toHaveValue("2");
  const booked = es.getByTestId("agenda-day-grid").getByTestId("agenda-appointment").filter({ hasText: "Pablo Sanz" });
  await expect(booked.getByTestId("agenda-reserved-tyre")).toContainText(`2 × ${OTHER} apartados · `);
  await es.setViewportSize({ width: 390, height: 844 });
  await shot(es, "booking-together/agenda-booked-with-tyre-390", { fullPage: true });

  // Cancel on that appointment asks about its reservation (ticked): both end.
  await es.setViewportSize({ width: 1024, height: 768 });
  await booked.getByRole("button", { name: "Cancelar", exact: true }).click();
  const askCancel = es.getByRole("alertdialog", { name: "¿Cancelar la cita?" });
  await expect(askCancel.getByTestId("cancel-with-reservation")).toBeChecked();
  await shot(es, "booking-together/agenda-cancel-asks-1024");
  await es.getByTestId("agenda-cancel-confirm").click();
  await expect(es.getByText(/Cita cancelada con su reserva n\.º \d+/)).toBeVisible();
  await expect(booked).toContainText("cancelada");
  await expect(booked.getByTestId("agenda-reserved-tyre")).toHaveCount(0);
  await es.context().close();
});
