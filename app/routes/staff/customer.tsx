// A customer's page: their details (edited in place), their consent to be contacted per channel,
// vehicles (with the next ITV), the tyres fitted, invoices and returns, reservations; add a vehicle,
// merge the record into another, export their data, and (owner only) erase it.
import { useLoaderData } from "react-router";
import { RouteError } from "~/components/route-error";
import { CustomerActions } from "~/components/staff/customers/customer-actions";
import { CustomerConsent } from "~/components/staff/customers/customer-consent";
import { CustomerDetails } from "~/components/staff/customers/customer-details";
import { CustomerHeader } from "~/components/staff/customers/customer-header";
import { CustomerHistory } from "~/components/staff/customers/customer-history";
import { CUSTOMER_INTENT } from "~/components/staff/shared/intents";
import { consentFormSchemaIn, consentViews } from "~/domain/consent";
import { customerForms } from "~/domain/customer";
import { itvFormSchemaIn } from "~/domain/reminders";
import { formatEur, toCents } from "~/domain/money";
import { can } from "~/domain/permissions";
import { sizeLabel } from "~/domain/tyre-size";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { requireParam } from "~/lib-ui/route-params";
import { staffFormats } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import {
  addVehicle,
  customerDetails,
  eraseCustomer,
  getCustomerPage,
  mergeCustomers,
  updateCustomer,
} from "~/server/customers/customers.server";
import { setConsents } from "~/server/customers/consent.server";
import { setVehicleItv } from "~/server/customers/vehicle-itv.server";
import { customerQuoteHistory } from "~/server/quotes/quote-page.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyAfter } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches } from "~/lib-ui/use-staff-text";
import type { Route } from "./+types/customer";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = staffTextFromMatches(matches).customers.page;
  return [{ title: loaderData ? t.metaTitle(loaderData.customer.name) : t.metaFallback }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "customers");
  const locale = requestStaffLocale(request, user);
  const { date: staffDate, dateTime: staffDateTime } = staffFormats(locale);
  const texts = staffMessages(locale).customers;
  const page = await getCustomerPage(db, requireParam("customerId", params.id));
  if (!page) throw new Response("Customer not found", { status: 404 });
  const c = page.customer;
  return {
    customer: { id: c.id, ...customerDetails(c) },
    mergedIntoId: c.mergedIntoId,
    erased: c.erasedAt != null,
    canErase: can(user.role, "customers.erase"),
    consents: consentViews(page.consents, texts.consent, (d) => staffDate.format(d)),
    history: {
      vehicles: page.vehicles.map(({ id, plate, make, model, lastTyreSize, itvDueOn }) => ({
        id,
        plate,
        make,
        model,
        lastTyreSize,
        itvDueOn,
      })),
      fitted: page.fitted.map((f, i) => ({
        key: `${f.saleId}-${i}`,
        saleId: f.saleId,
        invoiceNumber: f.invoiceNumber,
        date: staffDate.format(f.date),
        size: sizeLabel(f),
        brand: f.brand,
        model: f.model,
        dot: f.dot,
        quantity: f.quantity,
        plate: f.vehicleReg,
      })),
      invoices: page.invoices.map((s) => ({
        id: s.id,
        invoiceNumber: s.invoiceNumber,
        date: staffDate.format(s.invoiceDate),
        total: formatEur(toCents(s.grandTotalEur), locale),
        isReturn: s.invoiceType === "R1" || s.invoiceType === "R5",
        plate: s.vehicleReg,
      })),
      reservations: page.reservations.map((r) => ({
        id: r.id,
        tyreId: r.tyreId,
        status: r.status,
        quantity: r.quantity,
        date: staffDate.format(r.reservationDate),
      })),
      ...(await customerQuoteHistory(db, c, { locale, canQuote: can(user.role, "quotes"), plate: page.vehicles[0]?.plate ?? "" })),
      appointments: page.appointments.map((a) => ({
        id: a.id,
        when: staffDateTime.format(a.startsAt),
        job: texts.history.jobs[a.job],
        status: a.status,
        plate: a.plate,
      })),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "customers");
  const actor = staffActor(user);
  const form = await readFormData(request);
  const all = staffMessages(requestStaffLocale(request, user));
  const texts = all.customers;
  const t = texts.toasts;
  const forms = customerForms(texts.form);
  /** Runs one change: its refusals in the account's language, anything else logged. */
  const run = (failed: string, change: () => Promise<string>) => replyAfter(failed, change, "customer", all);
  switch (form.get("intent")) {
    case CUSTOMER_INTENT.save: {
      const parsed = parseForm(forms.customer, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(t.failedSave, async () => (await updateCustomer(db, actor, parsed.data), t.saved));
    }
    case CUSTOMER_INTENT.vehicle: {
      const parsed = parseForm(forms.vehicle, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(
        t.failedVehicle,
        async () => (
          await addVehicle(db, actor, { ...parsed.data, make: parsed.data.make ?? undefined, model: parsed.data.model ?? undefined }),
          t.vehicleSaved
        ),
      );
    }
    case CUSTOMER_INTENT.merge: {
      const parsed = parseForm(forms.merge, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      const { id, into } = parsed.data;
      return run(t.failedMerge, async () => (await mergeCustomers(db, actor, id, into), t.merged(into)));
    }
    case CUSTOMER_INTENT.consent: {
      const parsed = parseForm(consentFormSchemaIn(texts.form.badId, texts.consent.badSource), form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(t.failedConsent, async () => (await setConsents(db, actor, parsed.data), t.consentSaved));
    }
    case CUSTOMER_INTENT.itv: {
      const parsed = parseForm(itvFormSchemaIn(texts.refusals.itv), form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(t.failedItv, async () => (await setVehicleItv(db, actor, parsed.data), t.itvSaved));
    }
    case CUSTOMER_INTENT.erase: {
      // Erasing is the owner's: a counter's request is refused before anything is read.
      const owner = await requirePermission({ request, context }, "customers.erase");
      const parsed = parseForm(forms.id, form);
      if (!parsed.ok) return reply({ ok: false, message: `${t.failedErase}: ${parsed.formError}` }, 400);
      return run(t.failedErase, async () => (await eraseCustomer(db, staffActor(owner), parsed.data.id), t.erased));
    }
    default:
      return reply({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function Customer() {
  const { customer, consents, history, mergedIntoId, erased, canErase } = useLoaderData<typeof loader>();
  const editable = mergedIntoId == null && !erased;
  return (
    <div className="space-y-4">
      <CustomerHeader customer={customer} mergedIntoId={mergedIntoId} erased={erased} />
      <CustomerDetails c={customer} editable={editable} />
      <CustomerConsent id={customer.id} consents={consents} editable={editable} />
      <CustomerHistory h={history} customerId={customer.id} editable={editable} />
      {editable && <CustomerActions id={customer.id} canErase={canErase} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
