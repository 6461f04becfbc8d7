// 'This tyre is not available': a tyre reserved or sold since (shown with its summary) or an unknown id.
import { MessagePage } from "~/components/store/message-page";
import { ReservationTyreSummary } from "~/components/store/reservation-tyre-summary";
import { buttonClasses } from "~/components/ui/button";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import type { PublicTyre } from "~/server/storefront/storefront.server";

export function TyreUnavailable({ locale, tyre }: { locale: Locale; tyre?: PublicTyre }) {
  const m = messages(locale);
  return (
    <MessagePage title={m.reserve.unavailableTitle}>
      <p className="mt-2 text-slate-600">{m.reserve.unavailableText}</p>
      {tyre && (
        <div className="mt-6 text-left">
          <ReservationTyreSummary tyre={tyre} locale={locale} />
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {tyre && (
          <a href={href("tyre", locale, { id: tyre.id })} className={buttonClasses("outline")}>
            {m.reserve.backToDetail}
          </a>
        )}
        <a href={href("listing", locale)} className={buttonClasses("primary")}>
          {m.reserve.searchMore}
        </a>
      </div>
    </MessagePage>
  );
}
