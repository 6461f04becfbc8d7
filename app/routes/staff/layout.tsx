// Back-office chrome: admin menu, basket count, logout. The layout checks the admin role, and so
// does every staff loader and action on its own (an action can be called directly).
// Phones get a bottom tab bar (thumb reach at the counter); tablets and desktops a top menu. The
// occasional work and the shop's administration (import, blog, settings, staff accounts, audit log) sit under "More" in both.
import { CircleUser, LogOut } from "lucide-react";
import { Form, NavLink, Outlet, useLoaderData } from "react-router";
import { Toaster } from "sonner";
import { CartCount } from "~/components/cart-count";
import { FlashToast } from "~/components/ui/flash-toast";
import { useBasket } from "~/lib/basket-store";
import { takeFlash } from "~/server/flash.server";
import { requireAdmin } from "~/server/session.server";
import { MoreMenu, useMainMenu } from "~/components/staff/layout/menus";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  // The account page is the one screen open while a handed-over password must still be changed.
  const onAccountPage = new URL(request.url).pathname.replace(/\.data$/, "") === staffPath("account");
  const user = await requireAdmin(request, { whilePasswordMustChange: onAccountPage, whileTwoFactorMissing: onAccountPage });
  const { flash, headers } = await takeFlash(request);
  return Response.json({ user: { email: user.email }, flash }, { headers });
}

export default function StaffLayout() {
  const { user, flash } = useLoaderData<typeof loader>() as {
    user: { email: string };
    flash: null | { type: "success" | "error"; message: string };
  };
  const { count } = useBasket();
  const t = useStaffText().layout;
  const menu = useMainMenu();
  return (
    <div className="min-h-dvh bg-slate-50 pb-20 lg:pb-0">
      <Toaster position="top-center" richColors closeButton />
      <FlashToast flash={flash} />
      <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2" data-testid="staff-header-bar">
          <a href="/" className="mr-2 whitespace-nowrap font-bold text-brand-800">
            {t.shopName}
          </a>
          {/* From 1024 px (a tablet) the menu sits in the header; below 1280 px its labels are read
              out but not shown (icons with a tooltip), so the header never outgrows the screen. */}
          <nav aria-label={t.adminMenu} className="hidden min-w-0 flex-1 gap-1 lg:flex">
            {menu.map(({ to, label, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                prefetch="intent"
                title={label}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-2 text-sm ${isActive ? "bg-brand-100 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                }
              >
                <Icon aria-hidden className="h-4 w-4" />
                <span className="sr-only xl:not-sr-only">{label}</span>
              </NavLink>
            ))}
            <MoreMenu variant="top" />
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <CartCount count={count} label={t.cartCount} text={t.cart} className="min-h-11 rounded-md py-1.5" />
            <NavLink
              to={staffPath("account")}
              className="flex min-h-11 items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
              title={user.email}
            >
              <CircleUser aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">{t.account}</span>
              <span className="sr-only sm:hidden">{t.account}</span>
            </NavLink>
            <Form method="post" action={staffPath("logout")}>
              <button className="flex min-h-11 items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100">
                <LogOut aria-hidden className="h-4 w-4" /> <span>{t.logout}</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-3 py-4 sm:py-6">
        <Outlet />
      </main>
      <nav
        aria-label={t.adminMenu}
        className="no-print fixed inset-x-0 bottom-0 z-40 grid auto-cols-fr grid-flow-col border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        {menu.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              `flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[10px] leading-tight ${isActive ? "font-semibold text-brand-800" : "text-slate-600"}`
            }
          >
            <Icon aria-hidden className="h-5 w-5" />
            <span className="max-w-full truncate">{label}</span>
          </NavLink>
        ))}
        <MoreMenu variant="bottom" />
      </nav>
    </div>
  );
}
