// Checkout: the basket (browser local storage), the customer form and the charge bar with the amount
// to charge on Complete Sale (sticky above the phone's bottom menu); Complete Sale posts only
// tyre ids and quantities, and the action records the sale in one transaction on the server.
// After Sell on /reservations the customer's details are filled in from the reservation, and the
// sale posts its id so the same transaction marks it collected.
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { BasketCart } from "~/components/staff/checkout/basket-cart";
import { CheckoutServices } from "~/components/staff/services/checkout-services";
import { SaleTotals } from "~/components/staff/checkout/sale-totals";
import { ScanBox } from "~/components/staff/checkout/scan-box";
import { SellingReservation } from "~/components/staff/checkout/selling-reservation";
import { toBasketTyre, toInventoryTyre } from "~/domain/inventory-tyre";
import { CheckoutCustomerForm, type CustomerFields, EMPTY_CUSTOMER, saleBlocker } from "~/components/staff/checkout/checkout-customer-form";
import { ChargeBar } from "~/components/staff/checkout/charge-bar";
import { amountDue } from "~/domain/invoice";
import type { BasketItem, SaleReservation } from "~/domain/basket";
import { InvoiceDialog } from "~/components/staff/invoices/invoice-dialog";
import { basketTotals, checkoutLines } from "~/domain/basket";
import { serviceLinesTotalCents } from "~/domain/services";
import { checkoutSchemaIn } from "~/domain/checkout";
import type { InvoiceView } from "~/domain/invoice";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { useBasket, useSaleReservation } from "~/lib-ui/basket-store";
import { useServiceBasket } from "~/lib-ui/service-basket-store";
import { formText, parseForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { findTyreByCode } from "~/server/inventory/inventory.server";
import { createSale, invoiceQrSvg } from "~/server/sales/sales.server";
import { staffActor } from "~/server/audit.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { listServices } from "~/server/sales/services.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { primaryButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { BackLink } from "~/components/ui/back-link";
import { staffPath } from "~/staff-paths";
import { readFormData } from "~/server/forms/read-form.server";
import type { Route } from "./+types/checkout";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).checkout.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "sell");
  // A scanned or typed code (EAN or stock code): the tyre it names, for the basket.
  const code = formText(new URL(request.url).searchParams.get("code")).slice(0, 40);
  const tyre = code ? await findTyreByCode(db, code) : null;
  return { services: await listServices(db), scan: code ? { code, tyre: tyre && toInventoryTyre(tyre) } : null };
}

