// GET /inventory/export.csv?<the inventory screen's filters>: the matching tyres (every page) in
// the import template's columns, so the file imports back to the same tyres.
import { csvDownloadHeaders } from "~/domain/csv-export";
import { shopToday } from "~/lib/shop-clock";
import { stockExportCsv } from "~/server/inventory/exports.server";
import { parseInventoryQuery } from "~/server/inventory/inventory.server";
import { requirePermission } from "~/server/auth/session.server";
import type { Route } from "./+types/inventory-export";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "exports");
  const csv = await stockExportCsv(db, parseInventoryQuery(new URL(request.url).searchParams));
  return new Response(csv, { headers: csvDownloadHeaders(`stock-${shopToday()}.csv`) });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "exports");
  throw methodNotAllowed();
}
