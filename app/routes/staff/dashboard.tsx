// Dashboard: four figures and two charts (docs/decisions/020-dashboard-figures.md). The money
// figures are revenue: only a role allowed "revenue" gets them (the counter sees the stock's).
import { Boxes, Calculator, CalendarCheck, DatabaseBackup, Euro, MailWarning, PackageCheck, PackageSearch, Wallet } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLoaderData } from "react-router";
import { formatEur } from "~/domain/money";
import { can } from "~/domain/permissions";
import { useHydrated } from "~/lib/use-hydrated";
import { dashboardData } from "~/server/dashboard.server";
import { db } from "~/server/db.server";
import { countFailedMail } from "~/server/outbox.server";
import { countNewStockRequests } from "~/server/stock-requests.server";
import { requirePermission } from "~/server/session.server";
import { scheduledBackupWarning } from "~/server/scheduled-backup.server";
import { countReservations } from "~/server/staff-reservations.server";
import { verifactuWarning } from "~/server/verifactu-screen.server";
import { VerifactuDeadlineWarning } from "~/components/staff/verifactu/deadline-warning";
import { staffPath } from "~/staff-paths";
import { MailNotSetUp } from "~/components/staff/mail-not-set-up";
import { mailDelivery } from "~/server/env.server";
import { staffFormats } from "~/lib/shop-clock";
import { staffTextFromMatches, useStaffLocale, useStaffText } from "~/i18n/staff/use-staff-text";
import type { Route } from "./+types/dashboard";
import { methodNotAllowed } from "~/lib/method-not-allowed";

// Loaded in the browser only, so recharts stays out of every other page's bundle.
const DashboardCharts = lazy(() => import("~/components/staff/dashboard-charts"));

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).dashboard.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard");
  const [figures, activeReservations, failedMail, verifactu, newRequests, backupWarning] = await Promise.all([
    dashboardData(db()),
    countReservations(db()),
    countFailedMail(db()),
    verifactuWarning(db()),
    countNewStockRequests(db()),
    scheduledBackupWarning(db()),
  ]);
  const { totalTyresInStock, ...money } = figures.cards;
  const cards = can(user.role, "revenue") ? { totalTyresInStock, ...money } : { totalTyresInStock };
  // The e-mail and VERI*FACTU warnings link to the owner's screens: shown to whoever may open them.
  return {
    ...figures,
    cards,
    activeReservations,
    failedMail: can(user.role, "mail") ? failedMail : 0,
    verifactu: can(user.role, "verifactu") ? verifactu : null,
    mail: mailDelivery(),
    newRequests: can(user.role, "stockRequests") ? newRequests : 0,
    // The backup warning links to the settings: shown to whoever may open them.
    backupWarning: can(user.role, "settings") ? backupWarning : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "dashboard");
  throw methodNotAllowed();
}

export default function Dashboard() {
  const { cards, byCondition, byRim, activeReservations, failedMail, verifactu, mail, newRequests, backupWarning } =
    useLoaderData<typeof loader>();
  // The charts are loaded in the browser only; the hydrating render shows the placeholders like the server's HTML.
  const hydrated = useHydrated();
  const t = useStaffText().dashboard;
  const c = t.cards;
  const locale = useStaffLocale();
  const eur = (cents: number) => formatEur(cents, locale);
  const items = [
    { label: c.tyresInStock, value: staffFormats(locale).number.format(cards.totalTyresInStock), icon: Boxes, hint: c.tyresInStockHint },
    ...("valueSoldCents" in cards
      ? [
          { label: c.stockValue, value: eur(cards.totalStockValueCents), icon: Euro, hint: c.stockValueHint },
          {
            label: c.valueSold,
            value: eur(cards.valueSoldCents),
            icon: Wallet,
            hint: c.valueSoldHint(eur(cards.tyresSoldCents), eur(cards.servicesSoldCents)),
          },
          { label: c.remaining, value: eur(cards.remainingStockValueCents), icon: PackageCheck, hint: c.remainingHint },
        ]
      : []),
  ];
  return (
    <div>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-slate-600">{t.subtitle}</p>
      <VerifactuDeadlineWarning warning={verifactu} />
      {!mail.configured && <MailNotSetUp outboxDir={mail.outboxDir} className="mt-4" />}
      {backupWarning && (
        // The nightly backup failed or stopped: shown until a backup succeeds again.
        <Link
          to={staffPath("settings")}
          className="mt-4 flex min-h-11 items-center gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-2 font-medium text-red-900 shadow-sm hover:bg-red-100"
          data-testid="backup-warning"
        >
          <DatabaseBackup aria-hidden className="h-5 w-5 shrink-0" />
          {backupWarning}
        </Link>
      )}
      <Link
        to={staffPath("reservations")}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 font-medium shadow-sm hover:bg-slate-50"
        data-testid="active-reservations"
      >
        <CalendarCheck aria-hidden className="h-5 w-5 text-brand-700" />
        {t.activeReservations(activeReservations)}
      </Link>
      <Link
        to={staffPath("endOfDay")}
        className="mt-4 ml-0 inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 font-medium shadow-sm hover:bg-slate-50 min-[480px]:ml-3"
        data-testid="end-of-day-link"
      >
        <Calculator aria-hidden className="h-5 w-5 text-brand-700" />
        {t.endOfDay}
      </Link>
      {newRequests > 0 && (
        // Customers waiting to hear whether the shop can get a size it has not in stock.
        <Link
          to={staffPath("requests")}
          className="mt-4 ml-0 inline-flex min-h-11 items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 font-medium text-amber-900 shadow-sm hover:bg-amber-100 min-[480px]:ml-3"
          data-testid="new-requests"
        >
          <PackageSearch aria-hidden className="h-5 w-5" />
          {t.newRequests(newRequests)}
        </Link>
      )}
      {failedMail > 0 && (
        // Customers who were not told about their reservation: shown until each is sent again.
        <Link
          to={staffPath("mail")}
          className="mt-4 ml-0 inline-flex min-h-11 items-center gap-2 rounded-xl border border-red-300 bg-red-50 px-4 font-medium text-red-900 shadow-sm hover:bg-red-100 min-[480px]:ml-3"
          data-testid="failed-mail"
        >
          <MailWarning aria-hidden className="h-5 w-5" />
          {t.failedMail(failedMail)}
        </Link>
      )}
      <div className="mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {items.map(({ label, value, icon: Icon, hint }) => (
          <section key={label} aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-center justify-between text-sm font-medium text-slate-600">
              <h2>{label}</h2>
              <Icon aria-hidden className="h-5 w-5 text-brand-700" />
            </div>
            <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="card-value">
              {value}
            </p>
            <p className="text-xs text-slate-500">{hint}</p>
          </section>
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {hydrated ? (
          <Suspense fallback={<ChartPlaceholders />}>
            <DashboardCharts byCondition={byCondition} byRim={byRim} />
          </Suspense>
        ) : (
          <ChartPlaceholders />
        )}
      </div>
    </div>
  );
}

function ChartPlaceholders() {
  const t = useStaffText().dashboard.charts;
  return (
    <>
      {[t.byCondition, t.byRim].map((title) => (
        <section key={title} aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="mb-2 font-semibold">{title}</h2>
          <div className="h-[280px] animate-pulse rounded-md bg-slate-100" role="status" aria-busy="true" aria-label={t.loading} />
        </section>
      ))}
    </>
  );
}
