import { describe, expect, it } from "vitest";
import { staffMessages } from "~/i18n/staff";
import { parseForm } from "~/lib/form";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import {
  appointmentIdSchemaIn,
  staffBookSchemaIn,
  dayOpening,
  staffMoveSchemaIn,
  assignLifts,
  type AppointmentCalendar,
  bookableDays,
  daySlots,
  fitsCapacity,
  fittingJobFor,
  freeSlots,
  maxOverlap,
  nextFreeSlots,
  slotProblem,
} from "./appointments";

const open = (opens: string, closes: string) => ({ opens, closes });
// Monday to Friday a split day 09:00-13:30 / 16:00-19:00, Saturday 09:00-13:00, Sunday closed.
const cal: AppointmentCalendar = {
  hours: [
    [open("09:00", "13:30"), open("16:00", "19:00")],
    [open("09:00", "13:30"), open("16:00", "19:00")],
    [open("09:00", "13:30"), open("16:00", "19:00")],
    [open("09:00", "13:30"), open("16:00", "19:00")],
    [open("09:00", "13:30"), open("16:00", "19:00")],
    [open("09:00", "13:00")],
    [],
  ],
  closedDates: [{ date: "2026-12-08", noteEs: "Inmaculada", noteEn: "Immaculate Conception" }],
  appointments: { ...DEFAULT_SHOP_SETTINGS.appointments, lifts: 2, stepMinutes: 30, earliestHours: 2, horizonDays: 30 },
};
const at = (iso: string) => new Date(iso);
const iv = (start: string, end: string) => ({ start: at(start), end: at(end) });
const times = (slots: { time: string }[]) => slots.map((s) => s.time);

describe("fittingJobFor", () => {
  it("books the short fitting for one or two tyres and the long one for three or four", () => {
    expect([1, 2, 3, 4].map(fittingJobFor)).toEqual(["fit2", "fit2", "fit4", "fit4"]);
  });
});

