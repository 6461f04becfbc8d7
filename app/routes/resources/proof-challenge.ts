// GET /api/proof-challenge: asked by the enhancement script when a visitor sends a reservation or
// stock request form. 204 when this address needs no proof of work today, else a signed ALTCHA
// challenge (JSON). Never cached (the public pages are, so the challenge cannot be in them).
import { issueChallenge, proofNeeded } from "~/server/reservations/proof-of-work.server";
import type { Route } from "./+types/proof-challenge";
import { shopRequest } from "~/server/infra/http/load-context.server";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db, clientIp } = shopRequest(context);
  if (!(await proofNeeded(db, clientIp))) return new Response(null, { status: 204, headers: NO_STORE });
  return Response.json(await issueChallenge(db), { headers: NO_STORE });
}
