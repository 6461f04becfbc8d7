import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { normaliseRequestSize, stockRequestSchema } from "./stock-request";
import { shopStockRequestMail } from "~/mail/stock-request-mail";

describe("stock request", () => {
  it("writes a size the one way the shop does, and refuses what is no tyre size", () => {
    expect(normaliseRequestSize("275/40R20")).toBe("275/40 R20");
    expect(normaliseRequestSize("205 55 16")).toBe("205/55 R16");
    expect(normaliseRequestSize("2055516")).toBe("205/55 R16");
    for (const bad of ["", "abc", "999/99 R99", "205/55", "<b>205/55 R16</b>"]) expect(normaliseRequestSize(bad), bad).toBeNull();
  });

  it("needs a size, a name and a phone; quantity 1 to 8; e-mail and notes optional", () => {
    const ok = parseForm(stockRequestSchema, {
      size: "275/40 R20",
      quantity: "2",
      name: " Ana ",
      phone: "600 111 222",
      email: "",
      notes: "",
    });
    expect(ok).toEqual({
      ok: true,
      data: { size: "275/40 R20", quantity: 2, name: "Ana", phone: "600 111 222", email: null, notes: null },
    });
    const bad = parseForm(stockRequestSchema, { size: "big", quantity: "99", name: "", phone: "", email: "x@", notes: "" });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.fieldErrors).toEqual({
        size: "sizeInvalid",
        quantity: "quantityInvalid",
        name: "nameAndPhoneRequired",
        phone: "nameAndPhoneRequired",
        email: "emailInvalid",
      });
  });

  it("mails the shop the request as plain text: the visitor's words are never a link or markup", () => {
    const mail = shopStockRequestMail(
      { email: "shop@example.test" },
      {
        id: 7,
        size: "275/40 R20",
        quantity: 4,
        name: "<b>Eve</b>",
        phone: "600111222",
        email: null,
        notes: "see https://evil.example",
        locale: "es",
      },
      { requests: "https://shop.test/requests" },
    );
    expect(mail).toMatchObject({ to: "shop@example.test", dedupeKey: "stock-request:7:shop-new" });
    expect(mail.text).toContain("Size: 275/40 R20");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).toContain('<a href="https://shop.test/requests">');
  });
});
