// What "Sell" on an appointment puts in the till's basket: the job's services from the till's
// catalogue. A job names the services it stands for by their codes (the fitting jobs are the
// fitting package, as "Add fitting" at the checkout); a per-tyre service counts the reserved
// tyres (or the job's tyres), at the reserved tyre's rim or the rim of the size the customer gave.
// A service the catalogue lacks, has retired, or cannot price at the rim is left out and named.
import type { AppointmentJob } from "./appointments";
import { fittingLines, pricedByRim, type Service, type ServiceLineRequest, servicePriceCents } from "./services";

/** The till's service codes each job stands for; "package" = the fitting package's services. */
export const JOB_SERVICES: Readonly<Record<AppointmentJob, { codes: "package" | readonly string[]; tyres: number }>> = {
  fit2: { codes: "package", tyres: 2 },
  fit4: { codes: "package", tyres: 4 },
  puncture: { codes: ["PINCHAZO"], tyres: 1 },
  balancing: { codes: ["EQUILIBRADO"], tyres: 4 },
  alignment: { codes: ["ALINEADO"], tyres: 0 },
};

/** The rim of a size as customers write it ("205/55 R16", "205/55r16", "205 55 16"), or null. */
export function rimOfSize(size: string | null | undefined): number | null {
  const m = size?.match(/R\s*(\d{2})\b/i) ?? size?.match(/^\s*\d{3}\s*[/ ]\s*\d{2}\s*[/ ]?\s*(\d{2})\b/);
  const rim = m ? Number(m[1]) : NaN;
  return rim >= 10 && rim <= 24 ? rim : null;
}

export interface AppointmentSaleInput {
  job: AppointmentJob;
  tyreSize: string | null;
  /** The linked reservation's tyre and units, when it is still active. */
  reserved: { tyreId: string; rim: number; quantity: number } | null;
}

/**
 * A job's service that could not be added, and why, for the screen to say in its language: the
 * fitting without a tyre size or without a package at that rim, a service the catalogue lacks (or
 * has retired), a per-rim service without a size, a service with no price at the rim.
 */
export type MissingService =
  | { why: "fitting-no-size" }
  | { why: "fitting-no-package"; rim: number }
  | { why: "not-in-catalogue"; code: string }
  | { why: "no-size" | "no-price"; name: { es: string; en: string } };

/** The service lines for the job, and the job's services that could not be added. */
export function appointmentServiceLines(
  services: readonly Service[],
  input: AppointmentSaleInput,
): { lines: ServiceLineRequest[]; missing: MissingService[] } {
  const { codes, tyres } = JOB_SERVICES[input.job];
  const rim = input.reserved?.rim ?? rimOfSize(input.tyreSize);
  const quantity = input.reserved?.quantity ?? tyres;
  const live = services.filter((s) => !s.retired);
  if (codes === "package") {
    if (rim == null) return { lines: [], missing: [{ why: "fitting-no-size" }] };
    const r = fittingLines(live, [{ tyreId: input.reserved?.tyreId ?? "", rim, quantity }]);
    // One tyre entry with its rim: the package at that rim is what can be missing.
    if (!r.ok) return { lines: [], missing: [{ why: "fitting-no-package", rim }] };
    // Fitting for a tyre of this sale is tied to it; fitting the customer's own tyres is not.
    return { lines: r.lines.map((l) => ({ ...l, forTyreId: input.reserved ? l.forTyreId : null })), missing: [] };
  }
  const lines: ServiceLineRequest[] = [];
  const missing: MissingService[] = [];
  for (const code of codes) {
    const s = live.find((x) => x.code === code);
    if (!s) {
      missing.push({ why: "not-in-catalogue", code });
      continue;
    }
    const byRim = pricedByRim(s);
    if (servicePriceCents(s, rim) == null) {
      missing.push({ why: byRim && rim == null ? "no-size" : "no-price", name: { es: s.nameEs, en: s.nameEn } });
      continue;
    }
    lines.push({ serviceId: s.id, rim: byRim ? rim : null, quantity: s.unit === "tyre" ? Math.max(1, quantity) : 1, forTyreId: null });
  }
  return { lines, missing };
}
