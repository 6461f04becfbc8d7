import { describe, expect, it } from "vitest";
import { STAFF_INTENT } from "~/components/staff/shared/intents";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { say } from "~/lib/reason";
import {
  asksForPasswordAgain,
  isBackupCode,
  lastAdminRefusal,
  normaliseBackupCode,
  signInCodeFieldWith,
  staffForms,
  totpCodeFieldWith,
  totpKeyOf,
} from "./staff-accounts";

const en = staffMessages("en");
const { add: addStaffForm, resetPassword: resetPasswordForm } = staffForms(en.staff.form, en.login.fields);
const totpCodeField = totpCodeFieldWith(en.login.fields);
const signInCodeField = signInCodeFieldWith(en.login.fields);

describe("the last-admin rule", () => {
  it("refuses taking out the only active admin", () => {
    expect(say(en.staff.refusals, lastAdminRefusal(["a"], "a")!)).toMatch(/last active owner/);
  });
  it("allows it when another active admin remains", () => {
    expect(lastAdminRefusal(["a", "b"], "a")).toBeNull();
  });
  it("allows changes to anyone who is not an active admin, even with one admin left", () => {
    expect(lastAdminRefusal(["a"], "b")).toBeNull();
    expect(lastAdminRefusal([], "b")).toBeNull();
  });
});

describe("the changes that ask for the acting owner's password again", () => {
  const asks = (intent: string, role: string | null, targetIsOwner = false) => asksForPasswordAgain({ intent, role, targetIsOwner });
  it("asks for any change to an owner's account", () => {
    for (const intent of Object.values(STAFF_INTENT)) expect(asks(intent, "counter", true), intent).toBe(true);
  });
  it("asks for a new owner, added or promoted, and for any password reset", () => {
    expect(asks(STAFF_INTENT.add, "owner")).toBe(true);
    expect(asks(STAFF_INTENT.setRole, "owner")).toBe(true);
    expect(asks(STAFF_INTENT.resetPassword, null)).toBe(true);
  });
  it("does not ask for the rest of the changes to a counter or an account without access", () => {
    expect(asks(STAFF_INTENT.add, "counter")).toBe(false);
    expect(asks(STAFF_INTENT.add, null)).toBe(false);
    expect(asks(STAFF_INTENT.setRole, "counter")).toBe(false);
    expect(asks(STAFF_INTENT.setRole, "none")).toBe(false);
    for (const intent of [STAFF_INTENT.deactivate, STAFF_INTENT.reactivate, STAFF_INTENT.twoFactorOff])
      expect(asks(intent, "owner"), intent).toBe(false);
  });
});

describe("adding a member of staff", () => {
  const form = (over: Record<string, string> = {}) =>
    parseForm(addStaffForm, { email: "Ana@Shop.Test ", name: " Ana ", password: "pass-1234", role: "counter", ...over });

  it("cleans the e-mail and name, and reads the role (owner or counter, nothing else)", () => {
    const r = form({ role: "owner" });
    expect(r.ok && r.data).toEqual({ email: "ana@shop.test", name: "Ana", password: "pass-1234", role: "owner" });
    expect(form({ role: "counter" }).ok).toBe(true);
    for (const role of ["admin", "user", ""]) {
      const bad = form({ role });
      expect(!bad.ok && bad.fieldErrors.role, role).toBe("Choose a role");
    }
    const missing = parseForm(addStaffForm, { email: "ana@shop.test", name: "Ana", password: "pass-1234" });
    expect(!missing.ok && missing.fieldErrors.role).toBe("Choose a role");
  });

  it("takes the password exactly as typed, 8 to 128 characters (the /account rule)", () => {
    expect(
      form({ password: " spaced password " }).ok &&
        (form({ password: " spaced password " }) as { data: { password: string } }).data.password,
    ).toBe(" spaced password ");
    const short = form({ password: "1234567" });
    expect(!short.ok && short.fieldErrors.password).toBe("The password needs at least 8 characters");
    const long = form({ password: "x".repeat(129) });
    expect(!long.ok && long.fieldErrors.password).toMatch(/at most 128/);
    expect(form({ password: "x".repeat(128) }).ok).toBe(true);
  });

  it("names each bad field", () => {
    const r = form({ email: "nope", name: "", password: "" });
    expect(!r.ok && Object.keys(r.fieldErrors).sort()).toEqual(["email", "name", "password"]);
  });
});

describe("resetting a password", () => {
  it("needs a known-looking id and a valid password", () => {
    expect(parseForm(resetPasswordForm, { id: "abc_DEF-123", password: "long-enough" }).ok).toBe(true);
    const bad = parseForm(resetPasswordForm, { id: "x'; drop table", password: "short" });
    expect(!bad.ok && Object.keys(bad.fieldErrors).sort()).toEqual(["id", "password"]);
  });
});

describe("codes", () => {
  it("accepts six digits to confirm the app, spaces ignored", () => {
    expect(totpCodeField.safeParse("123 456").data).toBe("123456");
    expect(totpCodeField.safeParse("12345").success).toBe(false);
    expect(totpCodeField.safeParse("abcdef").success).toBe(false);
  });

  it("takes a 6-digit code or a backup code at sign-in", () => {
    expect(signInCodeField.safeParse(" 123456 ").data).toBe("123456");
    expect(signInCodeField.safeParse("aB3de-9XyZ1").success).toBe(true);
    expect(signInCodeField.safeParse("aB3de9XyZ1").success).toBe(true);
    expect(signInCodeField.safeParse("1234567").success).toBe(false);
    expect(signInCodeField.safeParse("").success).toBe(false);
    expect(isBackupCode("123456")).toBe(false);
    expect(isBackupCode("aB3de-9XyZ1")).toBe(true);
    expect(normaliseBackupCode("aB3de9XyZ1")).toBe("aB3de-9XyZ1");
    expect(normaliseBackupCode("aB3de-9XyZ1")).toBe("aB3de-9XyZ1");
  });

  it("shows the key of an otpauth URI in groups of four", () => {
    expect(totpKeyOf("otpauth://totp/Shop:a%40b.c?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Shop")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP");
  });
});
