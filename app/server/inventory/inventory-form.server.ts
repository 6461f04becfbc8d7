// The inventory screen's server steps: what it loads (a page of tyres with the filter choices) and
// each form it posts (add or edit a tyre, duplicate, mark available or sold, reserve at the
// counter), answered in the back-office's language.
import type { TyreStatus } from "~/domain/tyre";
import { can, type StaffRole } from "~/domain/permissions";
import { staffReservationSchema, tyreFormSchema, tyreIdForm, tyreStatusForm } from "~/domain/tyre-form";
import type { Locale } from "~/lib/locale";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import type { AuditActor } from "~/domain/audit";
import { toInventoryTyre } from "~/domain/inventory-tyre";
import type { Db } from "../infra/db.server";
import {
  addTyre,
  duplicateTyre,
  inventoryFilterOptions,
  listInventory,
  parseInventoryQuery,
  setTyreStatus,
  updateTyre,
} from "./inventory.server";
import { reserveTyre } from "../reservations/reservations.server";
import { SlotRefusal } from "../appointments/appointments.server";
import { shopMailLocale } from "../mail/shop-mail-locale.server";
import { getSettings } from "../settings/settings.server";

/** The screen's data: one page of tyres (costs only for a role that may reprice), the filter choices, the query. */
export async function loadInventory(db: Db, url: URL, role: StaffRole | null) {
  const query = parseInventoryQuery(url.searchParams);
  const database = db;
  const [page, options] = await Promise.all([listInventory(database, query), inventoryFilterOptions(database)]);
  // Cost prices and repricing are the owner's: other roles never receive a cost.
  const mayReprice = can(role, "reprice");
  const tyres = page.tyres.map((t) => toInventoryTyre(t, mayReprice));
  return { ...page, tyres, options, query, mayReprice, mayExport: can(role, "exports") };
}

interface Who {
  role: StaffRole | null;
  actor: AuditActor;
  locale: Locale;
}

/** Add (`tyreId` of the new tyre in the answer) or edit a tyre from the tyre form. */
export async function saveTyreForm(db: Db, form: FormData, intent: "add" | "edit", { role, actor, locale }: Who) {
  const t = staffMessages(locale).inventory;
  // Cost prices are the owner's: the other roles' form has no cost field, so one posted anyway is
  // refused whole (nothing saved) rather than dropped, and a role that may not see costs leaves the
  // stored cost as it is (none for a new tyre).
  const mayCost = can(role, "reprice");
  if (!mayCost && form.has("costPrice")) return reply({ ok: false, intent, message: t.costIsTheOwners }, 403);
  const parsed = parseForm(tyreFormSchema(intent, await getSettings(db), t.fieldErrors), form);
  if (!parsed.ok) return reply({ ok: false, intent, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  const input = mayCost ? parsed.data : { ...parsed.data, costCents: undefined };
  if (intent === "add") {
    const row = await addTyre(db, input);
    return reply({ ok: true, intent, message: t.added(row.id), tyreId: row.id });
  }
  const id = parseForm(tyreIdForm, form);
  if (!id.ok) return reply({ ok: false, intent, message: `${t.failed.edit}: ${id.formError}` }, 400);
  await updateTyre(db, id.data.id, input, actor);
  return reply({ ok: true, intent, message: t.updated });
}

export async function duplicateFromForm(db: Db, form: FormData, locale: Locale) {
  const t = staffMessages(locale).inventory;
  const id = parseForm(tyreIdForm, form);
  if (!id.ok) return reply({ ok: false, intent: "duplicate", message: `${t.failed.duplicate}: ${id.formError}` }, 400);
  const row = await duplicateTyre(db, id.data.id);
  return reply({ ok: true, intent: "duplicate", message: t.duplicated(row.id) });
}

export async function statusFromForm(db: Db, form: FormData, { actor, locale }: Omit<Who, "role">) {
  const t = staffMessages(locale).inventory;
  const parsed = parseForm(tyreStatusForm(t.useReserve), form);
  if (!parsed.ok) return reply({ ok: false, intent: "status", message: `${t.failed.status}: ${parsed.formError}` }, 400);
  await setTyreStatus(db, parsed.data.id, parsed.data.status satisfies Exclude<TyreStatus, "reserved">, actor);
  return reply({ ok: true, intent: "status", message: t.statusUpdated });
}

/**
 * A reservation taken at the counter: an empty deposit takes the shop's. With a fitting time the
 * appointment is booked in the same transaction (on the agenda, the hold until that day's
 * closing); a refused time reserves nothing and is said beside the time.
 */
export async function reserveFromForm(db: Db, form: FormData, who: { locale: Locale; actor: AuditActor; origin: string }) {
  const texts = staffMessages(who.locale);
  const t = texts.inventory;
  const intent = "reserve";
  const shop = await getSettings(db);
  const parsed = parseForm(staffReservationSchema(shop.depositCents, t.reserve.errors), form);
  if (!parsed.ok) return reply({ ok: false, intent, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  const { timeToFit, ...input } = parsed.data;
  const fitting = timeToFit && input.dateToFit ? { date: input.dateToFit, time: timeToFit } : undefined;
  let result;
  try {
    result = await reserveTyre(db, {
      ...input,
      source: "staff",
      actor: who.actor,
      ...(fitting ? { fitting, mail: { origin: who.origin, locale: await shopMailLocale(db) } } : {}),
    });
  } catch (e) {
    if (!(e instanceof SlotRefusal)) throw e;
    const { message } = e.in(texts);
    return reply({ ok: false, intent, message, fieldErrors: { timeToFit: message } }, e.problem === "full" ? 409 : 400);
  }

  if (result.ok) return reply({ ok: true, intent, message: t.reserved });
  // Fewer units on sale than asked: said beside the units field.
  if (result.available > 0) {
    const message = t.onlyAvailable(result.available);
    return reply({ ok: false, intent, message, fieldErrors: { quantity: message } }, 409);
  }
  return reply({ ok: false, intent, message: t.notAvailable }, 409);
}
