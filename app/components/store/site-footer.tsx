import { fullAddress, phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { OpeningHours } from "./opening-hours";

export function SiteFooter({ locale }: { locale: Locale }) {
  const shop = useShop();
  const m = messages(locale);
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-white">{shop.name}</p>
          <address className="mt-2 not-italic text-sm">{fullAddress(shop)}</address>
          <p className="mt-2 text-sm">
            <a href={phoneHref(shop.phone)} className="underline">
              {shop.phone}
            </a>
            <br />
            <a href={`mailto:${shop.email}`} className="underline">
              {shop.email}
            </a>
          </p>
          <p className="mt-2 text-xs text-slate-400">{m.footer.replyPromise}</p>
        </div>
        <div>
          <p className="font-semibold text-white">{m.footer.hours}</p>
          <OpeningHours locale={locale} className="mt-2 text-sm" />
        </div>
        <div>
          <p className="font-semibold text-white">{m.footer.links}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {[
              { url: href("listing", locale), label: m.nav.tyres },
              { url: href("fitting", locale), label: m.nav.fitting },
              { url: href("appointment", locale), label: m.nav.appointment },
              { url: href("contact", locale), label: m.nav.contact },
              { url: href("blog", locale), label: m.nav.blog },
              { url: shop.directionsUrl, label: m.footer.directions, away: true },
              // The shop may have no review page ("" in the settings): then no link.
              ...(shop.reviewUrl ? [{ url: shop.reviewUrl, label: m.footer.review, away: true }] : []),
            ].map((l) => (
              <li key={l.label}>
                <a className="underline" href={l.url} rel={l.away ? "noopener" : undefined} target={l.away ? "_blank" : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-4 px-4 py-4 text-xs text-slate-400">
          <span>
            © {new Date().getFullYear()} {shop.legalName.replace(/\.?$/, ".")} {m.footer.rights}
          </span>
          <a className="underline" href={href("legal", locale)}>
            {m.footer.legal}
          </a>
          <a className="underline" href={href("privacy", locale)}>
            {m.footer.privacy}
          </a>
          <a className="underline" href={href("cookies", locale)}>
            {m.footer.cookies}
          </a>
        </div>
      </div>
    </footer>
  );
}
