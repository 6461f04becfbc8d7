// The service catalogue (app/domain/services.ts): listing it for the till, the site and the staff
// screen, and the owner's changes (add, edit, retire, bring back), each audited in its
// transaction. Codes are unique whatever their case: checked first for a clear message, and by
// the unique index services_code_idx when two saves race.
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { saleServiceLines, services, type SaleServiceLineRow, type ServiceRow } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { say } from "~/lib/reason";
import { centsToDecimal, toCents } from "~/domain/money";
import {
  type InvoiceServiceLineView,
  packageByRim,
  pricedByRim,
  type Service,
  type ServiceInput,
  type ServiceLineRequest,
  serviceLineProblem,
  servicePriceCents,
} from "~/domain/services";
import { recordAudit } from "../audit.server";
import { dataChanged, onDataChanged } from "../infra/cache-bus.server";
import type { Db, Tx } from "../infra/db.server";
import { uniqueViolation } from "../infra/db-result.server";

export function serviceFromRow(r: ServiceRow): Service {
  return {
    id: r.id,
    code: r.code,
    nameEs: r.nameEs,
    nameEn: r.nameEn,
    unit: r.unit,
    priceCents: r.priceEur == null ? null : toCents(r.priceEur),
    rimPricesCents: r.rimPricesCents ?? null,
    inPackage: r.inPackage,
    retired: r.retiredAt != null,
  };
}

/** Every service in the owner's order; retired ones only when asked (the staff screen). */
export async function listServices(db: Db | Tx, opts: { retired?: boolean } = {}): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(opts.retired ? undefined : isNull(services.retiredAt))
    .orderBy(asc(services.position), asc(services.id));
  return rows.map(serviceFromRow);
}

// The offered services for public pages: one query per process until the next change.
let cache = new WeakMap<object, Promise<Service[]>>();
onDataChanged(() => {
  cache = new WeakMap();
});

/** The services on offer (not retired), cached per database handle; emptied by dataChanged(). */
export function offeredServices(db: Db): Promise<Service[]> {
  let hit = cache.get(db);
  if (!hit) {
    const mine = listServices(db);
    cache.set(db, (hit = mine));
    mine.catch(() => {
      if (cache.get(db) === mine) cache.delete(db);
    });
  }
  return hit;
}

/** A change the catalogue refuses, with the field it is about. */
export class ServiceRefusedError extends Refusal {
  override name = "ServiceRefusedError";
  constructor(field: string | null, words: Words, kind: "conflict" | "not-found" = "conflict") {
    super(words, { kind, field: field ?? undefined });
  }
}

const columns = (i: ServiceInput) => ({
  code: i.code,
  nameEs: i.nameEs,
  nameEn: i.nameEn,
  unit: i.unit,
  priceEur: i.priceCents == null ? null : centsToDecimal(i.priceCents),
  rimPricesCents: i.rimPricesCents,
  inPackage: i.inPackage,
});

async function refuseTakenCode(tx: Tx, code: string, exceptId: number | null) {
  const [other] = await tx
    .select({ nameEs: services.nameEs, nameEn: services.nameEn })
    .from(services)
    .where(and(sql`lower(${services.code}) = lower(${code})`, exceptId == null ? undefined : ne(services.id, exceptId)))
    .limit(1);
  if (other) throw new ServiceRefusedError("code", (t) => t.services.refusals.codeTaken(code, other));
}

function duplicateCode(e: unknown, code: string): ServiceRefusedError | null {
  return uniqueViolation(e) ? new ServiceRefusedError("code", (t) => t.services.refusals.codeUsed(code)) : null;
}

async function save<T>(db: Db, code: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const r = await db.transaction(work);
    await dataChanged();
    return r;
  } catch (e) {
    throw duplicateCode(e, code) ?? e;
  }
}

const describe = (i: Pick<Service, "code" | "nameEn">) => `${i.code} (${i.nameEn})`;

