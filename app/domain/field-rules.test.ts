import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTACT_ERROR_KEYS, contactFields, isPlainName } from "./field-rules";

describe("a name on a public form", () => {
  it("is plain text: accents, apostrophes and hyphens yes; line breaks, escapes and reordering marks no", () => {
    for (const name of ["Lucía Gómez-Pérez", "O'Neill", "José María", "Ægir Þór"]) expect(isPlainName(name), name).toBe(true);
    for (const name of ["Ana\nBcc: x@example.com", "Ana\r", "Ana\tB", "Ana\u001b[31m", "Ana\u0085", "Ana\u202Eexe", "Ana\u2066x\u2069"])
      expect(isPlainName(name), JSON.stringify(name)).toBe(false);
  });

  it("with control characters is refused with the form's own message", () => {
    const schema = z.object(contactFields({ name: 100, phone: 30, email: 254 }, CONTACT_ERROR_KEYS));
    const r = schema.safeParse({ name: "Ana\r\nB", phone: "600 111 222", email: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", CONTACT_ERROR_KEYS.nameInvalid]]);
    expect(schema.safeParse({ name: "  Ana  ", phone: "600 111 222", email: "" }).data?.name).toBe("Ana");
  });
});
