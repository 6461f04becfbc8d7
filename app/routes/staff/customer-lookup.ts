// GET /customers/lookup?plate=…&phone=…: the known customer for a plate or a phone typed at the
// checkout, so the form can offer them and fill the fields (null when nobody matches).
import { customerLookupQuery } from "~/domain/customer";
import { lookupCustomer } from "~/server/customers/customers.server";
import { requirePermission } from "~/server/auth/session.server";
import type { Route } from "./+types/customer-lookup";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "customers");
  const query = customerLookupQuery(new URL(request.url).searchParams);
  const customer = query ? await lookupCustomer(db, query) : null;
  return Response.json({ customer }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "customers");
  throw methodNotAllowed();
}
