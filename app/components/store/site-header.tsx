// Public header: logo, address, phone, language switcher, navigation (side drawer on phones),
// 'Admin Login' for visitors or the admin menu, cart count and logout for admins.
import { Menu, Phone, X } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { shop } from "~/config/shop";
import { type Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { counterpartPath, href } from "~/i18n/paths";

export interface HeaderUser {
  email: string;
  isAdmin: boolean;
}

export function SiteHeader({ locale, user }: { locale: Locale; user: HeaderUser | null }) {
  const m = messages(locale);
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const other: Locale = locale === "es" ? "en" : "es";
  const nav = [
    { to: href("listing", locale), label: m.nav.tyres },
    { to: href("fitting", locale), label: m.nav.fitting },
    { to: href("brands", locale), label: m.nav.brands },
    { to: href("serviceAreas", locale), label: m.nav.serviceAreas },
    { to: href("about", locale), label: m.nav.about },
    { to: href("blog", locale), label: m.nav.blog },
    { to: href("contact", locale), label: m.nav.contact },
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Link to={href("home", locale)} className="flex items-center gap-2 font-bold text-brand-800">
          <img src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="leading-tight">{shop.name}</span>
        </Link>
        <a href={shop.phoneHref} className="ml-auto hidden items-center gap-1 text-sm text-slate-700 sm:flex">
          <Phone aria-hidden className="h-4 w-4" /> {shop.phone}
        </a>
        <Link
          to={counterpartPath(pathname, search, other)}
          hrefLang={other}
          className="ml-auto rounded border border-slate-300 px-2 py-1 text-sm font-semibold sm:ml-2"
          aria-label={m.nav.switchLanguage}
        >
          {other.toUpperCase()}
        </Link>
        {user?.isAdmin ? (
          <Form method="post" action="/logout" className="hidden md:block">
            <button className="rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100">{m.nav.logout}</button>
          </Form>
        ) : (
          <Link to="/login" className="hidden rounded bg-slate-100 px-3 py-1 text-sm md:block">
            {m.nav.adminLogin}
          </Link>
        )}
        <button
          type="button"
          className="rounded p-2 md:hidden"
          aria-label={m.nav.menu}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Menu aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label={m.nav.menu} className="mx-auto hidden max-w-6xl gap-4 px-4 pb-2 text-sm md:flex">
        {nav.map((n) => (
          <Link key={n.to} to={n.to} className="text-slate-700 hover:text-brand-700">
            {n.label}
          </Link>
        ))}
        {user?.isAdmin && (
          <Link to="/dashboard" className="ml-auto font-semibold text-brand-700">
            Dashboard
          </Link>
        )}
      </nav>
      {open && (
        <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label={m.nav.menu}>
          <button className="absolute inset-0 bg-black/40" aria-label={m.nav.closeMenu} onClick={() => setOpen(false)} />
          <div className="absolute right-0 top-0 flex h-full w-72 flex-col gap-1 bg-white p-4 shadow-xl">
            <button className="self-end rounded p-2" aria-label={m.nav.closeMenu} onClick={() => setOpen(false)}>
              <X aria-hidden className="h-6 w-6" />
            </button>
            {nav.map((n) => (
              <Link key={n.to} to={n.to} onClick={() => setOpen(false)} className="rounded px-2 py-2 hover:bg-slate-100">
                {n.label}
              </Link>
            ))}
            {user?.isAdmin ? (
              <Form method="post" action="/logout">
                <button className="w-full rounded px-2 py-2 text-left hover:bg-slate-100">{m.nav.logout}</button>
              </Form>
            ) : (
              <Link to="/login" className="rounded px-2 py-2 hover:bg-slate-100">
                {m.nav.adminLogin}
              </Link>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
