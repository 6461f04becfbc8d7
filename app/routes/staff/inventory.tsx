// Inventory: search, filters and pagination in the URL (a GET form), a card grid, and the tyre
// actions posted here with an `intent` (add, edit, duplicate, status, reserve).
import { Download, Percent, Plus, Search, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLoaderData, useNavigation, useSearchParams, useSubmit } from "react-router";
import { CartBadge } from "~/components/cart-count";
import { inputClass } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { INVENTORY_INTENT, type InventoryIntent } from "~/components/staff/intents";
import { type InventoryTyre, toInventoryTyre } from "~/components/staff/inventory-tyre";
import { ReserveDialog } from "~/components/staff/reserve-dialog";
import { TyreCard } from "~/components/staff/tyre-card";
import { TyreFormDialog } from "~/components/staff/tyre-form-dialog";
import { can } from "~/domain/permissions";
import { CONDITION_LABELS, STATUS_LABELS, TYRE_CONDITIONS, TYRE_STATUSES } from "~/domain/tyre";
import { staffReservationSchema, tyreFormSchema, tyreIdForm as idForm, tyreStatusForm as statusForm } from "~/domain/tyre-form";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { useBasket } from "~/lib/basket-store";
import { db } from "~/server/db.server";
import {
  addTyre,
  duplicateTyre,
  inventoryFilterOptions,
  listInventory,
  parseInventoryQuery,
  setTyreStatus,
  updateTyre,
} from "~/server/inventory.server";
import { reserveTyre } from "~/server/reservations.server";
import { staffActor } from "~/server/audit.server";
import { getSettings } from "~/server/settings.server";
import { replyFromError } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { staffPath } from "~/staff-paths";
import { readFormData } from "~/server/read-form.server";
import type { Route } from "./+types/inventory";

