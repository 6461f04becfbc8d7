// Inventory: search, filters and pagination in the URL (a GET form), a card grid, and the tyre
// actions posted here with an `intent` (add, edit, duplicate, status, reserve); the steps are in
// app/server/inventory/inventory-form.server.ts, the parts in app/components/staff/inventory/.
import { useState } from "react";
import { useLoaderData, useNavigation } from "react-router";
import { InventoryFilters } from "~/components/staff/inventory/inventory-filters";
import { InventoryHeader } from "~/components/staff/inventory/inventory-header";
import { InventoryResults } from "~/components/staff/inventory/inventory-results";
import { INVENTORY_INTENT, type InventoryIntent } from "~/components/staff/shared/intents";
import type { InventoryTyre } from "~/domain/inventory-tyre";
import { ReserveDialog } from "~/components/staff/inventory/reserve-dialog";
import { TyreFormDialog } from "~/components/staff/inventory/tyre-form-dialog";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches } from "~/lib-ui/use-staff-text";
import { reply } from "~/lib/action-result";
import { staffActor } from "~/server/audit.server";
import { duplicateFromForm, loadInventory, reserveFromForm, saveTyreForm, statusFromForm } from "~/server/inventory/inventory-form.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/inventory";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).inventory.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "inventory");
  return loadInventory(db, new URL(request.url), user.role);
}

const isIntent = (v: unknown): v is InventoryIntent => Object.values(INVENTORY_INTENT).includes(v as InventoryIntent);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, origin } = shopRequest(context);
  const user = await requirePermission({ request, context }, "inventory");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const t = texts.inventory;
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) return reply({ ok: false, message: t.unknownAction }, 400);
  const who = { role: user.role, actor: staffActor(user), locale };
  try {
    switch (intent) {
      case INVENTORY_INTENT.add:
      case INVENTORY_INTENT.edit:
        return await saveTyreForm(db, form, intent, who);
      case INVENTORY_INTENT.duplicate:
        return await duplicateFromForm(db, form, locale);
      case INVENTORY_INTENT.status:
        return await statusFromForm(db, form, who);
      case INVENTORY_INTENT.reserve:
        return await reserveFromForm(db, form, { locale, actor: who.actor, origin });
    }
  } catch (e) {
    return replyFromError(e, { failed: t.failed[intent], intent, log: "inventory", t: texts });
  }
}

export default function Inventory() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryTyre | null>(null);
  const [reserving, setReserving] = useState<InventoryTyre | null>(null);
  const loading = navigation.state === "loading" && navigation.location?.pathname === staffPath("inventory");
  return (
    <div>
      <InventoryHeader mayReprice={data.mayReprice} mayExport={data.mayExport} onAdd={() => setAdding(true)} />
      <InventoryFilters query={data.query} options={data.options} />
      <InventoryResults {...data} loading={loading} onEdit={setEditing} onReserve={setReserving} />
      <TyreFormDialog mode="add" open={adding} onOpenChange={setAdding} withCost={data.mayReprice} />
      <TyreFormDialog
        mode="edit"
        tyre={editing ?? undefined}
        open={editing != null}
        onOpenChange={(o) => !o && setEditing(null)}
        withCost={data.mayReprice}
      />
      <ReserveDialog tyre={reserving} open={reserving != null} onOpenChange={(o) => !o && setReserving(null)} />
    </div>
  );
}
