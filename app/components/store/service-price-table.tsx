// The workshop's prices from the service catalogue, in the page's language: a table by rim for
// the services priced per rim (with the full fitting package per tyre), then the services with one
// price. A rim without a price shows a dash (not offered).
import { formatEur } from "~/domain/money";
import { packageByRim, pricedByRim, type Service, SERVICE_RIMS, serviceName, servicePriceCents } from "~/domain/services";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { InfoSection } from "~/components/store/info/info-page";

export function ServicePriceTable({ services, locale }: { services: Service[]; locale: Locale }) {
  const m = messages(locale).fitted;
  const byRim = services.filter(pricedByRim);
  const flat = services.filter((s) => !pricedByRim(s));
  const pkg = packageByRim(services);
  const price = (c: number | null) => (c == null ? m.notOffered : formatEur(c, locale));
  if (services.length === 0) return null;
  return (
    <InfoSection id="prices" title={m.tableTitle} className="mt-10 min-w-0" testId="service-prices">
      {byRim.length > 0 && (
        // On a phone the table scrolls sideways inside its own framed box; the page itself never does.
        <div
          className="mt-3 max-w-full overflow-x-auto overscroll-x-contain rounded-lg border border-slate-200"
          data-testid="service-prices-scroll"
        >
          <table className="w-full border-collapse whitespace-nowrap text-left text-sm tabular-nums">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-2 pl-3">
                  {m.rim}
                </th>
                {byRim.map((s) => (
                  <th key={s.id} scope="col" className="px-2 py-2 text-right">
                    {serviceName(s, locale)}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 pl-2 text-right">
                  {m.packageRow}
                </th>
              </tr>
            </thead>
            <tbody>
              {SERVICE_RIMS.map((r) => (
                <tr key={r} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-2 pl-3 font-semibold">
                    R{r}
                  </th>
                  {byRim.map((s) => (
                    <td key={s.id} className="px-2 py-1.5 text-right">
                      {price(servicePriceCents(s, r))}
                    </td>
                  ))}
                  <td className="py-1.5 pr-3 pl-2 text-right font-semibold">{price(pkg[r])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {flat.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {flat.map((s) => (
            <li key={s.id} className="flex justify-between gap-3 px-4 py-2">
              <span>{serviceName(s, locale)}</span>
              <span className="font-semibold tabular-nums">
                {price(s.priceCents)} {s.unit === "job" ? m.perJob : m.perTyre2}
              </span>
            </li>
          ))}
        </ul>
      )}
    </InfoSection>
  );
}