type CheckoutResult = ActionResult<{ invoice: InvoiceView; qrSvg: string | null }>;

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "sell");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const t = texts.checkout;
  const parsed = parseForm(checkoutSchemaIn(t.form, texts.services.lines), await readFormData(request));
  if (!parsed.ok) return reply<CheckoutResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  try {
    const invoice = await createSale(db, parsed.data, { actor: staffActor(user), locale });
    return reply<CheckoutResult>({ ok: true, message: t.saleCompleted, invoice, qrSvg: await invoiceQrSvg(invoice) });
  } catch (e) {
    return replyFromError<CheckoutResult>(e, { failed: t.saleFailed, log: "checkout" });
  }
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().checkout;
  const basket = useBasket();
  const serviceBasket = useServiceBasket();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CheckoutResult>();
  const sale = useSaleReservation();
  // Until the clerk edits them, the fields show the reservation being sold (if any).
  const [edited, setFields] = useState<CustomerFields | null>(null);
  const [query] = useSearchParams();
  const fields = edited ?? fromReservation(sale.reservation, query);
  const [issued, setIssued] = useState<{ invoice: InvoiceView; qrSvg: string | null } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const submitting = fetcher.state !== "idle";

  useActionToast(fetcher, {
    onSuccess: (result) => {
      basket.clear();
      serviceBasket.clear();
      sale.clear();
      setFields(EMPTY_CUSTOMER);
      setIssued({ invoice: result.invoice, qrSvg: result.qrSvg });
      setDialogOpen(true);
    },
  });

  const empty = basket.items.length === 0 && serviceBasket.lines.length === 0;
  const tyresCents = basketTotals(basket.items).totalCents;
  const servicesCents = serviceLinesTotalCents(loaderData.services, serviceBasket.lines);
  const depositCents = sellingDeposit(sale.reservation, basket.items);
  const blocker = saleBlocker(fields, empty, t.form);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const servicesCard = (
    <CheckoutServices
      services={loaderData.services}
      tyres={basket.items}
      lines={serviceBasket.lines}
      onAdd={serviceBasket.add}
      onSetFitting={serviceBasket.setFitting}
      onUpdate={serviceBasket.update}
      onRemove={serviceBasket.remove}
      serverError={errors.services ?? Object.entries(errors).find(([k]) => k.startsWith("services."))?.[1]}
      disabled={submitting}
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} subtitle={t.subtitle} actions={<BackLink to={staffPath("inventory")}>{t.continueShopping}</BackLink>} />

      {hydrated && <ScanBox onAdd={(tyre) => basket.add(toBasketTyre(tyre))} />}

      {!hydrated ? (
        <p role="status" className="text-slate-600">
          {t.loadingBasket}
        </p>
      ) : empty ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
          <ShoppingCart aria-hidden className="h-12 w-12 text-slate-400" />
          <p className="text-lg font-semibold">{t.emptyBasket}</p>
          <Link to={staffPath("inventory")} className={primaryButton}>
            {t.browseInventory}
          </Link>
          <p className="text-sm text-slate-600">{t.servicesAlone}</p>
          <div className="w-full max-w-2xl text-left">{servicesCard}</div>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-6 lg:row-span-2">
            {basket.items.length > 0 && (
              <BasketCart items={basket.items} onUpdate={basket.update} onRemove={basket.remove} disabled={submitting} />
            )}
            {servicesCard}
            <SaleTotals tyresCents={tyresCents} servicesCents={servicesCents} depositCents={depositCents} />
          </div>
          <fetcher.Form id="checkout-form" method="post" className="space-y-4">
            <input type="hidden" name="lines" value={JSON.stringify(checkoutLines(basket.items))} />
            <input type="hidden" name="services" value={JSON.stringify(serviceBasket.lines)} />
            {sale.reservation && (
              <SellingReservation
                reservation={sale.reservation}
                onUnlink={() => {
                  sale.clear();
                  setFields(null);
                }}
              />
            )}
            <CheckoutCustomerForm fields={fields} onChange={setFields} blocker={blocker} errors={errors} />
          </fetcher.Form>
          <ChargeBar
            form="checkout-form"
            dueCents={amountDue(tyresCents + servicesCents, depositCents).dueCents}
            blocker={blocker}
            submitting={submitting}
          />
        </div>
      )}

      <InvoiceDialog open={dialogOpen} onOpenChange={setDialogOpen} invoice={issued?.invoice ?? null} qrSvg={issued?.qrSvg} />
    </div>
  );
}

/** The deposit the sale deducts: the reservation's, once its tyre is in the basket (as the server counts it). */
function sellingDeposit(r: SaleReservation | null, items: readonly BasketItem[]): number {
  return r && items.some((i) => i.tyre.id === r.tyreId) ? r.depositCents : 0;
}

// The customer from the reservation being sold, else from the link (Sell on an appointment).
function fromReservation(r: SaleReservation | null, q: URLSearchParams): CustomerFields {
  const [name, phone, email, plate] = ["name", "phone", "email", "plate"].map((k) => q.get(k) ?? "") as [string, string, string, string];
  if (r)
    return { ...EMPTY_CUSTOMER, customerName: r.clientName, customerPhone: phone, customerEmail: email, vehicleReg: r.vehicleReg ?? "" };
  return name ? { ...EMPTY_CUSTOMER, customerName: name, customerPhone: phone, customerEmail: email, vehicleReg: plate } : EMPTY_CUSTOMER;
}
