import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { consentChanges, consentFormSchemaIn, consentState, unsubscribeFormSchema } from "./consent";

describe("consent per channel", () => {
  it("is on while given and not withdrawn; off without a row", () => {
    expect(consentState([])).toEqual({ email: false, phone: false });
    expect(
      consentState([
        { channel: "email", withdrawnAt: null },
        { channel: "phone", withdrawnAt: new Date() },
      ]),
    ).toEqual({ email: true, phone: false });
  });

  it("changes only the channels whose box changed", () => {
    expect(consentChanges({ email: false, phone: true }, { email: true, phone: true })).toEqual({ give: ["email"], withdraw: [] });
    expect(consentChanges({ email: true, phone: true }, { email: true, phone: false })).toEqual({ give: [], withdraw: ["phone"] });
    expect(consentChanges({ email: true, phone: false }, { email: true, phone: false })).toEqual({ give: [], withdraw: [] });
  });

  it("reads the staff form: boxes off unless ticked, the source one of staff's", () => {
    const schema = consentFormSchemaIn();
    expect(parseForm(schema, { id: "7", email: "on", source: "phone" })).toMatchObject({
      ok: true,
      data: { id: 7, email: true, phone: false, source: "phone" },
    });
    expect(parseForm(schema, { id: "7" })).toMatchObject({ ok: true, data: { source: "counter" } });
    expect(parseForm(schema, { id: "7", email: "on", source: "migrated" }).ok).toBe(false);
  });

  it("reads the customer's form: phone withdrawn only when ticked", () => {
    expect(parseForm(unsubscribeFormSchema, {})).toMatchObject({ ok: true, data: { phone: false } });
    expect(parseForm(unsubscribeFormSchema, { phone: "on" })).toMatchObject({ ok: true, data: { phone: true } });
  });
});
