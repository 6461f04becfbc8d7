// The service catalogue as cards: names, code, how it is charged and its price(s), the package
// mark, and Edit / Retire (Bring back for a retired one).
import { Archive, Package, Pencil, RotateCcw } from "lucide-react";
import { useFetcher } from "react-router";
import { formatEur } from "~/domain/money";
import { SERVICE_RIMS, type Service, serviceName } from "~/domain/services";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { INTL_LOCALE } from "~/lib/locale";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { Badge } from "~/components/ui/badge";
import { secondaryButton } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { SERVICES_INTENT } from "../shared/intents";

function Price({ s }: { s: Service }) {
  const locale = useStaffLocale();
  const t = useStaffText().services.list;
  const number = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (!s.rimPricesCents) return <p className="text-lg font-semibold">{formatEur(s.priceCents ?? 0, locale)}</p>;
  const prices = s.rimPricesCents;
  return (
    <table className="mt-1 w-full text-center text-xs">
      <caption className="sr-only">{t.pricePerRim}</caption>
      <thead>
        <tr>
          {SERVICE_RIMS.map((r) => (
            <th key={r} scope="col" className="font-medium text-slate-600">
              R{r}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {SERVICE_RIMS.map((r) => (
            <td key={r} className="tabular-nums">
              {prices[r] != null ? number.format(prices[r] / 100) : "–"}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

function ServiceCard({ s, onEdit }: { s: Service; onEdit: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const texts = useStaffText().services;
  const t = texts.list;
  const locale = useStaffLocale();
  const name = serviceName(s, locale);
  const other = serviceName(s, locale === "es" ? "en" : "es");
  const busy = fetcher.state !== "idle";
  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-sm ${s.retired ? "border-dashed opacity-75" : "border-slate-200"}`}
      data-testid={`service-${s.code}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-slate-600" lang={locale === "es" ? "en" : "es"}>
            {other}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge className="font-mono">{s.code}</Badge>
          {s.inPackage && (
            <Badge tone="green">
              <Package aria-hidden className="h-3 w-3" /> {t.fittingPackage}
            </Badge>
          )}
          {s.retired && <Badge tone="red">{t.retired}</Badge>}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{texts.vatIncluded(texts.units[s.unit])}</p>
      <Price s={s} />
      <div className="mt-3 flex flex-wrap gap-2">
        {!s.retired && (
          <button type="button" className={`${secondaryButton} min-h-11`} onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" /> {t.edit}
            <span className="sr-only"> {name}</span>
          </button>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={s.retired ? SERVICES_INTENT.restore : SERVICES_INTENT.retire} />
          <input type="hidden" name="id" value={s.id} />
          <SubmitButton
            busy={busy}
            icon={s.retired ? RotateCcw : Archive}
            label={
              <>
                {s.retired ? t.restore : t.retire}
                <span className="sr-only"> {name}</span>
              </>
            }
            variant="outline"
            className="min-h-11"
          />
        </fetcher.Form>
      </div>
    </li>
  );
}

export function ServiceList({ services, onEdit }: { services: Service[]; onEdit: (s: Service) => void }) {
  const t = useStaffText().services.list;
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.label}>
      {services.map((s) => (
        <ServiceCard key={s.id} s={s} onEdit={() => onEdit(s)} />
      ))}
    </ul>
  );
}
