import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { staffMessages } from "~/i18n/staff";
import { daysSince, declinedFormSchemaIn, formatTread, parseTread } from "./declined-work";

const DECLINED_FORM_MESSAGES = staffMessages("en").followUps.form;

describe("declined work", () => {
  it("reads a gauge's tread with a comma or a point, one decimal, 0 to 20 mm", () => {
    expect(parseTread("2,5")).toBe(2.5);
    expect(parseTread(" 3.0 ")).toBe(3);
    expect(parseTread("0")).toBe(0);
    expect(parseTread("20")).toBe(20);
    for (const bad of ["", "21", "2.55", "-1", "abc", "2,5 mm"]) expect(parseTread(bad), bad).toBeNull();
  });

  it("writes a tread as each language does", () => {
    expect(formatTread("2.5", "es")).toBe("2,5");
    expect(formatTread("2.5", "en")).toBe("2.5");
    expect(formatTread("3", "es")).toBe("3,0");
  });

  it("counts whole days since it was declined", () => {
    expect(daysSince("2026-11-01", "2026-11-29")).toBe(28);
    expect(daysSince("2026-03-28", "2026-03-30")).toBe(2);
  });

  it("needs a plate and what was declined; the tread is optional and checked", () => {
    const schema = declinedFormSchemaIn(DECLINED_FORM_MESSAGES);
    expect(parseForm(schema, { plate: "1234 abc", description: "Rear tyres", tread: "2,5", reason: "" })).toEqual({
      ok: true,
      data: { plate: "1234 abc", description: "Rear tyres", tread: 2.5, reason: null },
    });
    expect(parseForm(schema, { plate: "", description: "", tread: "9,99" })).toMatchObject({
      ok: false,
      fieldErrors: {
        plate: DECLINED_FORM_MESSAGES.plateOrCustomer,
        description: DECLINED_FORM_MESSAGES.description,
        tread: DECLINED_FORM_MESSAGES.tread,
      },
    });
  });
});
