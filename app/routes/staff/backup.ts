// GET /backup: a backup of the shop's data from the running server (the file `npm run restore`
// reads), so the embedded database can be saved without stopping the shop.
import { shopToday } from "~/lib/shop-clock";
import { backupRunningShop } from "~/server/backup.server";
import { textFromError } from "~/server/reply-from-error.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/backup";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const { bytes, filename } = await backupRunningShop(shopToday());
    return new Response(bytes as BodyInit, {
      headers: {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (e) {
    return textFromError(e);
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET" } });
}
