// The refusals of the people screens reach staff in their account's language: each service refusal
// says itself with the catalogue's words, Spanish for a Spanish account, and the English words are
// the service's own message, unchanged.
import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { isRefusal, type Refusal } from "~/i18n/staff/refusal";
import { SlotRefusal } from "~/server/appointments/appointments.server";
import { CustomerRefusal } from "~/server/customers/customers.server";
import { StaffExistsError, StaffRefusedError } from "~/server/auth/staff-accounts.server";
import { ReservationEndedError, ReservationNotFoundError } from "~/server/reservations/staff-reservations.server";

const es = staffMessages("es");
const en = staffMessages("en");
/** The refusal worded in the language of `t`. */
const saidIn = (e: Refusal, t: typeof es) => ({ message: e.in(t).message, kind: e.kind, field: e.field });

describe("people screens' refusals in the account's language", () => {
  it("reservations", () => {
    const ended = new ReservationEndedError("cancelled");
    expect(saidIn(ended, es)).toEqual({
      message: "La reserva ya está cancelada",
      kind: "conflict",
      field: undefined,
    });
    expect(saidIn(ended, en).message).toBe(ended.message);
    expect(ended.message).toBe("Reservation already cancelled");
    const gone = new ReservationNotFoundError();
    expect(saidIn(gone, es)).toMatchObject({
      message: "Reserva no encontrada",
      kind: "not-found",
    });
    expect(saidIn(gone, en).message).toBe(gone.message);
    expect(gone.message).toBe("Reservation not found");
    const other = new Error("boom");
    expect(isRefusal(other)).toBe(false);
  });
  it("staff accounts", () => {
    const taken = new StaffExistsError("ana@shop.test");
    expect(saidIn(taken, es)).toEqual({
      message: "Ya hay una cuenta con el correo ana@shop.test",
      kind: "conflict",
      field: "email",
    });
    expect(saidIn(taken, en).message).toBe(taken.message);
    expect(taken.message).toBe("There is already an account with the e-mail ana@shop.test");
    const last = new StaffRefusedError({ key: "lastOwner" });
    expect(saidIn(last, en).message).toBe(last.message);
    expect(last.message).toBe("This is the last active owner: make someone else an owner first");
    expect(saidIn(last, es).message).toMatch(/^Es el último propietario activo/);
  });
  it("customers", () => {
    const e = new CustomerRefusal((t) => t.customers.refusals.keyTaken(4, "taxId"), { kind: "conflict", field: "taxId" });
    expect(saidIn(e, en).message).toBe(e.message);
    expect(e.message).toBe("Customer #4 already has this tax id: merge the two records instead");
    expect(saidIn(e, es)).toEqual({
      message: "El cliente n.º 4 ya tiene este NIF: une las dos fichas",
      kind: "conflict",
      field: "taxId",
    });
  });
  it("the agenda's refused times", () => {
    const full = new SlotRefusal("full", [{ date: "2026-12-02", time: "11:30" } as never]);
    expect(saidIn(full, en).message).toBe(full.message);
    expect(saidIn(full, es)).toMatchObject({
      message: "Todos los elevadores están ocupados a esa hora. Próximas libres: 2026-12-02 11:30",
      field: "time",
    });
    expect(full.message).toBe("Every lift is taken at that time. Next free: 2026-12-02 11:30");
    const past = new SlotRefusal("past", []);
    expect(saidIn(past, es)).toMatchObject({ message: "Esa hora ya ha pasado", kind: "invalid" });
    expect(past.message).toBe("That time has passed");
    expect(en.agenda.messages).toMatchObject({
      notFound: "No such appointment",
      invalidAppointment: "Invalid appointment",
      problems: { full: "Every lift is taken at that time", closed: "The shop is closed that day" },
    });
    expect(en.agenda.messages.ended("done")).toBe("This appointment is done and cannot be changed");
  });
});
