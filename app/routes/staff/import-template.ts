// Placeholder: the CSV template download is built with the import screen.
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/import-template";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response("width;aspect;rim;load_index;speed_rating;brand;model;condition;quantity\n", {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="tyres-template.csv"' },
  });
}
