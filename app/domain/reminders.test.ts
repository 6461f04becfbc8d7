import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { staffMessages } from "~/i18n/staff";
import {
  addMonths,
  declinedWorkDue,
  dotWeekStart,
  itvDateRefusal,
  itvDue,
  itvFormSchemaIn,
  mayContact,
  reminderChannel,
  seasonDue,
  tyreAgeDay,
  tyreAgeDue,
} from "./reminders";

describe("dates", () => {
  it("adds months, keeping the last day of a shorter month", () => {
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2028-03-31", -1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2019-06-03", 60)).toBe("2024-06-03");
  });

  it("reads a DOT's week and year as the Monday of that ISO week", () => {
    expect(dotWeekStart("0120")).toBe("2019-12-30"); // week 1 of 2020 starts in 2019
    expect(dotWeekStart("2319")).toBe("2019-06-03");
    expect(dotWeekStart("5320")).toBe("2020-12-28");
    expect(dotWeekStart(" 1021 ")).toBe("2021-03-08");
  });

  it("refuses what is no DOT code", () => {
    for (const bad of [null, undefined, "", "0019", "5419", "123", "12345", "ab19"]) expect(dotWeekStart(bad)).toBeNull();
  });

  it("gives the day tyres turn five", () => {
    expect(tyreAgeDay("2319")).toBe("2024-06-03");
    expect(tyreAgeDay(null)).toBeNull();
  });
});

describe("which reminders are due", () => {
  it("declined work: from N weeks after, for a month", () => {
    expect(declinedWorkDue("2026-03-02", 4, "2026-03-29")).toBe(false);
    expect(declinedWorkDue("2026-03-02", 4, "2026-03-30")).toBe(true);
    expect(declinedWorkDue("2026-03-02", 4, "2026-04-29")).toBe(true);
    expect(declinedWorkDue("2026-03-02", 4, "2026-04-30")).toBe(false);
    expect(declinedWorkDue("2026-03-02", 1, "2026-03-09")).toBe(true);
  });

  it("tyre age: the oldest known DOT, once it turns five, if it was younger when fitted", () => {
    expect(tyreAgeDue(["2321", "2319", null], "2022-01-10", "2024-06-03")).toEqual({ dot: "2319", day: "2024-06-03" });
    expect(tyreAgeDue(["2319"], "2022-01-10", "2024-06-02")).toBeNull();
    // Already five when fitted (part-worn): fitted knowingly.
    expect(tyreAgeDue(["2319"], "2024-07-01", "2026-01-01")).toBeNull();
    // No DOT known: nothing.
    expect(tyreAgeDue([null, "bad"], "2020-01-01", "2030-01-01")).toBeNull();
  });

  it("ITV: from a month before to the day", () => {
    expect(itvDue("2026-05-20", "2026-04-19")).toBe(false);
    expect(itvDue("2026-05-20", "2026-04-20")).toBe(true);
    expect(itvDue("2026-05-20", "2026-05-20")).toBe(true);
    expect(itvDue("2026-05-20", "2026-05-21")).toBe(false);
  });

  it("season: October and March, one period a month", () => {
    expect(seasonDue("2026-10-01")).toEqual({ season: "autumn", period: "2026-10" });
    expect(seasonDue("2027-03-31")).toEqual({ season: "spring", period: "2027-03" });
    expect(seasonDue("2026-11-01")).toBeNull();
    expect(seasonDue("2026-02-28")).toBeNull();
  });
});

describe("consent and channel", () => {
  const none = { emailConsent: false, email: "a@b.es", phoneConsent: false, phone: "600111222" };
  it("goes by e-mail with e-mail consent and an address", () => {
    expect(reminderChannel({ ...none, emailConsent: true })).toBe("email");
    expect(reminderChannel({ ...none, emailConsent: true, phoneConsent: true })).toBe("email");
  });
  it("goes to the staff list with phone consent when it cannot go by e-mail", () => {
    expect(reminderChannel({ ...none, phoneConsent: true })).toBe("phone");
    expect(reminderChannel({ ...none, emailConsent: true, email: null, phoneConsent: true })).toBe("phone");
  });
  it("goes nowhere without consent, or without the contact", () => {
    expect(reminderChannel(none)).toBeNull();
    expect(reminderChannel({ ...none, phoneConsent: true, phone: null })).toBeNull();
  });
  it("is contacted only while the channel's consent stands", () => {
    expect(mayContact("email", { email: false, phone: true })).toBe(false);
    expect(mayContact("phone", { email: false, phone: true })).toBe(true);
  });
});

describe("the ITV date staff enter", () => {
  it("refuses a date in the past, or too far ahead", () => {
    expect(itvDateRefusal("2026-03-01", "2026-03-02")).toBe("past");
    expect(itvDateRefusal("2026-03-02", "2026-03-02")).toBeNull();
    expect(itvDateRefusal("2031-03-02", "2026-03-02")).toBeNull();
    expect(itvDateRefusal("2031-03-03", "2026-03-02")).toBe("tooFar");
    expect(itvDateRefusal("2026-02-30", "2026-01-01")).toBe("date");
  });
  it("reads the form: a date or empty", () => {
    const schema = itvFormSchemaIn(staffMessages("en").customers.refusals.itv);
    expect(parseForm(schema, { id: "3", vehicleId: "4", itvDueOn: " 2027-01-15 " })).toMatchObject({
      ok: true,
      data: { id: 3, vehicleId: 4, itvDueOn: "2027-01-15" },
    });
    expect(parseForm(schema, { id: "3", vehicleId: "4", itvDueOn: "" })).toMatchObject({ ok: true, data: { itvDueOn: "" } });
    expect(parseForm(schema, { id: "3", vehicleId: "4", itvDueOn: "15/01/2027" }).ok).toBe(false);
  });
});