export function meta() {
  return [{ title: "Inventory" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "inventory");
  const query = parseInventoryQuery(new URL(request.url).searchParams);
  const database = db();
  const [page, options] = await Promise.all([listInventory(database, query), inventoryFilterOptions(database)]);
  // Cost prices and repricing are the owner's: other roles never receive a cost.
  const mayReprice = can(user.role, "reprice");
  const tyres = page.tyres.map((t) => toInventoryTyre(t, mayReprice));
  return { ...page, tyres, options, query, mayReprice, mayExport: can(user.role, "exports") };
}

const FAILED: Record<InventoryIntent, string> = {
  add: "Failed to add tyre",
  edit: "Failed to update tyre",
  duplicate: "Failed to duplicate tyre",
  status: "Failed to update status",
  reserve: "Failed to reserve tyre",
};
const isIntent = (v: unknown): v is InventoryIntent => Object.values(INVENTORY_INTENT).includes(v as InventoryIntent);

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "inventory");
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) return reply({ ok: false, message: "Unknown action" }, 400);
  const database = db();
  const actor = staffActor(user);
  // An empty price, fee or deposit takes the shop's (settings).
  const shop = await getSettings(database);
  try {
    switch (intent) {
      case INVENTORY_INTENT.add:
      case INVENTORY_INTENT.edit: {
        const parsed = parseForm(tyreFormSchema(intent, shop), form);
        if (!parsed.ok) return reply({ ok: false, intent, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
        // A role that may not see cost prices leaves the stored cost as it is (none for a new tyre).
        const input = can(user.role, "reprice") ? parsed.data : { ...parsed.data, costCents: undefined };
        if (intent === INVENTORY_INTENT.add) {
          const row = await addTyre(database, input);
          return reply({ ok: true, intent, message: `Tyre added successfully (${row.id})`, tyreId: row.id });
        }
        const id = parseForm(idForm, form);
        if (!id.ok) return reply({ ok: false, intent, message: `${FAILED.edit}: ${id.formError}` }, 400);
        await updateTyre(database, id.data.id, input, actor);
        return reply({ ok: true, intent, message: "Tyre updated successfully" });
      }
      case INVENTORY_INTENT.duplicate: {
        const id = parseForm(idForm, form);
        if (!id.ok) return reply({ ok: false, intent, message: `${FAILED.duplicate}: ${id.formError}` }, 400);
        const row = await duplicateTyre(database, id.data.id);
        return reply({ ok: true, intent, message: `Tyre duplicated successfully (${row.id})` });
      }
      case INVENTORY_INTENT.status: {
        const parsed = parseForm(statusForm, form);
        if (!parsed.ok) return reply({ ok: false, intent, message: `${FAILED.status}: ${parsed.formError}` }, 400);
        await setTyreStatus(database, parsed.data.id, parsed.data.status, actor);
        return reply({ ok: true, intent, message: "Status updated successfully" });
      }
      case INVENTORY_INTENT.reserve: {
        const parsed = parseForm(staffReservationSchema(shop.depositCents), form);
        if (!parsed.ok) return reply({ ok: false, intent, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
        const result = await reserveTyre(database, { ...parsed.data, source: "staff" });
        if (!result.ok) {
          // Fewer units on sale than asked: said beside the units field.
          if (result.available > 0) {
            const message = `Only ${result.available} ${result.available === 1 ? "unit is" : "units are"} available`;
            return reply({ ok: false, intent, message, fieldErrors: { quantity: message } }, 409);
          }
          return reply({ ok: false, intent, message: "This tyre is not available" }, 409);
        }
        return reply({ ok: true, intent, message: "Tyre reserved successfully" });
      }
    }
  } catch (e) {
    return replyFromError(e, { failed: FAILED[intent], intent, log: "inventory" });
  }
}

const selectClass = `${inputClass} !mt-0`;

export default function Inventory() {
  const { tyres, total, page, pageCount, hasAny, options, query, mayReprice, mayExport } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [params] = useSearchParams();
  const { count } = useBasket();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryTyre | null>(null);
  const [reserving, setReserving] = useState<InventoryTyre | null>(null);
  const loading = navigation.state === "loading" && navigation.location?.pathname === staffPath("inventory");
  const filtered = [...params.entries()].some(([k, v]) => k !== "page" && v !== "");

  const pageHref = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete("page");
    else next.set("page", String(p));
    const s = next.toString();
    return s ? `${staffPath("inventory")}?${s}` : staffPath("inventory");
  };
  // The download takes the screen's filters, every page of them.
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  const exportHref = `${staffPath("inventoryExport")}${exportParams.size ? `?${exportParams}` : ""}`;

  const filters: Array<{ name: string; label: string; value: string; choices: Array<[string, string]> }> = [
    { name: "rim", label: "Rim", value: query.rim ? String(query.rim) : "", choices: options.rims.map((v) => [String(v), `${v}"`]) },
    {
      name: "width",
      label: "Width",
      value: query.width ? String(query.width) : "",
      choices: options.widths.map((v) => [String(v), String(v)]),
    },
    {
      name: "aspect",
      label: "Aspect",
      value: query.aspect ? String(query.aspect) : "",
      choices: options.aspects.map((v) => [String(v), String(v)]),
    },
    { name: "condition", label: "Condition", value: query.condition ?? "", choices: TYRE_CONDITIONS.map((c) => [c, CONDITION_LABELS[c]]) },
    { name: "status", label: "Status", value: query.status ?? "", choices: TYRE_STATUSES.map((s) => [s, STATUS_LABELS[s]]) },
    { name: "brand", label: "Brand", value: query.brand ?? "", choices: options.brands.map((v) => [v, v]) },
  ];

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Inventory</h1>
          <p className="text-slate-600">Manage your tyre stock</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mayExport && (
            <a href={exportHref} download className={secondaryButton}>
              <Download aria-hidden className="h-4 w-4" /> Download CSV
            </a>
          )}
          {mayReprice && (
            <Link to={`${staffPath("inventoryReprice")}${exportParams.size ? `?${exportParams}` : ""}`} className={secondaryButton}>
              <Percent aria-hidden className="h-4 w-4" /> Reprice
            </Link>
          )}
          {count > 0 && (
            <Link to={staffPath("checkout")} className={secondaryButton}>
              <ShoppingCart aria-hidden className="h-4 w-4" /> Go to Basket
              <CartBadge count={count} data-testid="basket-badge" />
            </Link>
          )}
          <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Add Tyre
          </button>
        </div>
      </div>

      <Form
        method="get"
        role="search"
        className="mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
        onChange={(e) => {
          // Dropdowns apply at once; the search box waits for Enter or the button.
          if ((e.target as HTMLElement).tagName === "SELECT") submit(e.currentTarget, { replace: true });
        }}
      >
        <div className="flex gap-2">
          <label htmlFor="inv-q" className="sr-only">
            Search tyres
          </label>
          <input
            id="inv-q"
            name="q"
            type="search"
            defaultValue={query.q}
            key={query.q}
            placeholder="205/55/16, Michelin, 91V"
            className={`${inputClass} !mt-0`}
          />
          <button type="submit" className={primaryButton}>
            <Search aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">Search</span>
          </button>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {filters.map((f) => (
            <div key={f.name}>
              <label htmlFor={`inv-${f.name}`} className="mb-1 block text-xs font-medium text-slate-600">
                {f.label}
              </label>
              <select id={`inv-${f.name}`} name={f.name} defaultValue={f.value} key={`${f.name}-${f.value}`} className={selectClass}>
                <option value="">All</option>
                {f.choices.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {filtered && (
          <Link to={staffPath("inventory")} className="mt-2 inline-block text-sm text-brand-700 underline">
            Clear filters
          </Link>
        )}
      </Form>

      <div className="mt-4 flex items-center justify-between text-sm text-slate-600" aria-live="polite">
        <span>{loading ? "Loading tyres..." : `${total.toLocaleString("en-GB")} ${total === 1 ? "tyre" : "tyres"}`}</span>
        {pageCount > 1 && (
          <span>
            Page {page} of {pageCount}
          </span>
        )}
      </div>

      {tyres.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {loading ? "Loading tyres..." : hasAny ? "No tyres match your search" : "No tyres in inventory"}
        </p>
      ) : (
        <div className={`mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
          {tyres.map((t) => (
            <TyreCard key={t.id} tyre={t} onEdit={() => setEditing(t)} onReserve={() => setReserving(t)} />
          ))}
        </div>
      )}

      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-2">
          {page > 1 ? (
            <Link className={secondaryButton} to={pageHref(page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={`${secondaryButton} opacity-50`} aria-disabled="true">
              Previous
            </span>
          )}
          <span className="text-sm">
            {page} / {pageCount}
          </span>
          {page < pageCount ? (
            <Link className={secondaryButton} to={pageHref(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span className={`${secondaryButton} opacity-50`} aria-disabled="true">
              Next
            </span>
          )}
        </nav>
      )}

      <TyreFormDialog mode="add" open={adding} onOpenChange={setAdding} withCost={mayReprice} />
      <TyreFormDialog
        mode="edit"
        tyre={editing ?? undefined}
        open={editing != null}
        onOpenChange={(o) => !o && setEditing(null)}
        withCost={mayReprice}
      />
      <ReserveDialog tyre={reserving} open={reserving != null} onOpenChange={(o) => !o && setReserving(null)} />
    </div>
  );
}
