// The not-found view of the tyre and reservation pages (HTTP 404), in the page's language.
import { SearchX } from "~/components/store/icons";
import { buttonClasses } from "~/components/ui/button";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

export function TyreNotFound({ locale }: { locale: Locale }) {
  const m = messages(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <SearchX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">{m.tyreDetail.notFoundTitle}</h1>
      <p className="mt-2 text-slate-600">{m.tyreDetail.notFoundText}</p>
      <a href={href("listing", locale)} className={buttonClasses("primary", "md", "mt-6")}>
        {m.tyreDetail.backToSearch}
      </a>
    </div>
  );
}