describe("daySlots", () => {
  it("lists a split day's starts so that a job never crosses the break or runs past closing", () => {
    // Wednesday 2 December 2026, a one-hour job.
    expect(times(daySlots(cal, "2026-12-02", 60))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
      "18:00",
    ]);
    // A 30-minute job may start at 13:00 (ends 13:30) and 18:30 (ends 19:00).
    const half = times(daySlots(cal, "2026-12-02", 30));
    expect(half).toContain("13:00");
    expect(half).toContain("18:30");
    expect(half).not.toContain("13:30");
  });

  it("gives nothing on a closed date, a closed weekday, or for a job not booked", () => {
    expect(daySlots(cal, "2026-12-08", 30)).toEqual([]); // holiday (a Tuesday)
    expect(daySlots(cal, "2026-12-06", 30)).toEqual([]); // Sunday
    expect(daySlots(cal, "2026-12-02", 0)).toEqual([]);
  });

  it("places the slots in shop time across the daylight-saving changes", () => {
    // Saturday 28 March 2026 is winter time (UTC+1); the clocks go forward on Sunday 29 March.
    expect(daySlots(cal, "2026-03-28", 30)[0]!.start.toISOString()).toBe("2026-03-28T08:00:00.000Z");
    // Monday 30 March 2026 is summer time (UTC+2).
    expect(daySlots(cal, "2026-03-30", 30)[0]!.start.toISOString()).toBe("2026-03-30T07:00:00.000Z");
    // The change days themselves, open for the test: every slot is 30 minutes after the last one and reads its wall time.
    const sundays: AppointmentCalendar = { ...cal, hours: cal.hours.map((h, i) => (i === 6 ? [open("00:00", "06:00")] : h)) };
    const spring = daySlots(sundays, "2026-03-29", 30);
    expect(spring.find((s) => s.time === "01:30")!.start.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(spring.find((s) => s.time === "03:00")!.start.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    const autumn = daySlots(sundays, "2026-10-25", 30);
    expect(autumn.find((s) => s.time === "05:00")!.start.toISOString()).toBe("2026-10-25T04:00:00.000Z");
    expect(autumn.find((s) => s.time === "01:00")!.start.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    // Winter again after the autumn change: 09:00 is 08:00 UTC.
    expect(daySlots(cal, "2026-10-26", 30)[0]!.start.toISOString()).toBe("2026-10-26T08:00:00.000Z");
  });
});

describe("the capacity rule", () => {
  it("counts the most appointments overlapping at one moment", () => {
    const booked = [iv("2026-12-02T08:00Z", "2026-12-02T09:00Z"), iv("2026-12-02T08:30Z", "2026-12-02T09:30Z")];
    expect(maxOverlap(booked, at("2026-12-02T08:00Z"), at("2026-12-02T10:00Z"))).toBe(2);
    expect(maxOverlap(booked, at("2026-12-02T09:00Z"), at("2026-12-02T10:00Z"))).toBe(1);
    expect(maxOverlap(booked, at("2026-12-02T09:30Z"), at("2026-12-02T10:00Z"))).toBe(0);
    // Two that do not overlap each other count one at a time, even inside one window.
    const apart = [iv("2026-12-02T08:00Z", "2026-12-02T08:30Z"), iv("2026-12-02T08:30Z", "2026-12-02T09:00Z")];
    expect(maxOverlap(apart, at("2026-12-02T08:00Z"), at("2026-12-02T09:00Z"))).toBe(1);
    expect(fitsCapacity(apart, at("2026-12-02T08:00Z"), at("2026-12-02T09:00Z"), 2)).toBe(true);
    expect(fitsCapacity(booked, at("2026-12-02T08:45Z"), at("2026-12-02T09:15Z"), 2)).toBe(false);
  });

  it("offers only starts with a lift free for the whole job", () => {
    const now = at("2026-12-01T08:00:00Z");
    // Both lifts busy 10:00-11:00 shop time (09:00-10:00 UTC).
    const booked = [iv("2026-12-02T09:00Z", "2026-12-02T10:00Z"), iv("2026-12-02T09:00Z", "2026-12-02T10:00Z")];
    const free = times(freeSlots(cal, "2026-12-02", "fit4", booked, now));
    expect(free).toContain("09:00"); // 09:00-10:00 ends as they start
    expect(free).not.toContain("09:30");
    expect(free).not.toContain("10:00");
    expect(free).not.toContain("10:30");
    expect(free).toContain("11:00");
  });

  it("puts each appointment on a lift, never more lifts than overlap", () => {
    const placed = assignLifts([
      iv("2026-12-02T08:00Z", "2026-12-02T09:00Z"),
      iv("2026-12-02T08:30Z", "2026-12-02T09:00Z"),
      iv("2026-12-02T09:00Z", "2026-12-02T09:30Z"),
    ]);
    expect(placed.map((p) => p.lift)).toEqual([1, 2, 1]);
  });
});

describe("what a customer may book", () => {
  const now = at("2026-12-02T08:00:00Z"); // 09:00 shop time, Wednesday
  const slot = (date: string, time: string, job: "fit2" | "fit4" | "alignment" = "fit2") => ({ date, time, job });

  it("refuses the past, sooner than the earliest booking, beyond the horizon, a holiday, outside hours and a full slot", () => {
    expect(slotProblem(cal, slot("2026-12-01", "10:00"), [], now)).toBe("past");
    expect(slotProblem(cal, slot("2026-12-02", "10:30"), [], now)).toBe("too-soon");
    expect(slotProblem(cal, slot("2026-12-02", "11:00"), [], now)).toBeNull();
    expect(slotProblem(cal, slot("2027-01-04", "10:00"), [], now)).toBe("too-far");
    expect(slotProblem(cal, slot("2026-12-08", "10:00"), [], now)).toBe("closed");
    expect(slotProblem(cal, slot("2026-12-03", "14:00"), [], now)).toBe("not-a-start");
    expect(slotProblem(cal, slot("2026-12-03", "13:00", "fit4"), [], now)).toBe("not-a-start"); // would cross the break
    expect(slotProblem(cal, slot("2026-12-03", "10:15"), [], now)).toBe("not-a-start"); // not on the step
    const full = [iv("2026-12-03T09:00Z", "2026-12-03T09:30Z"), iv("2026-12-03T09:00Z", "2026-12-03T09:30Z")];
    expect(slotProblem(cal, slot("2026-12-03", "10:00"), full, now)).toBe("full");
    // Staff may book sooner than the earliest booking, never in the past.
    expect(slotProblem(cal, slot("2026-12-02", "10:30"), [], now, { staff: true })).toBeNull();
    expect(slotProblem(cal, slot("2026-12-02", "09:00"), [], now, { staff: true })).toBe("past");
  });

  it("refuses a job the shop does not book online", () => {
    const noAlignment = { ...cal, appointments: { ...cal.appointments, durations: { ...cal.appointments.durations, alignment: 0 } } };
    expect(slotProblem(noAlignment, slot("2026-12-03", "10:00", "alignment"), [], now)).toBe("job");
  });

  it("lists the bookable days and the next free times after a full one", () => {
    const days = bookableDays(cal, now);
    expect(days[0]).toBe("2026-12-02");
    expect(days).not.toContain("2026-12-06");
    expect(days).not.toContain("2026-12-08");
    expect(days.at(-1)).toBe("2027-01-01");
    const full = (d: string) => (d === "2026-12-03" ? daySlots(cal, d, 30).flatMap((s) => [s, s]) : []);
    const next = nextFreeSlots(cal, "2026-12-03", "fit2", full, now, 3);
    expect(next.map((s) => `${s.date} ${s.time}`)).toEqual(["2026-12-04 09:00", "2026-12-04 09:30", "2026-12-04 10:00"]);
  });
});

describe("a day's opening on the agenda", () => {
  it("is the first opening, the last closing and the breaks between ranges, in minutes; nothing on a closed day", () => {
    expect(dayOpening([{ opens: "09:00", closes: "18:00" }])).toEqual({ opens: 540, closes: 1080, breaks: [] });
    expect(
      dayOpening([
        { opens: "09:00", closes: "14:00" },
        { opens: "16:30", closes: "20:00" },
      ]),
    ).toEqual({ opens: 540, closes: 1200, breaks: [{ from: 840, to: 990 }] });
    expect(dayOpening([])).toEqual({ opens: null, closes: null, breaks: [] });
  });
});

describe("the agenda's forms for staff", () => {
  const es = staffMessages("es").agenda.messages;
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  it("take a stock tyre to hold with the booking (upper-cased), with its units; a code that is none is refused", () => {
    const good = { job: "fit2", day: "2026-12-01", time: "10:00", name: "Ana", phone: "600111222" };
    expect(parseForm(staffBookSchemaIn(es), form({ ...good, tyreId: " t0001t ", units: "2" }))).toMatchObject({
      ok: true,
      data: { tyreId: "T0001T", units: 2 },
    });
    expect(parseForm(staffBookSchemaIn(es), form(good))).toMatchObject({ ok: true, data: { tyreId: null, units: 1 } });
    expect(parseForm(staffBookSchemaIn(es), form({ ...good, tyreId: "205/55" }))).toMatchObject({
      ok: false,
      fieldErrors: { tyreId: "Escribe un código de existencias como T0001T, o déjalo vacío" },
    });
    expect(parseForm(staffBookSchemaIn(es), form({ ...good, tyreId: "T0001T", units: "9" }))).toMatchObject({
      ok: false,
      fieldErrors: { units: "Unidades: un número entero de 1 a 8" },
    });
  });

  it("say what is missing in the account's language, Spanish or English", () => {
    const empty = form({ job: "", day: "", time: "", name: "", phone: "", email: "x", plate: "!!" });
    expect(parseForm(staffBookSchemaIn(es), empty)).toMatchObject({
      ok: false,
      fieldErrors: {
        job: "Elige un trabajo",
        day: "Elige un día",
        time: "Elige una hora",
        name: "Falta el nombre",
        phone: "Falta el teléfono",
        email: "El correo electrónico debe ser una dirección de correo",
        plate: "Matrícula: letras, cifras, espacios y guiones",
      },
    });
    expect(parseForm(staffBookSchemaIn(staffMessages("en").agenda.messages), empty)).toMatchObject({
      ok: false,
      fieldErrors: {
        job: "Choose a job",
        name: "Name is required",
        phone: "Phone is required",
        email: "E-mail must be an e-mail address",
        plate: "Plate: letters, digits, spaces and dashes",
      },
    });
    expect(
      parseForm(staffBookSchemaIn(es), form({ job: "fit2", day: "2026-12-01", time: "10:00", name: "Ana", phone: "12" })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { phone: "El teléfono debe ser un número de teléfono" },
    });
    expect(parseForm(staffMoveSchemaIn(es), form({ id: "4", day: "mañana", time: "25:00" }))).toMatchObject({
      ok: false,
      fieldErrors: { day: "Elige un día", time: "Elige una hora" },
    });
    expect(parseForm(appointmentIdSchemaIn(es), form({ id: "x" }))).toMatchObject({ ok: false, fieldErrors: { id: "Cita no válida" } });
  });
  it("read a booking as before", () => {
    const ok = parseForm(
      staffBookSchemaIn(es),
      form({ job: "fit4", day: "2026-12-01", time: "10:00", name: " Ana ", phone: "600 123 456", email: "ANA@x.es", plate: "1234 abc" }),
    );
    expect(ok).toMatchObject({ ok: true, data: { job: "fit4", name: "Ana", email: "ana@x.es", plate: "1234 ABC" } });
  });
});
