// The refusals of the people screens reach staff in their account's language: each service refusal
// says itself with the catalogue's words, Spanish for a Spanish account, and the English words are
// the service's own message, unchanged.
import { describe, expect, it } from "vitest";
import { STAFF_APPOINTMENT_MESSAGES } from "~/domain/appointments";
import { staffMessages } from "~/i18n/staff";
import { isRefusal } from "~/lib/refusal";
import { appointmentRefusalIn, SlotRefusal } from "~/server/appointments/appointments.server";
import { CustomerRefusal, customerRefusalIn } from "~/server/customers/customers.server";
import { StaffExistsError, StaffRefusedError, staffRefusalIn } from "~/server/auth/staff-accounts.server";
import { ReservationEndedError, ReservationNotFoundError, reservationRefusalIn } from "~/server/reservations/staff-reservations.server";

const es = staffMessages("es");
const en = staffMessages("en");
const said = (e: unknown) => (isRefusal(e) ? { message: e.message, kind: e.kind, field: e.field } : null);

describe("people screens' refusals in the account's language", () => {
  it("reservations", () => {
    const ended = new ReservationEndedError("cancelled");
    expect(said(reservationRefusalIn(ended, es.reservations.refusals))).toEqual({
      message: "La reserva ya está cancelada",
      kind: "conflict",
      field: undefined,
    });
    expect(said(reservationRefusalIn(ended, en.reservations.refusals))?.message).toBe(ended.message);
    const gone = new ReservationNotFoundError();
    expect(said(reservationRefusalIn(gone, es.reservations.refusals))).toMatchObject({
      message: "Reserva no encontrada",
      kind: "not-found",
    });
    expect(said(reservationRefusalIn(gone, en.reservations.refusals))?.message).toBe(gone.message);
    const other = new Error("boom");
    expect(reservationRefusalIn(other, es.reservations.refusals)).toBe(other);
  });
  it("staff accounts", () => {
    const taken = new StaffExistsError("ana@shop.test");
    expect(said(staffRefusalIn(taken, es.staff.refusals))).toEqual({
      message: "Ya hay una cuenta con el correo ana@shop.test",
      kind: "conflict",
      field: "email",
    });
    expect(said(staffRefusalIn(taken, en.staff.refusals))?.message).toBe(taken.message);
    const last = new StaffRefusedError("This is the last active owner: make someone else an owner first");
    expect(said(staffRefusalIn(last, en.staff.refusals))?.message).toBe(last.message);
    expect(said(staffRefusalIn(last, es.staff.refusals))?.message).toMatch(/^Es el último propietario activo/);
  });
  it("customers", () => {
    const e = new CustomerRefusal(
      "Customer #4 already has this tax id: merge the two records instead",
      { kind: "conflict", field: "taxId" },
      (t) => t.keyTaken(4, "taxId"),
    );
    expect(said(customerRefusalIn(e, en.customers.refusals))?.message).toBe(e.message);
    expect(said(customerRefusalIn(e, es.customers.refusals))).toEqual({
      message: "El cliente n.º 4 ya tiene este NIF: une las dos fichas",
      kind: "conflict",
      field: "taxId",
    });
  });
  it("the agenda's refused times", () => {
    const full = new SlotRefusal("full", [{ date: "2026-12-02", time: "11:30" } as never]);
    expect(said(appointmentRefusalIn(full, en.agenda.messages))?.message).toBe(full.message);
    expect(said(appointmentRefusalIn(full, es.agenda.messages))).toMatchObject({
      message: "Todos los elevadores están ocupados a esa hora. Próximas libres: 2026-12-02 11:30",
      field: "time",
    });
    expect(full.message).toBe("Every lift is taken at that time. Next free: 2026-12-02 11:30");
    const past = new SlotRefusal("past", []);
    expect(said(appointmentRefusalIn(past, es.agenda.messages))).toMatchObject({ message: "Esa hora ya ha pasado", kind: "invalid" });
    expect(en.agenda.messages).toBe(STAFF_APPOINTMENT_MESSAGES);
  });
});
