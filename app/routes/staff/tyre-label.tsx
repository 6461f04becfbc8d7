// A tyre's printable rack label (from its card in the inventory): the label as it prints (A6 or a
// label sheet; tyre-label.css), with Print and the way back. The QR opens the tyre's public page.
import { data } from "react-router";
import { RouteError } from "~/components/route-error";
import { TyreLabel } from "~/components/staff/inventory/tyre-label";
import { StaffNotFound } from "~/components/staff/shared/not-found";
import { BackLink } from "~/components/ui/back-link";
import { PageHeader } from "~/components/ui/page-header";
import { PrintButton } from "~/components/ui/print-button";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { requireParam } from "~/lib-ui/route-params";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { requirePermission } from "~/server/auth/session.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { tyreLabel } from "~/server/inventory/tyre-label.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/tyre-label";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).inventory.label;
  return [{ title: loaderData ? t.metaTitle(loaderData.tyre.id) : t.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  await requirePermission({ request, context }, "inventory");
  const label = await tyreLabel(db, requireParam("tyreId", params.id), origin);
  if (!label) throw data(null, { status: 404 });
  return label;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "inventory");
  throw methodNotAllowed();
}

export default function TyreLabelPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().inventory.label;
  return (
    <div className="space-y-4">
      <div className="no-print space-y-3">
        <BackLink to={staffPath("inventory")}>{t.back}</BackLink>
        <PageHeader title={t.title} subtitle={t.intro} actions={<PrintButton />} />
      </div>
      <TyreLabel {...loaderData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useStaffText().inventory.label;
  return <RouteError error={error} notFound={<StaffNotFound title={t.notFound} back={staffPath("inventory")} backLabel={t.back} />} />;
}
