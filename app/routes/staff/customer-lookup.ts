// GET /customers/lookup?plate=…&phone=…: the known customer for a plate or a phone typed at the
// checkout, so the form can offer them and fill the fields (null when nobody matches), and the
// plate's open declined work, so the counter can offer it again.
import { customerLookupQuery } from "~/domain/customer";
import { lookupCustomer } from "~/server/customers/customers.server";
import { openDeclinedForPlate } from "~/server/quotes/declined-work.server";
import { requirePermission } from "~/server/auth/session.server";
import type { Route } from "./+types/customer-lookup";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "customers");
  const query = customerLookupQuery(new URL(request.url).searchParams);
  const customer = query ? await lookupCustomer(db, query) : null;
  const declined = query?.plate
    ? (await openDeclinedForPlate(db, query.plate)).map((d) => ({ id: d.id, description: d.description, tread: d.treadMm }))
    : [];
  return Response.json({ customer, declined }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "customers");
  throw methodNotAllowed();
}
