// Public header: logo, address, phone, language switcher (keeps the id and the search, with the
// query names translated), navigation (side drawer on phones), 'Admin Login' for visitors or the
// admin menu, cart count and logout for admins. Server-rendered only: the drawer and the cart
// count are wired by app/enhance/header.ts.
import { CloseButton } from "~/components/store/close-button";
import { LogOut, MapPin, Menu, Phone } from "~/components/store/icons";
import { useLocation } from "react-router";
import { CartCount } from "~/components/cart-count";
import { phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import { translateSearch } from "~/domain/listing-filters";
import { DRAWER_ID, HOOK, hook } from "~/enhance/contract";
import { type Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { staffMessages } from "~/i18n/staff";
import { counterpartPath, href } from "~/i18n/paths";
import type { StaffRole } from "~/domain/permissions";
import { staffMenuFor, staffPath } from "~/staff-paths";

export interface HeaderUser {
  email: string;
  /** Has a staff role: the header shows the staff menu (only what the role may open). */
  isAdmin: boolean;
  role: StaffRole | null;
}

export function SiteHeader({ locale, user }: { locale: Locale; user: HeaderUser | null }) {
  const shop = useShop();
  const m = messages(locale);
  const { pathname, search } = useLocation();
  const other: Locale = locale === "es" ? "en" : "es";
  const isAdmin = Boolean(user?.isAdmin);

  const publicNav = [
    { to: href("listing", locale), label: m.nav.tyres },
    { to: href("fitting", locale), label: m.nav.fitting },
    { to: href("appointment", locale), label: m.nav.appointment },
    { to: href("brands", locale), label: m.nav.brands },
    { to: href("serviceAreas", locale), label: m.nav.serviceAreas },
    { to: href("about", locale), label: m.nav.about },
    { to: href("blog", locale), label: m.nav.blog },
    { to: href("contact", locale), label: m.nav.contact },
  ];
  // The staff menu (only what the role may open) in the page's language, from the back-office's catalogue.
  const staffMenu = staffMessages(locale).menu;
  const adminNav = staffMenuFor(user?.role ?? null).map(({ to, label }) => ({ to, label: staffMenu[label] }));
  const nav = isAdmin ? adminNav : publicNav;
  const navLabel = isAdmin ? m.storeHeader.adminMenu : m.nav.menu;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-brand-50">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-1.5 text-xs">
          <span className="hidden items-center gap-1 sm:flex">
            <MapPin aria-hidden className="h-3.5 w-3.5" /> {shop.town}, {shop.province}
          </span>
          <a href={phoneHref(shop.phone)} className="flex items-center gap-1 hover:underline sm:ml-auto">
            <Phone aria-hidden className="h-3.5 w-3.5" /> {shop.phone}
          </a>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <a href={href("home", locale)} className="flex min-w-0 items-center gap-2 font-bold text-brand-800">
          <img src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
          <span className="line-clamp-2 text-sm leading-tight sm:text-base">{shop.name}</span>
        </a>
        <div className="ml-auto flex items-center gap-1">
          <a
            href={counterpartPath(pathname, search, other, translateSearch)}
            hrefLang={other}
            lang={other}
            className="rounded border border-slate-300 px-2 py-1 text-sm font-semibold hover:bg-slate-50"
            aria-label={m.nav.switchLanguage}
            data-testid="language-switcher"
          >
            {m.nav.switchLanguageCode}
          </a>
          {/* The basket lives in the browser: rendered as 0, the enhancement script fills it in. */}
          {isAdmin && <CartCount count={0} label={m.nav.cartCount} className="rounded py-1" />}
          <StaffEntry
            isAdmin={isAdmin}
            locale={locale}
            formClass="hidden md:block"
            buttonClass="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
            linkClass="hidden rounded bg-slate-100 px-3 py-1 text-sm hover:bg-slate-200 md:block"
          />
          <button
            type="button"
            className="rounded p-2 md:hidden"
            aria-label={m.nav.menu}
            aria-expanded="false"
            aria-controls={DRAWER_ID}
            {...hook(HOOK.drawerOpen)}
          >
            <Menu aria-hidden className="h-6 w-6" />
          </button>
        </div>
      </div>
      <nav aria-label={navLabel} className="mx-auto hidden max-w-6xl flex-wrap gap-x-5 gap-y-1 px-4 pb-3 text-sm md:flex">
        {nav.map((n) => (
          <a
            key={n.to}
            href={n.to}
            className={`hover:text-brand-700 ${pathname === n.to ? "font-semibold text-brand-800" : "text-slate-700"}`}
            aria-current={pathname === n.to ? "page" : undefined}
          >
            {n.label}
          </a>
        ))}
      </nav>
      {/* Without JavaScript the menu button does nothing, so phones also get a plain list of links. */}
      <noscript>
        <nav aria-label={navLabel} className="flex flex-wrap gap-x-4 gap-y-1 px-4 pb-3 text-sm md:hidden">
          {nav.map((n) => (
            <a key={n.to} href={n.to} className="text-slate-700 underline">
              {n.label}
            </a>
          ))}
          {!isAdmin && (
            <a href={staffPath("login")} className="text-slate-700 underline">
              {m.nav.adminLogin}
            </a>
          )}
        </nav>
      </noscript>
      <div hidden className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label={navLabel} id={DRAWER_ID}>
        <button type="button" className="absolute inset-0 bg-black/40" aria-label={m.nav.closeMenu} {...hook(HOOK.drawerClose)} />
        <div className="absolute right-0 top-0 flex h-full w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl">
          <CloseButton
            label={m.nav.closeMenu}
            className="self-end hover:bg-slate-100"
            {...hook(HOOK.drawerClose)}
            {...hook(HOOK.autofocus)}
          />
          <nav aria-label={navLabel} className="flex flex-col gap-1">
            {nav.map((n) => (
              <a key={n.to} href={n.to} className="rounded px-2 py-2 hover:bg-slate-100">
                {n.label}
              </a>
            ))}
          </nav>
          <div className="mt-auto border-t border-slate-200 pt-3">
            <a href={phoneHref(shop.phone)} className="flex items-center gap-2 rounded px-2 py-2 hover:bg-slate-100">
              <Phone aria-hidden className="h-4 w-4" /> {shop.phone}
            </a>
            <StaffEntry
              isAdmin={isAdmin}
              locale={locale}
              buttonClass="flex w-full items-center gap-2 rounded px-2 py-2 text-left hover:bg-slate-100"
              linkClass="block rounded px-2 py-2 hover:bg-slate-100"
            />
          </div>
        </div>
      </div>
    </header>
  );
}

/** The staff's way out (signed in) or in, in the bar and again in the phone menu, styled for each. */
function StaffEntry({
  isAdmin,
  locale,
  formClass,
  buttonClass,
  linkClass,
}: {
  isAdmin: boolean;
  locale: Locale;
  formClass?: string;
  buttonClass: string;
  linkClass: string;
}) {
  const m = messages(locale).nav;
  return isAdmin ? (
    <form method="post" action={staffPath("logout")} className={formClass}>
      <button className={buttonClass}>
        <LogOut aria-hidden className="h-4 w-4" /> {m.logout}
      </button>
    </form>
  ) : (
    <a href={staffPath("login")} className={linkClass}>
      {m.adminLogin}
    </a>
  );
}
