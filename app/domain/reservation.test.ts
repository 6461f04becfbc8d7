import { describe, expect, it } from "vitest";
import { parseReservationForm } from "./reservation";

describe("public reservation form", () => {
  it("accepts a name and phone, trimming them; empty optionals become null", () => {
    const r = parseReservationForm({ name: "  Ana García ", phone: " +34 600 000 000 ", email: "", vehicleReg: "", notes: "   " });
    expect(r).toEqual({ ok: true, data: { name: "Ana García", phone: "+34 600 000 000", email: null, vehicleReg: null, notes: null } });
  });

  it("requires name and phone after trimming", () => {
    const r = parseReservationForm({ name: "   ", phone: "" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({ name: "nameAndPhoneRequired", phone: "nameAndPhoneRequired" });
      expect(r.values.name).toBe("   ");
    }
  });

  it("checks the e-mail format only when one is given", () => {
    const bad = parseReservationForm({ name: "A", phone: "600000000", email: "not-an-email" });
    expect(!bad.ok && bad.errors.email).toBe("emailInvalid");
    const good = parseReservationForm({ name: "A", phone: "600000000", email: " Ana@Example.com " });
    expect(good.ok && good.data.email).toBe("ana@example.com");
  });

  it("refuses phones that are not phone numbers and over-long fields", () => {
    const r = parseReservationForm({ name: "x".repeat(101), phone: "call me", vehicleReg: "1234 ABC 1234 ABC", notes: "n".repeat(1001) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({ name: "nameTooLong", phone: "phoneInvalid", vehicleReg: "vehicleRegTooLong", notes: "notesTooLong" });
      expect(r.values.notes.length).toBeLessThan(1100);
    }
    const short = parseReservationForm({ name: "A", phone: "12 34" });
    expect(!short.ok && short.errors.phone).toBe("phoneInvalid");
  });

  it("upper-cases the vehicle registration and reads FormData", () => {
    const fd = new FormData();
    fd.set("name", "Ana");
    fd.set("phone", "600 000 000");
    fd.set("vehicleReg", "1234 abc");
    fd.set("notes", "Fit on Friday");
    const r = parseReservationForm(fd);
    expect(r).toEqual({ ok: true, data: { name: "Ana", phone: "600 000 000", email: null, vehicleReg: "1234 ABC", notes: "Fit on Friday" } });
  });
});
