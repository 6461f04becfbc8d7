// The checkout's service lines: what the basket holds (name, rim, quantity, total), a row to add
// a service (a rim where its price depends on it, a quantity), and "Add fitting for these tyres",
// which adds the fitting package for each tyre line at its rim and quantity. Prices shown are the
// catalogue's; the server prices the sale and refuses a line it cannot sell, beside this list.
import { Minus, Plus, Wrench } from "lucide-react";
import { RemoveButton } from "~/components/ui/remove-button";
import { useState } from "react";
import type { BasketItem } from "~/domain/basket";
import { formatEur } from "~/domain/money";
import {
  fittingLines,
  MAX_SERVICE_QUANTITY,
  pricedByRim,
  type Service,
  serviceName,
  SERVICE_RIMS,
  type ServiceLineRequest,
  serviceLineProblem,
  servicePriceCents,
  serviceLinesTotalCents,
} from "~/domain/services";
import { inputClass, SelectField, TextField } from "~/components/ui/field";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { say } from "~/lib/reason";
import { discountedLineCents, type LineDiscount } from "~/domain/discount";
import type { BasketServiceLine } from "~/lib-ui/service-basket-store";
import { LineDiscountControl } from "~/components/staff/checkout/line-discount";

export function CheckoutServices({
  services,
  tyres,
  lines,
  onAdd,
  onSetFitting,
  onUpdate,
  onRemove,
  onDiscount,
  serverError,
  disabled,
}: {
  services: Service[];
  tyres: readonly BasketItem[];
  lines: readonly BasketServiceLine[];
  onAdd: (l: ServiceLineRequest[]) => void;
  onSetFitting: (l: ServiceLineRequest[]) => void;
  /** A line's new quantity (1 to MAX_SERVICE_QUANTITY); the sale checks it again on the server. */
  onUpdate: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
  /** A line's discount given or taken away. */
  onDiscount: (index: number, discount: LineDiscount | undefined) => void;
  serverError?: string;
  disabled: boolean;
}) {
  const texts = useStaffText().services;
  const t = texts.till;
  const m = texts.lines;
  const locale = useStaffLocale();
  const eur = (c: number) => formatEur(c, locale);
  const byId = new Map(services.map((s) => [s.id, s]));
  const [serviceId, setServiceId] = useState<number>(services[0]?.id ?? 0);
  const [rim, setRim] = useState<string>("");
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<{ field: "add" | "fitting"; message: string } | null>(null);
  const chosen = byId.get(serviceId);
  const total = serviceLinesTotalCents(services, lines);

  const add = () => {
    const q = Number(quantity);
    if (!/^\d+$/.test(quantity) || q < 1 || q > MAX_SERVICE_QUANTITY) return setError({ field: "add", message: m.quantity });
    const line = { serviceId, rim: chosen && pricedByRim(chosen) && rim ? Number(rim) : null, quantity: q, forTyreId: null };
    const problem = serviceLineProblem(chosen, line, texts.serviceName);
    if (problem) return setError({ field: "add", message: say(m, problem) });
    setError(null);
    onAdd([line]);
  };
  const addFitting = () => {
    const r = fittingLines(
      services,
      tyres.map((i) => ({ tyreId: i.tyre.id, rim: i.tyre.rim, quantity: i.quantity })),
    );
    if (!r.ok) return setError({ field: "fitting", message: say(m, r.reason) });
    setError(null);
    onSetFitting(r.lines);
  };

  return (
    <section
      aria-labelledby="services-title"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
      data-testid="checkout-services"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="services-title" className="flex items-center gap-2 font-bold">
          <Wrench aria-hidden className="h-4 w-4" /> {t.title}
        </h2>
        {tyres.length > 0 && (
          <button type="button" className={`${primaryButton} min-h-11`} onClick={addFitting} disabled={disabled}>
            {t.addFitting}
          </button>
        )}
      </div>
      {error?.field === "fitting" && (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {error.message}
        </p>
      )}
      {serverError && (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700" data-testid="services-error">
          {serverError}
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {lines.map((l, i) => {
          const s = byId.get(l.serviceId);
          const unit = s ? servicePriceCents(s, l.rim) : null;
          const reason = s ? serviceLineProblem(s, l, texts.serviceName) : null;
          const problem = s ? reason && say(m, reason) : m.unknown;
          const name = s ? serviceName(s, locale) : t.fallbackName;
          return (
            <li key={i} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm" data-testid="service-line">
              <div className="min-w-0">
                <p className="font-semibold">
                  {s ? name : t.unnamed(l.serviceId)}
                  {l.rim != null ? ` R${l.rim}` : ""}
                </p>
                <p className="text-slate-600">
                  {unit != null ? t.each(eur(unit)) : "–"}
                  {l.forTyreId ? t.forTyre(l.forTyreId) : ""}
                </p>
                {problem && <p className="text-red-700">{problem}</p>}
                {unit != null && (
                  <LineDiscountControl
                    label={name}
                    unitCents={unit}
                    quantity={l.quantity}
                    discount={l.discount}
                    onChange={(d) => onDiscount(i, d)}
                    disabled={disabled}
                  />
                )}
              </div>
              <div className="flex items-center gap-2">
                <LineQuantity name={name} quantity={l.quantity} onChange={(q) => onUpdate(i, q)} disabled={disabled} />
                <span className="font-semibold tabular-nums">
                  {unit != null ? eur(discountedLineCents(unit, l.quantity, l.discount)) : "–"}
                </span>
                <RemoveButton label={t.remove(name)} onClick={() => onRemove(i)} disabled={disabled} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-2 border-t border-slate-200 p-4 sm:grid-cols-[1fr_6rem_5rem_auto] sm:items-end">
        <SelectField
          id="service-choice"
          label={t.service}
          value={serviceId}
          onChange={(e) => setServiceId(Number(e.target.value))}
          options={services.map((s) => ({
            value: s.id,
            label: `${serviceName(s, locale)}${s.priceCents != null ? ` ${t.priceEach(eur(s.priceCents), s.unit)}` : ""}`,
          }))}
        />
        <SelectField
          id="service-rim"
          label={t.rim}
          value={rim}
          onChange={(e) => setRim(e.target.value)}
          disabled={!chosen || !pricedByRim(chosen)}
          options={[
            { value: "", label: "–" },
            ...SERVICE_RIMS.filter((r) => chosen && servicePriceCents(chosen, r) != null).map((r) => ({ value: r, label: `R${r}` })),
          ]}
        />
        {/* The row's message (below, across the row) is the quantity's. */}
        <TextField
          id="service-qty"
          label={t.qty}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={error?.field === "add" || undefined}
          aria-describedby={error?.field === "add" ? "service-add-error" : undefined}
        />
        <button type="button" className={`${secondaryButton} min-h-11`} onClick={add} disabled={disabled || !chosen}>
          <Plus aria-hidden className="h-4 w-4" /> {t.add}
        </button>
        {error?.field === "add" && (
          <p id="service-add-error" className="text-sm text-red-700 sm:col-span-4">
            {error.message}
          </p>
        )}
      </div>
      <p className="flex justify-between border-t border-slate-200 px-4 py-3 font-semibold">
        <span>{t.total}</span>
        <span data-testid="services-total">{eur(total)}</span>
      </p>
    </section>
  );
}

/**
 * A service line's quantity: - and + buttons and the number typed in. A number outside 1 to
 * MAX_SERVICE_QUANTITY is not kept: the message shows beside it and the line keeps its quantity.
 */
function LineQuantity({
  name,
  quantity,
  onChange,
  disabled,
}: {
  name: string;
  quantity: number;
  onChange: (q: number) => void;
  disabled: boolean;
}) {
  const texts = useStaffText().services;
  const t = texts.till;
  const [draft, setDraft] = useState(String(quantity));
  // A quantity changed elsewhere (the buttons, Add fitting, another tab) replaces what is typed.
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setDraft(String(quantity));
  }
  const valid = (t: string) => /^\d{1,3}$/.test(t) && Number(t) >= 1 && Number(t) <= MAX_SERVICE_QUANTITY;
  const bad = !valid(draft);
  const step = "inline-flex h-11 w-11 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-50 disabled:opacity-40";
  return (
    <div className="flex flex-col items-end">
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={step}
          onClick={() => onChange(quantity - 1)}
          disabled={disabled || quantity <= 1}
          aria-label={t.decrease(name)}
        >
          <Minus aria-hidden className="h-4 w-4" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={t.quantityOf(name)}
          aria-invalid={bad || undefined}
          className={`${inputClass} mt-0 h-11 w-14 text-center tabular-nums`}
          value={draft}
          disabled={disabled}
          onChange={(e) => {
            const t = e.target.value.trim();
            setDraft(t);
            if (valid(t) && Number(t) !== quantity) onChange(Number(t));
          }}
          onBlur={() => {
            if (!valid(draft)) setDraft(String(quantity));
          }}
          data-testid="service-line-quantity"
        />
        <button
          type="button"
          className={step}
          onClick={() => onChange(quantity + 1)}
          disabled={disabled || quantity >= MAX_SERVICE_QUANTITY}
          aria-label={t.increase(name)}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </button>
      </div>
      {bad && (
        <p role="alert" className="mt-1 max-w-48 text-right text-xs text-red-700">
          {texts.lines.quantity}
        </p>
      )}
    </div>
  );
}
