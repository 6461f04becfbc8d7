// A route-level error that is not a 404 (e.g. the database did not answer), in the page's language.
import type { Locale } from "~/i18n/locale";

export function PageError({ locale }: { locale: Locale }) {
  const en = locale === "en";
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{en ? "Something went wrong" : "Algo ha ido mal"}</h1>
      <p className="mt-2 text-slate-600">{en ? "Please try again in a moment." : "Inténtalo de nuevo en un momento."}</p>
    </div>
  );
}
