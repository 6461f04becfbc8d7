// GET /healthz: 200 {"ok":true} when the database answers, 503 otherwise.
import { pingDatabase } from "~/server/infra/db.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const ok = await pingDatabase(shopRequest(context).db);
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
