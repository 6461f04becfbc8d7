// The downloadable CSV template for the import screen (admin only).
import { templateCsv } from "~/domain/csv-import";
import { requirePermission } from "~/server/auth/session.server";
import type { Route } from "./+types/import-template";
import { methodNotAllowed } from "~/lib/method-not-allowed";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "import");
  return new Response(templateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="tyres-template.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "import");
  throw methodNotAllowed();
}
