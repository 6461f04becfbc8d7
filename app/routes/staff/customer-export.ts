// GET /customers/:id/export.json: everything the shop keeps about a customer, as a file the
// customer can be given (their right to a copy of their data).
import { requireParam } from "~/lib-ui/route-params";
import { exportCustomer } from "~/server/customers/customers.server";
import { textFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import type { Route } from "./+types/customer-export";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "customers");
  const id = requireParam("customerId", params.id);
  try {
    const body = JSON.stringify(await exportCustomer(db, id), null, 2);
    return new Response(body, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="customer-${id}.json"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (e) {
    return textFromError(e, staffMessages(requestStaffLocale(request, user)));
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "customers");
  throw methodNotAllowed();
}
