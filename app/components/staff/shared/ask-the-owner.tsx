// The page a role sees instead of a screen it may not open (a 403 on a staff page): who can, and
// the way back; shown by the staff layout's error view and by RouteError on any staff route.
import { Link } from "react-router";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { STAFF_HOME } from "~/staff-paths";

/** What a role that may not open a page sees instead of it (the answer was 403). */
export function AskTheOwner() {
  const t = useStaffText().errors;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-center" data-testid="ask-the-owner">
      <h1 className="text-2xl font-bold">{t.askOwnerTitle}</h1>
      <p className="mt-2 text-slate-700">{t.askOwnerDetail}</p>
      <Link to={STAFF_HOME} className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-white">
        {t.backToDashboard}
      </Link>
    </div>
  );
}
