import { describe, expect, it } from "vitest";
import { echoValues, parseForm } from "~/lib/form";
import { formKeyOf, RESERVATION_LIMITS, reservationFormSchema } from "./reservation";

const parseReservationForm = (input: FormData | Record<string, unknown>) => parseForm(reservationFormSchema, input);

describe("public reservation form", () => {
  it("accepts a name and phone, trimming them; empty optionals become null", () => {
    const r = parseReservationForm({ name: "  Ana García ", phone: " +34 600 000 000 ", email: "", vehicleReg: "", notes: "   " });
    expect(r).toEqual({
      ok: true,
      data: {
        name: "Ana García",
        phone: "+34 600 000 000",
        email: null,
        vehicleReg: null,
        notes: null,
        quantity: 1,
        fitDay: null,
        fitTime: null,
      },
    });
  });

  it("reads the quantity: one when left out, a whole number from 1 to 12, anything else refused", () => {
    const base = { name: "Ana", phone: "600000000" };
    expect(parseReservationForm({ ...base, quantity: "4" })).toMatchObject({ ok: true, data: { quantity: 4 } });
    expect(parseReservationForm({ ...base, quantity: " 2 " })).toMatchObject({ ok: true, data: { quantity: 2 } });
    for (const bad of ["0", "13", "-1", "1.5", "two", "999"])
      expect(parseReservationForm({ ...base, quantity: bad })).toMatchObject({ ok: false, fieldErrors: { quantity: "quantityInvalid" } });
  });

  it("requires name and phone after trimming", () => {
    const input = { name: "   ", phone: "" };
    const r = parseReservationForm(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fieldErrors).toEqual({ name: "nameAndPhoneRequired", phone: "nameAndPhoneRequired" });
      expect(r.formError).toBe("nameAndPhoneRequired");
    }
    expect(echoValues(input, RESERVATION_LIMITS).name).toBe("   ");
  });

  it("checks the e-mail format only when one is given", () => {
    const bad = parseReservationForm({ name: "A", phone: "600000000", email: "not-an-email" });
    expect(!bad.ok && bad.fieldErrors.email).toBe("emailInvalid");
    const good = parseReservationForm({ name: "A", phone: "600000000", email: " Ana@Example.com " });
    expect(good.ok && good.data.email).toBe("ana@example.com");
  });

  it("refuses phones that are not phone numbers and over-long fields", () => {
    const input = { name: "x".repeat(101), phone: "call me", vehicleReg: "1234 ABC 1234 ABC", notes: "n".repeat(5000) };
    const r = parseReservationForm(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fieldErrors).toEqual({ name: "nameTooLong", phone: "phoneInvalid", vehicleReg: "vehicleRegTooLong", notes: "notesTooLong" });
    }
    expect(echoValues(input, RESERVATION_LIMITS).notes.length).toBe(RESERVATION_LIMITS.notes + 50);
    const short = parseReservationForm({ name: "A", phone: "12 34" });
    expect(!short.ok && short.fieldErrors.phone).toBe("phoneInvalid");
  });

  it("drops NUL characters like every other form", () => {
    const r = parseReservationForm({ name: "An\u0000a", phone: "600\u0000000000", notes: "\u0000" });
    expect(r).toEqual({
      ok: true,
      data: { name: "Ana", phone: "600000000", email: null, vehicleReg: null, notes: null, quantity: 1, fitDay: null, fitTime: null },
    });
  });

  it("upper-cases the vehicle registration and reads FormData", () => {
    const fd = new FormData();
    fd.set("name", "Ana");
    fd.set("phone", "600 000 000");
    fd.set("vehicleReg", "1234 abc");
    fd.set("notes", "Fit on Friday");
    const r = parseReservationForm(fd);
    expect(r).toEqual({
      ok: true,
      data: {
        name: "Ana",
        phone: "600 000 000",
        email: null,
        vehicleReg: "1234 ABC",
        notes: "Fit on Friday",
        quantity: 1,
        fitDay: null,
        fitTime: null,
      },
    });
  });
});

describe("the reservation form's key", () => {
  it("is read only when it is one the shop gives (32 URL-safe characters)", () => {
    expect(formKeyOf("abcdefghijklmnopqrstuvwxyz012_-A")).toBe("abcdefghijklmnopqrstuvwxyz012_-A");
    for (const v of [null, undefined, "", "short", "abcdefghijklmnopqrstuvwxyz012_-A!", "abcdefghijklmnopqrstuvwxyz012_-AB", 42])
      expect(formKeyOf(v), String(v)).toBeNull();
  });
});
