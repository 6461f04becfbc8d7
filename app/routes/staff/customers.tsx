// Customers: search the shop's customers by name, phone, plate or tax id, and open one's page.
// Records are made by sales and reservations (matched by phone, e-mail, tax id or plate).
import { useLoaderData } from "react-router";
import { CustomerList, CustomerSearch } from "~/components/staff/customers/customer-list";
import { searchCustomers } from "~/server/customers/customers.server";
import { requirePermission } from "~/server/auth/session.server";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/customers";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).customers.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "customers");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return { q, customers: await searchCustomers(db, q) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "customers");
  throw methodNotAllowed();
}

export default function Customers() {
  const { q, customers } = useLoaderData<typeof loader>();
  const t = useStaffText().customers;
  return (
    <div>
      <PageHeader title={t.title} subtitle={t.intro} />
      <CustomerSearch q={q} />
      <CustomerList customers={customers} q={q} />
    </div>
  );
}
