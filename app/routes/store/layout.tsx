// Public chrome around every store page, in the language of the path: the service-areas strip,
// header, page, footer, and the promotions (fixed-position, so they never shift the page; the
// bottom padding keeps the footer clear of the banner).
//
// Public pages are not hydrated: they are plain server-rendered HTML plus the small enhancement
// script of app/enhance/store.ts (docs/decisions/060-public-pages-without-hydration.md). Components
// under this layout must not rely on React state or effects in the browser; they mark what the
// script acts on with the data-* attributes of app/enhance/contract.ts.
import { Outlet } from "react-router";
import { SiteFooter } from "~/components/store/site-footer";
import { SiteHeader } from "~/components/store/site-header";
import { Promotions } from "~/components/store/promotions/promotions";
import { TopStrip } from "~/components/store/promotions/top-strip";
import { messages } from "~/i18n/messages";
import { useLocale } from "~/i18n/use-locale";
import { useOptionalUser } from "~/root";

export const handle = { hydrate: false };

export default function StoreLayout() {
  const locale = useLocale();
  const user = useOptionalUser();
  return (
    <div className="flex min-h-dvh flex-col pb-14 print:pb-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {messages(locale).nav.skipToContent}
      </a>
      <TopStrip locale={locale} />
      <SiteHeader locale={locale} user={user} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter locale={locale} />
      <Promotions locale={locale} />
    </div>
  );
}