export function addService(db: Db, actor: AuditActor, input: ServiceInput): Promise<Service> {
  return save(db, input.code, async (tx) => {
    await refuseTakenCode(tx, input.code, null);
    const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${services.position}), 0)::int + 1` }).from(services)) as [
      { next: number },
    ];
    const [row] = await tx
      .insert(services)
      .values({ ...columns(input), position: next })
      .returning();
    await recordAudit(tx, {
      actor,
      kind: "settings",
      action: "service.add",
      subject: input.code,
      summary: `Added the service ${describe(input)}`,
      after: columns(input),
    });
    return serviceFromRow(row!);
  });
}

async function lockService(tx: Tx, id: number): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for("update");
  if (!row) throw new ServiceRefusedError(null, (t) => t.services.refusals.gone, "not-found");
  return row;
}

export function updateService(db: Db, actor: AuditActor, id: number, input: ServiceInput): Promise<Service> {
  return save(db, input.code, async (tx) => {
    const before = await lockService(tx, id);
    await refuseTakenCode(tx, input.code, id);
    const [row] = await tx
      .update(services)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    const b = columns(serviceFromRow(before));
    const a = columns(input);
    const changed = (Object.keys(a) as (keyof typeof a)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    if (changed.length)
      await recordAudit(tx, {
        actor,
        kind: "settings",
        action: "service.update",
        subject: input.code,
        summary: `Changed the service ${describe(input)}: ${changed.join(", ")}`,
        before: Object.fromEntries(changed.map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
      });
    return serviceFromRow(row!);
  });
}

/** Retires a service (it leaves the till, stays on past invoices) or brings it back. */
export function setServiceRetired(db: Db, actor: AuditActor, id: number, retired: boolean): Promise<Service> {
  return save(db, "", async (tx) => {
    const before = await lockService(tx, id);
    const [row] = await tx
      .update(services)
      .set({ retiredAt: retired ? (before.retiredAt ?? new Date()) : null, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if ((before.retiredAt != null) !== retired)
      await recordAudit(tx, {
        actor,
        kind: "settings",
        action: retired ? "service.retire" : "service.restore",
        subject: before.code,
        summary: `${retired ? "Retired" : "Brought back"} the service ${describe(before)}`,
      });
    return serviceFromRow(row!);
  });
}

/** A service line priced from the stored catalogue, ready to be written on an invoice. */
export interface PricedServiceLine {
  /** The catalogue's service, as the line copies it; a free line (typed at the till) has no id. */
  service: Pick<Service, "code" | "nameEs" | "nameEn" | "unit"> & { id: number | null };
  rim: number | null;
  quantity: number;
  forTyreId: string | null;
  unitPriceCents: number;
  /** Cents off the line (0: none) and the clerk's reason: app/domain/discount.ts. */
  discountCents: number;
  discountReason: string | null;
  /** unit x quantity - discount. */
  lineTotalCents: number;
}

/**
 * Prices a sale's service lines from the catalogue as it is now (read in the sale's transaction,
 * so a service retired before the sale commits is refused). `tyreIds`: the tyres of the sale,
 * the only ones a fitting line may be for. The refusal is words for the clerk, the service named
 * in their language.
 */
export async function priceServiceLines(
  tx: Tx,
  lines: readonly ServiceLineRequest[],
  tyreIds: ReadonlySet<string>,
): Promise<{ ok: true; lines: PricedServiceLine[] } | { ok: false; words: Words }> {
  if (lines.length === 0) return { ok: true, lines: [] };
  const ids = [...new Set(lines.map((l) => l.serviceId))];
  const rows = await tx.select().from(services).where(inArray(services.id, ids));
  const byId = new Map(rows.map((r) => [r.id, serviceFromRow(r)]));
  const out: PricedServiceLine[] = [];
  for (const l of lines) {
    const s = byId.get(l.serviceId);
    // The reason names the service: worded for the reader, it names it in their language.
    if (serviceLineProblem(s, l, (x) => x.nameEn))
      return { ok: false, words: (t) => say(t.services.lines, serviceLineProblem(s, l, t.services.serviceName)!) };
    const forTyreId = l.forTyreId;
    if (forTyreId != null && !tyreIds.has(forTyreId)) return { ok: false, words: (t) => t.services.lines.noTyreForFitting(forTyreId) };
    const rim = pricedByRim(s!) ? l.rim : null;
    const unitPriceCents = servicePriceCents(s!, rim)!;
    out.push({
      service: s!,
      rim,
      quantity: l.quantity,
      forTyreId: l.forTyreId,
      unitPriceCents,
      discountCents: 0,
      discountReason: null,
      lineTotalCents: unitPriceCents * l.quantity,
    });
  }
  return { ok: true, lines: out };
}

/** Writes a sale's service lines (copies of the service's code, names and price). */
export async function insertServiceLines(tx: Tx, saleId: number, lines: readonly PricedServiceLine[]): Promise<SaleServiceLineRow[]> {
  if (lines.length === 0) return [];
  return tx
    .insert(saleServiceLines)
    .values(
      lines.map((l) => ({
        saleId,
        serviceId: l.service.id,
        code: l.service.code,
        nameEs: l.service.nameEs,
        nameEn: l.service.nameEn,
        unit: l.service.unit,
        rim: l.rim,
        forTyreId: l.forTyreId,
        quantity: l.quantity,
        unitPriceEur: centsToDecimal(l.unitPriceCents),
        discountEur: centsToDecimal(l.discountCents),
        discountReason: l.discountReason,
        lineTotalEur: centsToDecimal(l.lineTotalCents),
      })),
    )
    .returning();
}

export function toServiceLineView(r: SaleServiceLineRow): InvoiceServiceLineView {
  return {
    id: r.id,
    serviceId: r.serviceId,
    code: r.code,
    nameEs: r.nameEs,
    nameEn: r.nameEn,
    unit: r.unit,
    rim: r.rim,
    forTyreId: r.forTyreId,
    quantity: r.quantity,
    unitPriceCents: toCents(r.unitPriceEur),
    discountCents: toCents(r.discountEur),
    discountReason: r.discountReason,
    lineTotalCents: toCents(r.lineTotalEur),
    rectifiesLineId: r.rectifiesLineId,
  };
}

/** What public pages need to quote a tyre fitted: the package at every rim and its parts' names. */
export async function fittingQuote(db: Db): Promise<{ byRim: Record<number, number | null>; parts: { es: string[]; en: string[] } }> {
  const offered = await offeredServices(db);
  const inPackage = offered.filter((s) => s.inPackage);
  return { byRim: packageByRim(offered), parts: { es: inPackage.map((s) => s.nameEs), en: inPackage.map((s) => s.nameEn) } };
}
