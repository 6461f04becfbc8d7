// The back-office chrome: the header with the role's menu (only the screens it may open; the
// administration under "More"), the basket count, the account link and logout; on phones a bottom
// tab bar. The staff layout renders it around every screen, and around the "ask the owner" page.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  CalendarCheck,
  CalendarClock,
  ChevronDown,
  CircleUser,
  Contact,
  FileText,
  History,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  Menu,
  Newspaper,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Upload,
  UsersRound,
  Wrench,
} from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { toast, Toaster } from "sonner";
import { CartCount } from "~/components/cart-count";
import { FlashToast } from "~/components/ui/flash-toast";
import type { StaffRole } from "~/domain/permissions";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { useShop } from "~/lib-ui/use-shop";
import { useBasket } from "~/lib-ui/basket-store";
import { type StaffMenuIcon, staffMenuFor, staffPath } from "~/staff-paths";

export interface StaffChromeData {
  user: { email: string; role: StaffRole };
  flash: null | { type: "success" | "error"; message: string };
}

const ICONS: Record<StaffMenuIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  inventory: Package,
  checkout: ShoppingCart,
  invoices: Receipt,
  reservations: CalendarCheck,
  import: Upload,
  blog: Newspaper,
  settings: Settings,
  audit: History,
  staff: UsersRound,
  mail: Mail,
  services: Wrench,
  agenda: CalendarClock,
  customers: Contact,
  quotes: FileText,
};
type MenuItem = { to: string; label: string; icon: LucideIcon };

/** The role's menu in the account's language: the daily screens, and "More" for the rest. */
function useMenus(role: StaffRole) {
  const t = useStaffText().menu;
  const entries = staffMenuFor(role).map(({ to, label, icon, more }) => ({ to, label: t[label], icon: ICONS[icon], more }));
  return { menu: entries.filter((m) => !m.more), more: entries.filter((m) => m.more) };
}

/** "More": the administration screens, as a menu opening from the top bar or the phone's bottom bar. */
function MoreMenu({ variant, items: MORE }: { variant: "top" | "bottom"; items: MenuItem[] }) {
  const { pathname } = useLocation();
  const t = useStaffText().layout;
  if (MORE.length === 0) return null;
  const active = MORE.some((m) => pathname === m.to || pathname.startsWith(`${m.to}/`));
  const trigger =
    variant === "top"
      ? `flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-2 text-sm ${active ? "bg-brand-100 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
      : `flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[10px] leading-tight ${active ? "font-semibold text-brand-800" : "text-slate-600"}`;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={trigger} data-testid={`more-menu-${variant}`}>
        {variant === "top" ? (
          <>
            <Menu aria-hidden className="h-4 w-4" />
            <span>{t.more}</span>
            <ChevronDown aria-hidden className="h-3.5 w-3.5" />
          </>
        ) : (
          <>
            <Menu aria-hidden className="h-5 w-5" />
            <span>{t.more}</span>
          </>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={variant === "top" ? "bottom" : "top"}
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {MORE.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link
                to={to}
                className={`flex min-h-11 items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-slate-100 ${pathname === to ? "font-semibold text-brand-800" : "text-slate-800"}`}
              >
                <Icon aria-hidden className="h-4 w-4" /> {label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * A toast belongs to the screen it speaks about: leaving for another screen dismisses the toasts
 * that have been on show for a second or more. One raised a moment before the move stays: an
 * action that opens its result (a return, then its rectifying invoice) says so on the next screen.
 */
function ToastsOfThisPage() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const shownSince = useRef(new Map<string | number, number>());
  useEffect(() => {
    const look = setInterval(() => {
      const live = new Set(toast.getToasts().map((t) => t.id));
      for (const id of live) if (!shownSince.current.has(id)) shownSince.current.set(id, Date.now());
      for (const id of shownSince.current.keys()) if (!live.has(id)) shownSince.current.delete(id);
    }, 250);
    return () => clearInterval(look);
  }, []);
  const leavingFor = navigation.state === "loading" && navigation.location.pathname !== pathname ? navigation.location.pathname : null;
  useEffect(() => {
    if (!leavingFor) return;
    for (const [id, since] of shownSince.current) if (Date.now() - since >= 1000) toast.dismiss(id);
  }, [leavingFor]);
  return null;
}

export function StaffChrome({ user, flash, children }: StaffChromeData & { children: ReactNode }) {
  const { menu: MENU, more: MORE } = useMenus(user.role);
  const { count } = useBasket();
  const t = useStaffText().layout;
  const shop = useShop();
  return (
    <div className="min-h-dvh bg-slate-50 pb-20 lg:pb-0">
      {/* Under the sticky header, never over the menu ("More" included). */}
      <Toaster position="top-center" richColors closeButton offset={{ top: 72 }} mobileOffset={{ top: 64 }} />
      <ToastsOfThisPage />
      <FlashToast flash={flash} />
      <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2" data-testid="staff-header-bar">
          {/* The shop's own name (settings), cut short on a narrow screen rather than pushing the menu. */}
          <a href="/" title={shop.name} className="mr-1 max-w-[40vw] truncate whitespace-nowrap font-bold text-brand-800 lg:max-w-40">
            {shop.name}
          </a>
          {/* From 1024 px (a tablet) the menu sits in the header; below 1280 px each label sits small
              under its icon (two rows), so the header never outgrows the screen. */}
          <nav aria-label={t.adminMenu} className="hidden min-w-0 flex-1 gap-1 lg:flex">
            {MENU.map(({ to, label, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                prefetch="intent"
                title={label}
                className={({ isActive }) =>
                  `flex min-h-11 min-w-0 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-md px-1.5 py-1 text-[11px] leading-tight xl:flex-row xl:gap-1.5 xl:px-2 xl:py-2 xl:text-sm ${isActive ? "bg-brand-100 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                }
              >
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                <span className="max-w-full truncate">{label}</span>
              </NavLink>
            ))}
            <MoreMenu variant="top" items={MORE} />
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
      <main className="mx-auto max-w-7xl px-3 py-4 sm:py-6">{children}</main>
      <nav
        aria-label={t.adminMenu}
        className="no-print fixed inset-x-0 bottom-0 z-40 grid auto-cols-fr grid-flow-col border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
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
        <MoreMenu variant="bottom" items={MORE} />
      </nav>
    </div>
  );
}
