// Placeholder: this screen is built in its own issue. Guarded already.
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/checkout";

export function meta() {
  return [{ title: "Checkout" }];
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
      <h1 className="text-2xl font-bold">Checkout</h1>
      <p className="text-slate-600">Review and complete your order</p>
    </div>
  );
}
