// Checkout: the basket (browser local storage), the customer form and the charge bar with the amount
// to charge on Complete Sale (sticky above the phone's bottom menu); Complete Sale posts only
// tyre ids and quantities, and the action records the sale in one transaction on the server.
// After Sell on /reservations the customer's details are filled in from the reservation, and the
// sale posts its id so the same transaction marks it collected.
import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { BasketCart } from "~/components/staff/checkout/basket-cart";
import { SaleTotals } from "~/components/staff/checkout/sale-totals";
import { ScanBox } from "~/components/staff/checkout/scan-box";
import { SellingReservation } from "~/components/staff/checkout/selling-reservation";
import { toBasketTyre, toInventoryTyre } from "~/domain/inventory-tyre";
import {
  CheckoutCustomerForm,
  customerOfSale,
  type CustomerFields,
  EMPTY_CUSTOMER,
  saleBlocker,
} from "~/components/staff/checkout/checkout-customer-form";
import { ChargeBar } from "~/components/staff/checkout/charge-bar";
import { amountDue } from "~/domain/invoice";
import { InvoiceDialog } from "~/components/staff/invoices/invoice-dialog";
import { basketTotals, checkoutLines, sellingDepositCents } from "~/domain/basket";
import { serviceLinesTotalCents } from "~/domain/services";
import { checkoutSchemaIn, freeLinesTotalCents, SALE_KEY_FIELD } from "~/domain/checkout";
import type { InvoiceView } from "~/domain/invoice";
import { type ActionResult, reply, useActionToast } from "~/lib/action-result";
import { forgetSaleKey, stampSaleKey } from "~/lib-ui/sale-key";
import { useBasket, useSaleReservation } from "~/lib-ui/basket-store";
import { useFreeLines, useServiceBasket } from "~/lib-ui/service-basket-store";
import { TillExtraLines } from "~/components/staff/checkout/till-extra-lines";
import { EmptyBasket } from "~/components/staff/checkout/empty-basket";
import { DiscountApproval } from "~/components/staff/checkout/discount-approval";
import { formText, parseForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { findTyreByCode } from "~/server/inventory/inventory.server";
import { createSale, invoiceQrSvg } from "~/server/sales/sales.server";
import { discountRights } from "~/server/sales/discount-approval.server";
import { staffActor } from "~/server/audit.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { listServices } from "~/server/sales/services.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
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
  const { db, auth, clientIp } = shopRequest(context);
  const user = await requirePermission({ request, context }, "sell");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const t = texts.checkout;
  const parsed = parseForm(checkoutSchemaIn(t.form, texts.services.lines), await readFormData(request));
  if (!parsed.ok) return reply<CheckoutResult>({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  // A counter's discounts above the limit need an owner's e-mail and password, typed at the till.
  const { approverEmail, approverPassword, ...sale } = parsed.data;
  const rights = await discountRights(db, auth, user, { approverEmail, approverPassword }, clientIp);
  if (!rights.ok) {
    const message = rights.why === "tooMany" ? t.refusals.approvalTooMany : t.refusals.approvalWrong;
    return reply<CheckoutResult>({ ok: false, message, fieldErrors: { approverPassword: message } }, rights.status);
  }
  try {
    const invoice = await createSale(db, sale, { actor: staffActor(user), ...rights.options });
    return reply<CheckoutResult>({ ok: true, message: t.saleCompleted, invoice, qrSvg: await invoiceQrSvg(invoice) });
  } catch (e) {
    return replyFromError<CheckoutResult>(e, { failed: t.saleFailed, log: "checkout", t: texts });
  }
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().checkout;
  const basket = useBasket();
  const serviceBasket = useServiceBasket();
  const freeLines = useFreeLines();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CheckoutResult>();
  const sale = useSaleReservation();
  // Until the clerk edits them, the fields show the reservation being sold (if any).
  const [edited, setFields] = useState<CustomerFields | null>(null);
  const [query] = useSearchParams();
  const fields = edited ?? customerOfSale(sale.reservation, query);
  const [issued, setIssued] = useState<{ invoice: InvoiceView; qrSvg: string | null } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const submitting = fetcher.state !== "idle";

  useActionToast(fetcher, {
    onSuccess: (result) => {
      forgetSaleKey();
      basket.clear();
      serviceBasket.clear();
      freeLines.clear();
      sale.clear();
      setFields(EMPTY_CUSTOMER);
      setIssued({ invoice: result.invoice, qrSvg: result.qrSvg });
      setDialogOpen(true);
    },
  });

  const empty = basket.items.length === 0 && serviceBasket.lines.length === 0 && freeLines.lines.length === 0;
  const tyresCents = basketTotals(basket.items).totalCents;
  // Services and free lines, less their discounts.
  const servicesCents = serviceLinesTotalCents(loaderData.services, serviceBasket.lines) + freeLinesTotalCents(freeLines.lines);
  const depositCents = sellingDepositCents(sale.reservation, basket.items);
  const blocker = saleBlocker(fields, empty, t.form);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const extraLines = (
    <TillExtraLines
      services={loaderData.services}
      tyres={basket.items}
      serviceBasket={serviceBasket}
      freeLines={freeLines}
      errors={errors}
      disabled={submitting}
    />
  );
  // A discount the server refused (beside the lines): the basket keeps it for the clerk to change.
  const discountError = errors.discount;

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} subtitle={t.subtitle} actions={<BackLink to={staffPath("inventory")}>{t.continueShopping}</BackLink>} />

      {hydrated && <ScanBox onAdd={(tyre) => basket.add(toBasketTyre(tyre))} />}

      {!hydrated ? (
        <p role="status" className="text-slate-600">
          {t.loadingBasket}
        </p>
      ) : empty ? (
        <EmptyBasket>{extraLines}</EmptyBasket>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-6 lg:row-span-2">
            {discountError && (
              <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="discount-error">
                {discountError}
              </p>
            )}
            {basket.items.length > 0 && (
              <BasketCart
                items={basket.items}
                onUpdate={basket.update}
                onRemove={basket.remove}
                onDiscount={basket.discount}
                disabled={submitting}
              />
            )}
            {extraLines}
            <SaleTotals tyresCents={tyresCents} servicesCents={servicesCents} depositCents={depositCents} />
          </div>
          <fetcher.Form id="checkout-form" method="post" className="space-y-4" onSubmit={stampSaleKey}>
            <input type="hidden" name={SALE_KEY_FIELD} />
            <input type="hidden" name="lines" value={JSON.stringify(checkoutLines(basket.items))} />
            <input type="hidden" name="services" value={JSON.stringify(serviceBasket.lines)} />
            <input type="hidden" name="freeLines" value={JSON.stringify(freeLines.lines)} />
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
            {(errors.approval || errors.approverPassword) && <DiscountApproval errors={errors} />}
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
