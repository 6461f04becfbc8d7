// GET /healthz: 200 {"ok":true} when the database answers, 503 otherwise.
import { db, pingDatabase } from "~/server/db.server";

export async function loader() {
  const ok = await pingDatabase(db());
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
