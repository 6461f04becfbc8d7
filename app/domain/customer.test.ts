import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { staffMessages } from "~/i18n/staff";
import { customerForms, customerKeys, keyLockNames, pickMatch, plateKey, publicFormMatch } from "./customer";

const CUSTOMER_MESSAGES = staffMessages("en").customers.form;
const { customer: customerForm, merge: mergeForm } = customerForms(CUSTOMER_MESSAGES);

describe("customer keys", () => {
  it("reads a plate however it is spaced or cased, and refuses what is no plate", () => {
    for (const p of ["1234 ABC", "1234abc", " 1234-abc ", "1234 - ABC"]) expect(plateKey(p), p).toBe("1234ABC");
    for (const p of ["", "   ", "12*34", "A", "ABCDEFGHIJKLMN"]) expect(plateKey(p), p).toBeNull();
  });

  it("normalises phone, e-mail and tax id, and leaves out invalid ones", () => {
    expect(customerKeys({ phone: "+34 600 111 222", email: " Ana@Shop.TEST ", taxId: "12345678z", plate: "1234 abc" })).toEqual({
      phoneKey: "34600111222",
      emailKey: "ana@shop.test",
      taxKey: "12345678Z",
      plateKey: "1234ABC",
    });
    expect(customerKeys({ phone: "600 111", email: "nope", taxId: "12345678A", plate: "**" })).toEqual({
      phoneKey: null,
      emailKey: null,
      taxKey: null,
      plateKey: null,
    });
    expect(customerKeys({ phone: "600111222" }).phoneKey).toBe(customerKeys({ phone: "0034 600 111 222" }).phoneKey);
  });

  it("takes the key locks in one order", () => {
    expect(keyLockNames({ phoneKey: "34600111222", emailKey: null, taxKey: "B04123451", plateKey: "1234ABC" })).toEqual([
      "phone:34600111222",
      "plate:1234ABC",
      "tax:B04123451",
    ]);
  });

  it("matches by tax id first, then phone, e-mail, plate", () => {
    expect(pickMatch({ byPlate: 4, byPhone: 2, byTax: 1 })).toBe(1);
    expect(pickMatch({ byPlate: 4, byEmail: 3, byPhone: 2 })).toBe(2);
    expect(pickMatch({ byPlate: 4, byEmail: 3 })).toBe(3);
    expect(pickMatch({ byPlate: 4 })).toBe(4);
    expect(pickMatch({})).toBeNull();
  });
});

describe("an anonymous public form and the customer records", () => {
  const keys = { phoneKey: "34600111222", emailKey: "me@mail.test", plateKey: "1234ABC" };
  const noPlate = { ...keys, plateKey: null };

  it("attaches to the record of the same phone when the e-mails agree or one is missing", () => {
    expect(publicFormMatch(noPlate, { byPhone: { id: 7, emailKey: "me@mail.test" }, byEmail: 7 }).attachTo).toBe(7);
    expect(publicFormMatch(noPlate, { byPhone: { id: 7, emailKey: null } }).attachTo).toBe(7);
    expect(publicFormMatch({ ...noPlate, emailKey: null }, { byPhone: { id: 7, emailKey: "other@mail.test" } }).attachTo).toBe(7);
  });

  it("makes a new record when the phone's record has another e-mail, or only the e-mail or the plate is known", () => {
    expect(publicFormMatch(noPlate, { byPhone: { id: 7, emailKey: "victim@mail.test" } })).toEqual({
      attachTo: null,
      // The phone stays the key of record 7; the new record keeps the e-mail nobody holds.
      newKeys: { phoneKey: null, emailKey: "me@mail.test" },
      vehicle: "none",
    });
    expect(publicFormMatch(noPlate, { byEmail: 8 })).toEqual({
      attachTo: null,
      newKeys: { phoneKey: "34600111222", emailKey: null },
      vehicle: "none",
    });
    expect(publicFormMatch(keys, { byPlate: 9 })).toEqual({
      attachTo: null,
      newKeys: { phoneKey: "34600111222", emailKey: "me@mail.test" },
      vehicle: "leave",
    });
  });

  it("never moves another record's vehicle; a plate nobody has becomes the customer's", () => {
    expect(publicFormMatch(keys, { byPhone: { id: 7, emailKey: null }, byPlate: 9 }).vehicle).toBe("leave");
    expect(publicFormMatch(keys, { byPhone: { id: 7, emailKey: null }, byPlate: 7 }).vehicle).toBe("own");
    expect(publicFormMatch(keys, { byPhone: { id: 7, emailKey: null } }).vehicle).toBe("add");
    expect(publicFormMatch(keys, {}).vehicle).toBe("add");
    // Not an exact match: the phone's record does not get the plate its own vehicle has either.
    expect(publicFormMatch(keys, { byPhone: { id: 7, emailKey: "victim@mail.test" }, byPlate: 7 }).vehicle).toBe("leave");
  });
});

describe("customer forms", () => {
  it("cleans the details and refuses an odd phone, e-mail or tax id beside its field", () => {
    const ok = parseForm(customerForm, { id: "3", name: " Ana ", phone: "600 111 222", taxId: "12345678-z" });
    expect(ok.ok && ok.data).toMatchObject({ id: 3, name: "Ana", phone: "600 111 222", taxId: "12345678Z" });
    const bad = parseForm(customerForm, { id: "3", name: "", phone: "600 111", email: "x@", taxId: "12345678A" });
    expect(!bad.ok && bad.fieldErrors).toMatchObject({
      name: CUSTOMER_MESSAGES.name,
      phone: CUSTOMER_MESSAGES.phone,
      email: CUSTOMER_MESSAGES.email,
      taxId: CUSTOMER_MESSAGES.taxId,
    });
  });

  it("refuses merging a record into itself", () => {
    const r = parseForm(mergeForm, { id: "5", into: "5" });
    expect(!r.ok && r.fieldErrors.into).toBe(CUSTOMER_MESSAGES.mergeSelf);
    expect(parseForm(mergeForm, { id: "5", into: "6" }).ok).toBe(true);
  });
});
