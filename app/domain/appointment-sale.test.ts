import { describe, expect, it } from "vitest";
import { appointmentServiceLines, rimOfSize } from "./appointment-sale";
import type { Service } from "./services";

const svc = (id: number, code: string, over: Partial<Service> = {}): Service => ({
  id,
  code,
  nameEs: code,
  nameEn: code,
  unit: "job",
  priceCents: 1500,
  rimPricesCents: null,
  inPackage: false,
  retired: false,
  ...over,
});
const byRim = { 15: 1100, 16: 1200 };
const catalogue: Service[] = [
  svc(1, "MONTAJE", { unit: "tyre", priceCents: null, rimPricesCents: byRim, inPackage: true }),
  svc(2, "EQUILIBRADO", { unit: "tyre", priceCents: null, rimPricesCents: { 15: 500, 16: 560 }, inPackage: true }),
  svc(3, "VALVULA", { unit: "tyre", priceCents: 200, inPackage: true }),
  svc(4, "PINCHAZO"),
  svc(5, "ALINEADO", { priceCents: 4500 }),
];

describe("rimOfSize", () => {
  it("reads the rim of the usual ways to write a size", () => {
    expect(rimOfSize("205/55 R16")).toBe(16);
    expect(rimOfSize("205/55r16 91V")).toBe(16);
    expect(rimOfSize("195 65 15")).toBe(15);
    expect(rimOfSize(null)).toBeNull();
    expect(rimOfSize("no idea")).toBeNull();
  });
});

describe("appointmentServiceLines", () => {
  it("a fitting with a reserved tyre is the fitting package for its units, tied to the tyre", () => {
    const r = appointmentServiceLines(catalogue, { job: "fit2", tyreSize: null, reserved: { tyreId: "t1", rim: 16, quantity: 2 } });
    expect(r.missing).toEqual([]);
    expect(r.lines).toEqual([
      { serviceId: 1, rim: 16, quantity: 2, forTyreId: "t1" },
      { serviceId: 2, rim: 16, quantity: 2, forTyreId: "t1" },
      { serviceId: 3, rim: null, quantity: 2, forTyreId: "t1" },
    ]);
  });

  it("a fitting of 3-4 tyres without a reservation fits four at the size's rim, tied to no tyre", () => {
    const r = appointmentServiceLines(catalogue, { job: "fit4", tyreSize: "195/65 R15", reserved: null });
    expect(r.lines.map((l) => [l.serviceId, l.rim, l.quantity, l.forTyreId])).toEqual([
      [1, 15, 4, null],
      [2, 15, 4, null],
      [3, null, 4, null],
    ]);
  });

  it("a fitting without a size adds no service and says why", () => {
    const r = appointmentServiceLines(catalogue, { job: "fit2", tyreSize: null, reserved: null });
    expect(r.lines).toEqual([]);
    expect(r.missing).toEqual([{ why: "fitting-no-size" }]);
  });

  it("a puncture and an alignment are their one-job services", () => {
    expect(appointmentServiceLines(catalogue, { job: "puncture", tyreSize: null, reserved: null }).lines).toEqual([
      { serviceId: 4, rim: null, quantity: 1, forTyreId: null },
    ]);
    expect(appointmentServiceLines(catalogue, { job: "alignment", tyreSize: null, reserved: null }).lines).toEqual([
      { serviceId: 5, rim: null, quantity: 1, forTyreId: null },
    ]);
  });

  it("balancing is per tyre at the rim; with no rim or a retired service it is left out and named", () => {
    expect(appointmentServiceLines(catalogue, { job: "balancing", tyreSize: "205/55R16", reserved: null }).lines).toEqual([
      { serviceId: 2, rim: 16, quantity: 4, forTyreId: null },
    ]);
    const noRim = appointmentServiceLines(catalogue, { job: "balancing", tyreSize: null, reserved: null });
    expect(noRim.lines).toEqual([]);
    const balancing = catalogue.find((s) => s.code === "EQUILIBRADO")!;
    expect(noRim.missing).toEqual([{ why: "no-size", name: { es: balancing.nameEs, en: balancing.nameEn } }]);
    const retired = catalogue.map((s) => (s.code === "PINCHAZO" ? { ...s, retired: true } : s));
    expect(appointmentServiceLines(retired, { job: "puncture", tyreSize: null, reserved: null })).toEqual({
      lines: [],
      missing: [{ why: "not-in-catalogue", code: "PINCHAZO" }],
    });
  });
});
