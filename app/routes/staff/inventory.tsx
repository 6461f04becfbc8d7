// Placeholder: this screen is built in its own issue. Guarded already.
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/inventory";

export function meta() {
  return [{ title: "Inventory" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Inventory</h1>
      <p className="text-slate-600">Manage your tyre stock</p>
    </div>
  );
}
