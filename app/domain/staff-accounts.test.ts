import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import {
  addStaffForm,
  isBackupCode,
  lastAdminRefusal,
  normaliseBackupCode,
  resetPasswordForm,
  signInCodeField,
  totpCodeField,
  totpKeyOf,
} from "./staff-accounts";

describe("the last-admin rule", () => {
  it("refuses taking out the only active admin", () => {
    expect(lastAdminRefusal(["a"], "a")).toMatch(/last active owner/);
  });
  it("allows it when another active admin remains", () => {
    expect(lastAdminRefusal(["a", "b"], "a")).toBeNull();
  });
  it("allows changes to anyone who is not an active admin, even with one admin left", () => {
    expect(lastAdminRefusal(["a"], "b")).toBeNull();
    expect(lastAdminRefusal([], "b")).toBeNull();
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
