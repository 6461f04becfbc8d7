// A printed line's discount (the A4 invoice and the 80 mm ticket): "Descuento −17,98 € · Cliente
// habitual". On a returned line the share of the discount given back reads with a plus: the
// line's total is its price less what the customer did not pay.
import { eur, useInvoiceLabels } from "./invoice-labels";

export function LineDiscountNote({
  line,
  className,
}: {
  line: { discountCents: number; discountReason: string | null };
  className?: string;
}) {
  const { l } = useInvoiceLabels();
  if (line.discountCents === 0) return null;
  const amount = line.discountCents > 0 ? `−${eur(line.discountCents)}` : `+${eur(-line.discountCents)}`;
  return (
    <span className={`block ${className ?? ""}`} data-testid="invoice-line-discount">
      {l("discount")} {amount}
      {line.discountReason ? ` · ${line.discountReason}` : ""}
    </span>
  );
}
