// Back-office chrome: the staff menu (only the screens the role may open), basket count, logout.
// The layout checks for a staff role, and every staff loader and action checks its own permission
// (an action can be called directly). A page the role may not open is answered 403 and shown
// here, inside the chrome, as "ask the owner".
// Phones get a bottom tab bar (thumb reach at the counter); tablets and desktops a top menu. The
// occasional work and the shop's administration (import, blog, settings, staff accounts, audit log) sit under "More" in both.
import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { RouteError } from "~/components/route-error";
import { StaffChrome, type StaffChromeData } from "~/components/staff/layout/staff-chrome";
import { takeFlash } from "~/server/auth/flash.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { requirePermission } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The account page is the one screen open while a handed-over password must still be changed.
  const onAccountPage = new URL(request.url).pathname.replace(/\.data$/, "") === staffPath("account");
  const user = await requirePermission({ request, context }, "account", {
    whilePasswordMustChange: onAccountPage,
    whileTwoFactorMissing: onAccountPage,
  });
  const { flash, headers } = await takeFlash(shopRequest(context).auth, request);
  return Response.json({ user: { email: user.email, role: user.role }, flash }, { headers });
}

type LayoutData = StaffChromeData;

export default function StaffLayout() {
  const { user, flash } = useLoaderData<typeof loader>() as LayoutData;
  return (
    <StaffChrome user={user} flash={flash}>
      <Outlet />
    </StaffChrome>
  );
}

/**
 * A staff screen's error inside the chrome: a page the role may not open says who can (the menu
 * stays, so the counter goes on working); anything else is the one error view.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const data = useRouteLoaderData("routes/staff/layout") as LayoutData | undefined;
  const body = <RouteError error={error} />;
  if (!data) return body;
  return (
    <StaffChrome user={data.user} flash={null}>
      {body}
    </StaffChrome>
  );
}
