// Dashboard: four figures, the quotes' and two charts (docs/decisions/020-dashboard-figures.md). The
// money figures are revenue: only a role allowed "revenue" gets them (the counter sees the stock's);
// the quote figures go to a role allowed "quotes".
import { Calculator, CalendarCheck, CalendarClock, DatabaseBackup, MailWarning, PackageSearch, Receipt } from "lucide-react";
import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { ChartPlaceholders } from "~/components/staff/dashboard/chart-placeholders";
import { DashboardLink } from "~/components/staff/dashboard/dashboard-link";
import { FigureCards } from "~/components/staff/dashboard/figure-cards";
import { QuoteFigures } from "~/components/staff/dashboard/quote-figures";
import { can } from "~/domain/permissions";
import { useHydrated } from "~/lib/use-hydrated";
import { dashboardData, dashboardQuotes, dashboardToday } from "~/server/dashboard.server";
import { formatEur } from "~/domain/money";
import { countOpenFollowUps } from "~/server/quotes/declined-work.server";
import { countFailedMail } from "~/server/mail/outbox.server";
import { countNewStockRequests } from "~/server/inventory/stock-requests.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { scheduledBackupWarning } from "~/server/backups/scheduled-backup.server";
import { countReservations } from "~/server/reservations/staff-reservations.server";
import { certificateExpiryView, readinessView } from "~/routes/staff/verifactu.server";
import { VerifactuReadinessCard } from "~/components/staff/dashboard/verifactu-readiness-card";
import { CertificateExpiryWarning } from "~/components/staff/dashboard/certificate-warning";
import { staffPath } from "~/staff-paths";
import { MailNotSetUp } from "~/components/staff/shared/mail-not-set-up";
import { mailDelivery } from "~/server/infra/env.server";
import { staffTextFromMatches, useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/dashboard";
import { methodNotAllowed } from "~/lib/method-not-allowed";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { staffMessages } from "~/i18n/staff";
import { say } from "~/lib/reason";

// Loaded in the browser only, so recharts stays out of every other page's bundle.
const DashboardCharts = lazy(() => import("~/components/staff/dashboard/charts"));

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).dashboard.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "dashboard");
  const locale = requestStaffLocale(request, user);
  const [figures, activeReservations, failedMail, verifactu, newRequests, backupWarning, certificateExpiry, quotes, today] =
    await Promise.all([
      dashboardData(db),
      countReservations(db),
      countFailedMail(db),
      // The owner's VERI*FACTU checklist until every step is done; a counter cannot open the records screen.
      can(user.role, "verifactu") ? readinessView(db, locale).then((r) => (r.next ? r : null)) : null,
      countNewStockRequests(db),
      scheduledBackupWarning(db),
      certificateExpiryView(db, locale),
      can(user.role, "quotes")
        ? Promise.all([dashboardQuotes(db), countOpenFollowUps(db)]).then(([f, followUps]) => ({ ...f, followUps }))
        : null,
      dashboardToday(db),
    ]);
  const { totalTyresInStock, ...money } = figures.cards;
  const cards = can(user.role, "revenue") ? { totalTyresInStock, ...money } : { totalTyresInStock };
  // The e-mail and VERI*FACTU warnings link to the owner's screens: shown to whoever may open them.
  return {
    ...figures,
    cards,
    activeReservations,
    failedMail: can(user.role, "mail") ? failedMail : 0,
    verifactu,
    mail: mailDelivery(),
    newRequests: can(user.role, "stockRequests") ? newRequests : 0,
    // The backup warning links to the settings: shown to whoever may open them.
    backupWarning: can(user.role, "settings") && backupWarning ? say(staffMessages(locale).dashboard.backupWarning, backupWarning) : null,
    // The certificate's expiry concerns everyone who sells: the owner reads the details, a counter who can fix it.
    certificateExpiry,
    quotes,
    // Today's fittings for whoever works the agenda, today's sales for whoever sells.
    today: {
      appointments: can(user.role, "appointments") ? today.appointments : null,
      invoices: can(user.role, "invoices") ? today.invoices : null,
      salesCents: can(user.role, "invoices") ? today.salesCents : null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission({ request, context }, "dashboard");
  throw methodNotAllowed();
}

export default function Dashboard() {
  const {
    cards,
    byCondition,
    byRim,
    activeReservations,
    failedMail,
    verifactu,
    mail,
    newRequests,
    backupWarning,
    certificateExpiry,
    quotes,
    today,
  } = useLoaderData<typeof loader>();
  // The charts are loaded in the browser only; the hydrating render shows the placeholders like the server's HTML.
  const hydrated = useHydrated();
  const t = useStaffText().dashboard;
  const locale = useStaffLocale();
  return (
    <div>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <VerifactuReadinessCard readiness={verifactu} className="mt-4" />
      <CertificateExpiryWarning expiry={certificateExpiry} className="mt-4" />
      {!mail.configured && <MailNotSetUp outboxDir={mail.outboxDir} className="mt-4" />}
      {backupWarning && (
        // The nightly backup failed or stopped: shown until a backup succeeds again.
        <DashboardLink to={staffPath("settings")} icon={DatabaseBackup} tone="red" testId="backup-warning" className="mt-4 w-full">
          {backupWarning}
        </DashboardLink>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {today.appointments != null && (
          <DashboardLink to={staffPath("agenda")} icon={CalendarClock} testId="today-appointments">
            {t.todayAppointments(today.appointments)}
          </DashboardLink>
        )}
        {today.invoices != null && today.salesCents != null && (
          <DashboardLink to={staffPath("invoices")} icon={Receipt} testId="today-sales">
            {t.todaySales(today.invoices, formatEur(today.salesCents, locale))}
          </DashboardLink>
        )}
        <DashboardLink to={staffPath("reservations")} icon={CalendarCheck} testId="active-reservations">
          {t.activeReservations(activeReservations)}
        </DashboardLink>
        <DashboardLink to={staffPath("endOfDay")} icon={Calculator} testId="end-of-day-link">
          {t.endOfDay}
        </DashboardLink>
        {newRequests > 0 && (
          // Customers waiting to hear whether the shop can get a size it has not in stock.
          <DashboardLink to={staffPath("requests")} icon={PackageSearch} tone="amber" testId="new-requests">
            {t.newRequests(newRequests)}
          </DashboardLink>
        )}
        {failedMail > 0 && (
          // Customers who were not told about their reservation: shown until each is sent again.
          <DashboardLink to={staffPath("mail")} icon={MailWarning} tone="red" testId="failed-mail">
            {t.failedMail(failedMail)}
          </DashboardLink>
        )}
      </div>
      <FigureCards cards={cards} />
      {quotes && <QuoteFigures figures={quotes} />}
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
