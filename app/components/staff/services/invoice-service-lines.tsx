// An invoice's service lines (fitting, balancing...), printed apart from the tyres and without the
// end-of-life fee: the names and prices copied when the invoice was issued.
import { formatEur } from "~/domain/money";
import { type InvoiceServiceLineView, serviceLineName } from "~/domain/services";

const eur = (c: number) => formatEur(c, "es");
const figure =
  "px-2 py-1.5 text-right tabular-nums max-sm:px-0 max-sm:text-left max-sm:before:block max-sm:before:text-[0.65rem] max-sm:before:font-normal max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";

/** The services' total of an invoice (negative on a rectifying invoice). */
export function servicesTotalCents(lines: readonly InvoiceServiceLineView[]): number {
  return lines.reduce((a, l) => a + l.lineTotalCents, 0);
}

export function InvoiceServiceLines({ lines }: { lines: readonly InvoiceServiceLineView[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="pb-3">
      <table className="w-full border-collapse text-left" aria-label="Servicios / Services">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-400 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-1 pr-2">
              Servicio / Service
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              Cant. / Qty
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              Precio / Unit
            </th>
            <th scope="col" className="py-1 pl-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.id}
              className="border-b border-slate-200 align-top max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:py-2"
              data-testid="invoice-service-line"
            >
              <td className="py-1.5 pr-2 max-sm:col-span-3 max-sm:pr-0">
                <span className="font-semibold">{serviceLineName(l, "es")}</span> / {serviceLineName(l, "en")}
                <span className="block text-xs text-slate-600">
                  {l.code}
                  {l.forTyreId ? ` · ${l.forTyreId}` : ""}
                </span>
              </td>
              <td data-label="Cant. / Qty" className={figure}>
                {l.quantity}
              </td>
              <td data-label="Precio / Unit" className={figure}>
                {eur(l.unitPriceCents)}
              </td>
              <td data-label="Total" className={`${figure} font-semibold`}>
                {eur(l.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
