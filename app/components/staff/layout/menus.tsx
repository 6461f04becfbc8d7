// The staff layout's menus: the entries of app/staff-paths.ts with their icons and labels in the
// account's language, and "More", the administration screens as a menu opening from the top bar
// or the phone's bottom bar.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  CalendarCheck,
  ChevronDown,
  History,
  LayoutDashboard,
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
import { Link, useLocation } from "react-router";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { STAFF_MENU, type StaffMenuIcon } from "~/staff-paths";

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
};
const entries = (more: boolean) =>
  STAFF_MENU.filter((m) => !!m.more === more).map(({ to, label, icon }) => ({ to, label, icon: ICONS[icon] }));
const MAIN = entries(false);
const MORE = entries(true);

/** The daily screens (top bar and bottom bar), with their labels in the account's language. */
export function useMainMenu() {
  const t = useStaffText().menu;
  return MAIN.map((m) => ({ ...m, label: t[m.label] }));
}

/** "More": the administration screens, as a menu opening from the top bar or the phone's bottom bar. */
export function MoreMenu({ variant }: { variant: "top" | "bottom" }) {
  const { pathname } = useLocation();
  const t = useStaffText();
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
            <span>{t.layout.more}</span>
            <ChevronDown aria-hidden className="h-3.5 w-3.5" />
          </>
        ) : (
          <>
            <Menu aria-hidden className="h-5 w-5" />
            <span>{t.layout.more}</span>
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
                <Icon aria-hidden className="h-4 w-4" /> {t.menu[label]}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
