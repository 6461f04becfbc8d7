// "Sell" on an appointment: exactly its reserved units (with the reservation, so the checkout
// collects it and deducts the deposit) and its job's services into the basket, the customer into
// the checkout's form, then the checkout. A basket holding another sale's lines is replaced only
// after the clerk says so. It marks nothing done: the sale does that for the
// reservation, and the clerk marks the appointment done.
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { secondaryButton } from "~/components/ui/button";
import type { MissingService } from "~/domain/appointment-sale";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { useBasket, useSaleReservation } from "~/lib-ui/basket-store";
import { useFreeLines, useServiceBasket } from "~/lib-ui/service-basket-store";
import { ConfirmDialog } from "~/components/ui/dialog";
import { staffPath } from "~/staff-paths";
import type { AppointmentSale } from "./sale";

export function SellButton({ sale }: { sale: AppointmentSale }) {
  const t = useStaffText().agenda.card;
  const locale = useStaffLocale();
  const basket = useBasket();
  const saleReservation = useSaleReservation();
  const serviceBasket = useServiceBasket();
  const freeLines = useFreeLines();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  // Lines of another sale: anything but this appointment's own tyre.
  const others = basket.items.filter((i) => i.tyre.id !== sale.tyre?.tyre.id).length + serviceBasket.lines.length + freeLines.lines.length;
  const sell = () => {
    // Exactly the reserved units and the job's services: nothing left from another sale.
    basket.replace(sale.tyre ? [{ tyre: sale.tyre.tyre, quantity: sale.tyre.units }] : []);
    serviceBasket.clear();
    freeLines.clear();
    if (sale.reservation) saleReservation.set(sale.reservation);
    else saleReservation.clear();
    if (sale.services.length) serviceBasket.add(sale.services);
    if (sale.missing.length) toast.warning(t.notAdded(sale.missing.map((m) => missingText(m, t.missing, locale)).join(", ")));
    const c = sale.customer;
    const q = new URLSearchParams({
      name: c.name,
      phone: c.phone,
      ...(c.email ? { email: c.email } : {}),
      ...(c.plate ? { plate: c.plate } : {}),
    });
    void navigate(`${staffPath("checkout")}?${q}`);
  };
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} min-h-9 px-2 text-xs`}
        onClick={() => (others > 0 ? setAsking(true) : sell())}
        data-testid="agenda-sell"
      >
        <ShoppingCart aria-hidden className="h-3.5 w-3.5" /> {t.sell}
      </button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t.replaceTitle}
        keepLabel={t.keepBasket}
        confirmLabel={t.replaceBasket}
        onConfirm={sell}
        confirmTestId="agenda-sell-replace"
      >
        {t.replaceBody(others)}
      </ConfirmDialog>
    </>
  );
}

/** A service left out of the sale, in the account's language. */
function missingText(
  m: MissingService,
  t: {
    fittingNoSize: string;
    fittingNoPackage: (rim: number) => string;
    notInCatalogue: (code: string) => string;
    noSize: (name: string) => string;
  },
  locale: "es" | "en",
): string {
  switch (m.why) {
    case "fitting-no-size":
      return t.fittingNoSize;
    case "fitting-no-package":
      return t.fittingNoPackage(m.rim);
    case "not-in-catalogue":
      return t.notInCatalogue(m.code);
    case "no-size":
      return t.noSize(m.name[locale]);
    case "no-price":
      return m.name[locale];
  }
}
