// The workshop's services (fitting, balancing, valves, repairs...): their prices, the fitting
// package, and the staff form that edits them. A service costs one price per job, or per tyre,
// and a per-tyre price may depend on the rim (13" to 21"; no price = not offered for that rim).
// Prices are IVA included, in cents. Browser-safe: the staff dialog runs the same schema.
import { z } from "zod";
import { formText } from "~/lib/form";
import type { Reason } from "~/lib/reason";
import { type Cents, parseCents } from "./money";
import { discountedLineCents, type LineDiscount } from "./discount";

/** The rims the shop works on (its tyres are 13" to 21"). */
export const SERVICE_RIMS = [13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
export type ServiceRim = (typeof SERVICE_RIMS)[number];

export const SERVICE_UNITS = ["job", "tyre"] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** A price table by rim: rim -> cents (a missing rim is not offered). */
export type RimPrices = Partial<Record<ServiceRim, Cents>>;

/** How a service is priced: one price (`priceCents`), or per tyre by rim (`rimPricesCents`). */
export interface ServicePricing {
  unit: ServiceUnit;
  priceCents: Cents | null;
  rimPricesCents: RimPrices | null;
}

export interface Service extends ServicePricing {
  id: number;
  code: string;
  nameEs: string;
  nameEn: string;
  /** Part of the fitting package ("add fitting for these tyres", the fitted price on the site). */
  inPackage: boolean;
  retired: boolean;
}

export function isServiceRim(n: number): n is ServiceRim {
  return (SERVICE_RIMS as readonly number[]).includes(n);
}

/** Whether the price depends on the rim (a line of it must name one). */
export function pricedByRim(s: ServicePricing): boolean {
  return s.rimPricesCents != null;
}

/** The service's price for one unit (a job or a tyre) at a rim, or null when not offered there. */
export function servicePriceCents(s: ServicePricing, rim?: number | null): Cents | null {
  if (s.rimPricesCents) return rim != null && isServiceRim(rim) ? (s.rimPricesCents[rim] ?? null) : null;
  return s.priceCents;
}

/**
 * What a basket's service lines cost: each line's unit price at its rim times its quantity, less
 * its discount (a line with no price counts 0; the server refuses it).
 */
export function serviceLinesTotalCents(
  services: readonly (ServicePricing & { id: number })[],
  lines: readonly { serviceId: number; rim: number | null; quantity: number; discount?: LineDiscount }[],
): Cents {
  const byId = new Map(services.map((s) => [s.id, s]));
  return lines.reduce((a, l) => {
    const s = byId.get(l.serviceId);
    const unit = s && servicePriceCents(s, l.rim);
    return a + (unit == null ? 0 : discountedLineCents(unit, l.quantity, l.discount));
  }, 0);
}

/**
 * The fitting package for one tyre of a rim: the sum of the package's services at that rim, or
 * null when the package is empty or one of its services has no price for that rim (then nothing
 * "fitted" is quoted). Retired services are not part of it.
 */
export function packagePriceCents(services: readonly Service[], rim: number): Cents | null {
  const parts = services.filter((s) => s.inPackage && !s.retired);
  if (parts.length === 0) return null;
  let sum = 0;
  for (const s of parts) {
    const p = servicePriceCents(s, rim);
    if (p == null) return null;
    sum += p;
  }
  return sum;
}

/** The package's price at every rim (null where not offered): what the site's tables show. */
export function packageByRim(services: readonly Service[]): Record<ServiceRim, Cents | null> {
  return Object.fromEntries(SERVICE_RIMS.map((r) => [r, packagePriceCents(services, r)])) as Record<ServiceRim, Cents | null>;
}

/** A tyre fitted: the tyre, its end-of-life fee and the fitting package for its rim, per tyre. */
export function fittedPriceCents(t: { unitCents: Cents; disposalCents: Cents }, packageCents: Cents | null): Cents | null {
  return packageCents == null ? null : t.unitCents + t.disposalCents + packageCents;
}

export function serviceName(s: { nameEs: string; nameEn: string }, locale: "es" | "en"): string {
  return locale === "es" ? s.nameEs : s.nameEn;
}

// ---- The staff form --------------------------------------------------------------------------

export const SERVICE_LIMITS = { code: 20, name: 80, maxPriceCents: 999_999 } as const;
export const SERVICE_CODE = /^[A-Z0-9][A-Z0-9-]*$/;
const RIM_FIELD = /^rim(\d+)$/;

/** The input name of a rim's price. */
export const rimField = (rim: number) => `rim${rim}`;

/** The service form's messages; the staff catalogue gives them (app/i18n/staff/{es,en}/services.ts). */
export interface ServiceFormMessages {
  readonly codeRequired: string;
  readonly codeTooLong: string;
  readonly codePattern: string;
  readonly nameEsRequired: string;
  readonly nameEsTooLong: string;
  readonly nameEnRequired: string;
  readonly nameEnTooLong: string;
  readonly chooseUnit: string;
  readonly choosePricing: string;
  readonly rimRange: string;
  readonly price: string;
  readonly priceRequired: string;
  readonly rimForTyre: string;
  readonly oneRim: string;
  readonly invalidRequest: string;
}

function price(value: string): Cents | "bad" {
  const c = parseCents(value);
  return c == null || c <= 0 || c > SERVICE_LIMITS.maxPriceCents ? "bad" : c;
}

export interface ServiceInput extends ServicePricing {
  code: string;
  nameEs: string;
  nameEn: string;
  inPackage: boolean;
}

const required = (max: number, missing: string, tooLong: string) => z.preprocess(formText, z.string().min(1, missing).max(max, tooLong));

/**
 * Add or edit a service. Fields: code, nameEs, nameEn, unit (job | tyre), pricing (flat | rim),
 * price (flat), rim13..rim21 (by rim; blank = not offered), inPackage ("on").
 */
export function serviceFormSchemaIn(m: ServiceFormMessages) {
  return z
    .looseObject({
      code: z
        .preprocess((v) => formText(v).toUpperCase(), z.string())
        .pipe(z.string().min(1, m.codeRequired).max(SERVICE_LIMITS.code, m.codeTooLong).regex(SERVICE_CODE, m.codePattern)),
      nameEs: required(SERVICE_LIMITS.name, m.nameEsRequired, m.nameEsTooLong),
      nameEn: required(SERVICE_LIMITS.name, m.nameEnRequired, m.nameEnTooLong),
      unit: z.preprocess(formText, z.enum(SERVICE_UNITS, m.chooseUnit)),
      pricing: z.preprocess(formText, z.enum(["flat", "rim"], m.choosePricing)),
      price: z.preprocess(formText, z.string()),
      inPackage: z.preprocess((v) => formText(v) === "on" || formText(v) === "true", z.boolean()),
    })
    .transform((v, ctx): ServiceInput => {
      const rims: RimPrices = {};
      let rimProblem = false;
      for (const [key, raw] of Object.entries(v)) {
        const match = RIM_FIELD.exec(key);
        if (!match) continue;
        const rim = Number(match[1]);
        const text = formText(raw);
        if (!isServiceRim(rim)) {
          ctx.addIssue({ code: "custom", path: [key], message: m.rimRange });
          rimProblem = true;
          continue;
        }
        if (v.pricing !== "rim" || text === "") continue;
        const c = price(text);
        if (c === "bad") {
          ctx.addIssue({ code: "custom", path: [key], message: m.price });
          rimProblem = true;
        } else rims[rim] = c;
      }
      let priceCents: Cents | null = null;
      if (v.pricing === "flat") {
        const c = price(v.price);
        if (c === "bad") ctx.addIssue({ code: "custom", path: ["price"], message: v.price === "" ? m.priceRequired : m.price });
        else priceCents = c;
      } else {
        if (v.unit !== "tyre") ctx.addIssue({ code: "custom", path: ["pricing"], message: m.rimForTyre });
        else if (Object.keys(rims).length === 0 && !rimProblem)
          ctx.addIssue({ code: "custom", path: [rimField(SERVICE_RIMS[0])], message: m.oneRim });
      }
      return {
        code: v.code,
        nameEs: v.nameEs,
        nameEn: v.nameEn,
        unit: v.unit,
        inPackage: v.inPackage,
        priceCents,
        rimPricesCents: v.pricing === "rim" ? rims : null,
      };
    });
}

/** The form's values for an existing service (the edit dialog's defaults). */
export function serviceFormValues(s: Service | null): Record<string, string> {
  const out: Record<string, string> = {
    code: s?.code ?? "",
    nameEs: s?.nameEs ?? "",
    nameEn: s?.nameEn ?? "",
    unit: s?.unit ?? "job",
    pricing: s && pricedByRim(s) ? "rim" : "flat",
    price: s?.priceCents != null ? (s.priceCents / 100).toFixed(2) : "",
    inPackage: s?.inPackage ? "on" : "",
  };
  for (const r of SERVICE_RIMS) {
    const c = s?.rimPricesCents?.[r];
    out[rimField(r)] = c != null ? (c / 100).toFixed(2) : "";
  }
  return out;
}

/** A service's id in a form (edit, retire): absent for a new service. */
export function serviceIdFormIn(m: Pick<ServiceFormMessages, "invalidRequest">) {
  const bad = m.invalidRequest;
  return z.object({
    id: z.preprocess(
      (v) => (formText(v) === "" ? undefined : formText(v)),
      z.coerce.number(bad).int(bad).positive(bad).max(2_147_483_647, bad).optional(),
    ),
  });
}

// ---- Service lines at the till ---------------------------------------------------------------

/** Quantities a service line accepts (a typo of 1,000 tyres is refused). */
export const MAX_SERVICE_QUANTITY = 999;
export const MAX_SERVICE_LINES = 50;

/** The till's service-line messages; the staff catalogue gives them (app/i18n/staff/{es,en}/services.ts). */
export interface ServiceLineMessages {
  quantity: string;
  badLine: string;
  tooMany: string;
  unknown: string;
  retired: (name: string) => string;
  rimNeeded: (name: string) => string;
  noPriceForRim: (name: string, rim: number) => string;
  noTyreForFitting: (tyreId: string) => string;
  noPackage: (rim: number) => string;
  noTyres: string;
}

/** What the browser posts for a service line: never a price (the server prices it). */
export interface ServiceLineRequest {
  serviceId: number;
  /** The rim the price is taken for (a service priced by rim); null otherwise. */
  rim: number | null;
  quantity: number;
  /** Fitting of a tyre of the same sale ("Add fitting for these tyres"), else null. */
  forTyreId: string | null;
}

export function serviceLineSchemaIn(m: ServiceLineMessages) {
  return z.object({
    serviceId: z.number(m.badLine).int(m.badLine).positive(m.badLine).max(2_147_483_647),
    rim: z.number(m.badLine).int(m.badLine).min(0).max(99).nullable().default(null),
    quantity: z.number(m.quantity).int(m.quantity).min(1, m.quantity).max(MAX_SERVICE_QUANTITY, m.quantity),
    forTyreId: z.string().max(40, m.badLine).nullable().default(null),
  });
}

/** Why a service line cannot be sold: one of the till's service-line messages and its values. */
export type ServiceLineReason = Reason<ServiceLineMessages>;

/**
 * Why a service line cannot be sold as asked, or null: the service must exist and not be retired,
 * and one priced by rim needs a rim it has a price for. `nameOf` names the service in the reader's
 * language (the staff catalogue's `services.serviceName`).
 */
export function serviceLineProblem(
  service: Service | undefined,
  line: Pick<ServiceLineRequest, "rim">,
  nameOf: (s: Pick<Service, "nameEs" | "nameEn">) => string,
): ServiceLineReason | null {
  if (!service) return { key: "unknown" };
  const name = nameOf(service);
  if (service.retired) return { key: "retired", values: [name] };
  if (pricedByRim(service)) {
    if (line.rim == null) return { key: "rimNeeded", values: [name] };
    if (servicePriceCents(service, line.rim) == null) return { key: "noPriceForRim", values: [name, line.rim] };
  }
  return null;
}

/**
 * "Add fitting for these tyres": the package's services for each tyre line, at its rim and
 * quantity (a per-job service of the package once per tyre line). Refused with the first rim the
 * package has no price for.
 */
export function fittingLines(
  services: readonly Service[],
  tyres: readonly { tyreId: string; rim: number; quantity: number }[],
): { ok: true; lines: ServiceLineRequest[] } | { ok: false; reason: ServiceLineReason } {
  if (tyres.length === 0) return { ok: false, reason: { key: "noTyres" } };
  const parts = services.filter((s) => s.inPackage && !s.retired);
  const lines: ServiceLineRequest[] = [];
  for (const t of tyres) {
    if (packagePriceCents(services, t.rim) == null) return { ok: false, reason: { key: "noPackage", values: [t.rim] } };
    for (const s of parts)
      lines.push({
        serviceId: s.id,
        rim: pricedByRim(s) ? t.rim : null,
        quantity: s.unit === "tyre" ? t.quantity : 1,
        forTyreId: t.tyreId,
      });
  }
  return { ok: true, lines };
}

/** One issued service line as the invoice shows it (a copy made at the sale; amounts in cents). */
export interface InvoiceServiceLineView {
  id: number;
  /** Null on a free line (a part or job typed at the till). */
  serviceId: number | null;
  code: string;
  nameEs: string;
  nameEn: string;
  unit: ServiceUnit;
  rim: number | null;
  forTyreId: string | null;
  quantity: number;
  unitPriceCents: Cents;
  /** The discount given on the line (0: none; negative on a returned line) and why. */
  discountCents: Cents;
  discountReason: string | null;
  lineTotalCents: Cents;
  /** On a rectifying invoice: the line of the rectified invoice this one returns (quantity negative). */
  rectifiesLineId: number | null;
}

/** "Fitting R16" / "Montaje R16": the line's name as printed. */
export function serviceLineName(l: Pick<InvoiceServiceLineView, "nameEs" | "nameEn" | "rim">, locale: "es" | "en"): string {
  const name = locale === "es" ? l.nameEs : l.nameEn;
  return l.rim != null ? `${name} R${l.rim}` : name;
}
