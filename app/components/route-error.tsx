// The one error boundary view for route modules: a 404 (a route may pass its own not-found view),
// a 403, a form that could not be read (400) or was too large (413), or any other failure (e.g. the database did not answer), in the page's language.
// On a staff page: the back-office's texts in the account's language, and the way back is the
// dashboard; a 403 there is a screen the role may not open ("ask the owner").
//
//   export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
//     return <RouteError error={error} notFound={<TyreNotFound locale={useLocale()} />} />;
//   }
import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { staffMessages } from "~/i18n/staff";
import { useStaffLocale } from "~/lib-ui/use-staff-text";
import { useLocale } from "~/i18n/use-locale";
import { isStaffPath, STAFF_HOME } from "~/staff-paths";
import { AskTheOwner } from "./staff/shared/ask-the-owner";

export function RouteError({ error, notFound, locale: forced }: { error: unknown; notFound?: ReactNode; locale?: Locale }) {
  const pathLocale = useLocale();
  const staffLocale = useStaffLocale();
  const staff = isStaffPath(useLocation().pathname);
  const locale = forced ?? (staff ? staffLocale : pathLocale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404 && notFound) return <>{notFound}</>;
  // A staff page the role may not open: who can open it, and the way back.
  if (staff && status === 403) return <AskTheOwner />;
  const staffTexts = staffMessages(locale).errors;
  const t = staff ? { ...staffTexts, backHome: staffTexts.backToDashboard } : messages(locale).errors;
  const home = staff ? STAFF_HOME : href("home", locale);
  let title = t.title;
  let detail = t.detail;
  if (status === 404) {
    title = t.notFoundTitle;
    detail = t.notFoundDetail;
  } else if (status === 403) {
    title = t.forbiddenTitle;
    if (staff) detail = staffTexts.forbiddenDetail;
  } else if (status === 400 || status === 413) {
    title = status === 400 ? t.badRequestTitle : t.tooLargeTitle;
    detail = t.retryDetail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <div role={status >= 500 ? "alert" : undefined} className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{detail}</p>
      <a className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white" href={home}>
        {t.backHome}
      </a>
    </div>
  );
}
