// A Z report's print page: one revision of a closed day exactly as it was frozen at its closing
// (never recomputed), in the staff account's language, with Print and the way back to the day.
// Printing shows the report alone (z-print.css), on A4 or a receipt printer's roll.
import { data } from "react-router";
import { RouteError } from "~/components/route-error";
import { ZDocument } from "~/components/staff/end-of-day/z-document";
import { StaffNotFound } from "~/components/staff/shared/not-found";
import { BackLink } from "~/components/ui/back-link";
import { PrintButton } from "~/components/ui/print-button";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { requireParam } from "~/lib-ui/route-params";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { staffPath } from "~/staff-paths";
import { zPrintView } from "./end-of-day.server";
import type { Route } from "./+types/z-report";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).endOfDay.zReport;
  return [
    { title: loaderData ? t.metaTitle(loaderData.z.zNumber, loaderData.z.revision) : t.title },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "endOfDay");
  const day = requireParam("calendarDay", params.day);
  const revision = requireParam("zRevision", params.revision);
  const z = await zPrintView(db, day, revision, requestStaffLocale(request, user));
  if (!z) throw data(null, { status: 404 });
  return { z };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "endOfDay");
  throw methodNotAllowed();
}

export default function ZReportPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().endOfDay.zReport;
  const { z } = loaderData;
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <BackLink to={`${staffPath("endOfDay")}?day=${z.day}`}>{t.back}</BackLink>
        <PrintButton />
      </div>
      <ZDocument z={z} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useStaffText().endOfDay.zReport;
  return <RouteError error={error} notFound={<StaffNotFound title={t.notFound} back={staffPath("endOfDay")} backLabel={t.back} />} />;
}
