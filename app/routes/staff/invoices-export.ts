// GET /invoices/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the register of issued invoices of those
// days (Spanish time, both included) for the accountant. A bad range is a 400 with its message.
import { parseDateRange } from "~/domain/invoice-register";
import { shopToday } from "~/lib/shop-clock";
import { csvDownloadHeaders } from "~/domain/csv-export";
import { invoiceRegisterCsv } from "~/server/inventory/exports.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import type { Route } from "./+types/invoices-export";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "exports");
  const params = new URL(request.url).searchParams;
  const t = staffMessages(requestStaffLocale(request, user)).invoices.range;
  const range = parseDateRange(params.get("from"), params.get("to"), shopToday(), t);
  if (!range.ok) return new Response(range.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const csv = await invoiceRegisterCsv(db, range);
  return new Response(csv, { headers: csvDownloadHeaders(`invoices-${range.from}-${range.to}.csv`) });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "exports");
  throw methodNotAllowed();
}
