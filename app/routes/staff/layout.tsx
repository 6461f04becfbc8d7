// Back-office chrome: admin menu, basket count, logout. The layout checks the admin role, and so
// does every staff loader and action on its own (an action can be called directly).
// Phones get a bottom tab bar (thumb reach at the counter); tablets and desktops a top menu.
import { CalendarCheck, LayoutDashboard, LogOut, type LucideIcon, Package, Receipt, ShoppingCart, Upload } from "lucide-react";
import { Form, NavLink, Outlet, useLoaderData } from "react-router";
import { Toaster } from "sonner";
import { CartCount } from "~/components/cart-count";
import { FlashToast } from "~/components/ui/flash-toast";
import enCommon from "~/i18n/messages/en/common";
import { useBasket } from "~/lib/basket-store";
import { takeFlash } from "~/server/flash.server";
import { requireAdmin } from "~/server/session.server";
import { STAFF_MENU, type StaffMenuIcon, staffPath } from "~/staff-paths";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { flash, headers } = await takeFlash(request);
  return Response.json({ user: { email: user.email }, flash }, { headers });
}

const ICONS: Record<StaffMenuIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  inventory: Package,
  checkout: ShoppingCart,
  invoices: Receipt,
  reservations: CalendarCheck,
  import: Upload,
};
const MENU = STAFF_MENU.map(({ to, label, icon }) => ({ to, label, icon: ICONS[icon] }));

export default function StaffLayout() {
  const { user, flash } = useLoaderData<typeof loader>() as {
    user: { email: string };
    flash: null | { type: "success" | "error"; message: string };
  };
  const { count } = useBasket();
  return (
    <div className="min-h-dvh bg-slate-50 pb-20 lg:pb-0">
      <Toaster position="top-center" richColors closeButton />
      <FlashToast flash={flash} />
      <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2">
          <a href="/" className="mr-2 whitespace-nowrap font-bold text-brand-800">
            Tyre shop
          </a>
          <nav aria-label="Admin menu" className="hidden flex-1 gap-1 lg:flex">
            {MENU.map(({ to, label, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                prefetch="intent"
                className={({ isActive }) =>
                  `flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-2 text-sm ${isActive ? "bg-brand-100 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                }
              >
                <Icon aria-hidden className="h-4 w-4" />
                <span>{label}</span>
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <CartCount count={count} label={enCommon.nav.cartCount} text="Cart" className="min-h-11 rounded-md py-1.5" />
            <Form method="post" action={staffPath("logout")}>
              <button
                className="flex min-h-11 items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
                title={user.email}
              >
                <LogOut aria-hidden className="h-4 w-4" /> <span>Logout</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-3 py-4 sm:py-6">
        <Outlet />
      </main>
      <nav
        aria-label="Admin menu"
        className="no-print fixed inset-x-0 bottom-0 z-40 grid grid-cols-6 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        {MENU.map(({ to, label, icon: Icon }) => (
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
      </nav>
    </div>
  );
}
