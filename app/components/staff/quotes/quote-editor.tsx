// The quote editor (/quotes/new and /quotes/:id/edit): the customer (name, phone or e-mail, plate,
// language), how long it is valid, a note, and the lines: a tyre from stock by its code, a tyre to
// order (described and priced by the counter), a service from the catalogue (by rim when it is
// priced so). The server prices stock tyres and services when the quote is saved.
import { Plus, Save } from "lucide-react";
import { useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { fieldsOf, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { RemoveButton } from "~/components/ui/remove-button";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { MAX_QUOTE_VALID_DAYS, type QuoteLineRequest } from "~/domain/quote";
import { normaliseTyreId } from "~/domain/tyre-id";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useShop } from "~/lib-ui/use-shop";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export interface ServiceChoice {
  id: number;
  name: string;
  /** The rims it is priced for; null for one price. */
  rims: number[] | null;
}

export interface QuoteEditorStart {
  id: number;
  number: string;
  customerName: string;
  phone: string;
  email: string;
  plate: string;
  locale: "es" | "en";
  note: string;
  lines: QuoteLineRequest[];
}

type Saved = ActionResult<{ id: number }>;

export function QuoteEditor({
  quote,
  services,
  preset,
}: {
  quote: QuoteEditorStart | null;
  services: ServiceChoice[];
  /** A new quote's customer, from where it was started (the customer page). */
  preset: { customerName: string; phone: string; email: string; plate: string; fromFollowUp: string };
}) {
  const t = useStaffText().quotes;
  const e = t.editor;
  const fetcher = useFetcher<Saved>();
  const navigate = useNavigate();
  useActionToast(fetcher, { onSuccess: (r) => void navigate(staffPath("quote", { id: r.id })) });
  const field = fieldsOf("quote-", resultFieldErrors(fetcher.data));
  const [lines, setLines] = useState<QuoteLineRequest[]>(quote?.lines ?? []);
  const start = quote ?? { ...preset, locale: "es" as const, note: "" };
  // How long a quote is valid starts from the shop's setting (the validity is counted from each revision).
  const validDays = useShop().quoteValidDays;
  const serviceName = (id: number) => services.find((s) => s.id === id)?.name ?? `#${id}`;
  const linesError = resultFieldErrors(fetcher.data).lines;

  return (
    <fetcher.Form method="post" className="mt-4 space-y-4" data-testid="quote-form">
      <StaffSection titleId="quote-customer-title" title={e.customer}>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            {...field("customerName")}
            label={e.customerName}
            defaultValue={start.customerName}
            maxLength={120}
            required
            markRequired
          />
          <TextField {...field("phone")} label={e.phone} type="tel" defaultValue={start.phone} maxLength={30} />
          <TextField {...field("email")} label={e.email} type="email" defaultValue={start.email} maxLength={254} />
          <TextField {...field("plate")} label={e.plate} defaultValue={start.plate} maxLength={20} controlClass="uppercase" />
          <SelectField
            {...field("locale")}
            label={e.language}
            defaultValue={start.locale}
            options={[
              { value: "es", label: e.languages.es },
              { value: "en", label: e.languages.en },
            ]}
          />
          <TextField
            {...field("validDays")}
            label={e.validDays}
            type="number"
            min={1}
            max={MAX_QUOTE_VALID_DAYS}
            inputMode="numeric"
            defaultValue={validDays}
          />
          <TextAreaField {...field("note")} label={e.note} className="sm:col-span-2" rows={2} maxLength={1000} defaultValue={start.note} />
        </div>
      </StaffSection>

      <StaffSection titleId="quote-lines-title" title={e.lines} intro={e.pricedNote}>
        <input type="hidden" name="lines" value={JSON.stringify(lines)} />
        {!quote && preset.fromFollowUp && <input type="hidden" name="fromFollowUp" value={preset.fromFollowUp} />}
        {lines.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{e.noLines}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="quote-lines">
            {lines.map((l, i) => (
              <li key={i} className="flex items-center gap-3 p-3">
                <Badge tone={l.kind === "tyre" ? "green" : l.kind === "order" ? "amber" : "sky"}>{e.kind[l.kind]}</Badge>
                <span className="min-w-0 flex-1 break-words">
                  {l.kind === "tyre" ? l.tyreId : l.kind === "order" ? l.description : serviceName(l.serviceId)}
                  {l.kind === "service" && l.rim ? ` · R${l.rim}` : ""}
                </span>
                <span className="tabular-nums">× {l.quantity}</span>
                <RemoveButton label={`${e.remove} ${i + 1}`} onClick={() => setLines(lines.filter((_, j) => j !== i))} />
              </li>
            ))}
          </ul>
        )}
        {linesError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700" id="quote-lines-error">
            {linesError}
          </p>
        )}
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          <AddTyre onAdd={(l) => setLines([...lines, l])} />
          <AddOrder onAdd={(l) => setLines([...lines, l])} />
          <AddService services={services} onAdd={(l) => setLines([...lines, l])} />
        </div>
      </StaffSection>

      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={fetcher.state !== "idle"}
          icon={Save}
          label={e.save}
          busyLabel={e.saving}
          size="md"
          className="min-h-11 w-full sm:w-auto"
          name="intent"
          value="save"
          data-testid="save-quote"
        />
        <a href={quote ? staffPath("quote", { id: quote.id }) : staffPath("quotes")} className={buttonClasses("outline", "md", "min-h-11")}>
          {e.cancel}
        </a>
      </div>
    </fetcher.Form>
  );
}

function AddBox({ title, children, onAdd, testId }: { title: string; children: React.ReactNode; onAdd: () => void; testId: string }) {
  const e = useStaffText().quotes.editor;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
      <button type="button" onClick={onAdd} className={buttonClasses("outline", "sm", "min-h-11 w-full")}>
        <Plus aria-hidden className="h-4 w-4" /> {e.add}
      </button>
    </fieldset>
  );
}

const qty = (raw: string) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
};

function AddTyre({ onAdd }: { onAdd: (l: QuoteLineRequest) => void }) {
  const e = useStaffText().quotes.editor;
  const form = useStaffText().quotes.form;
  const [id, setId] = useState("");
  const [n, setN] = useState("4");
  const [bad, setBad] = useState(false);
  return (
    <AddBox
      title={e.addTyre}
      testId="add-tyre"
      onAdd={() => {
        const quantity = qty(n);
        const tyreId = normaliseTyreId(id);
        setBad(!tyreId);
        if (!tyreId || !quantity) return;
        onAdd({ kind: "tyre", tyreId, quantity });
        setId("");
      }}
    >
      <TextField
        id="add-tyre-id"
        label={e.tyreId}
        value={id}
        onChange={(ev) => setId(ev.target.value)}
        maxLength={40}
        autoComplete="off"
        controlClass="uppercase"
        placeholder="T0001A"
        error={bad ? form.tyreCode : undefined}
      />
      <TextField id="add-tyre-qty" label={e.quantity} type="number" min={1} max={99} value={n} onChange={(ev) => setN(ev.target.value)} />
    </AddBox>
  );
}

function AddOrder({ onAdd }: { onAdd: (l: QuoteLineRequest) => void }) {
  const e = useStaffText().quotes.editor;
  const [v, setV] = useState({ description: "", price: "", supplier: "", days: "", n: "4" });
  const set = (k: keyof typeof v) => (ev: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: ev.target.value });
  const cents = (raw: string) => {
    const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
    return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : null;
  };
  return (
    <AddBox
      title={e.addOrder}
      testId="add-order"
      onAdd={() => {
        const quantity = qty(v.n);
        const unitCents = cents(v.price);
        if (!v.description.trim() || !quantity || !unitCents) return;
        onAdd({
          kind: "order",
          description: v.description.trim(),
          quantity,
          unitCents,
          supplierCents: cents(v.supplier),
          days: v.days.trim() === "" ? null : Number(v.days),
        });
        setV({ description: "", price: "", supplier: "", days: "", n: "4" });
      }}
    >
      <TextField
        id="add-order-description"
        label={e.orderDescription}
        value={v.description}
        onChange={set("description")}
        maxLength={160}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField id="add-order-price" label={e.orderPrice} inputMode="decimal" value={v.price} onChange={set("price")} />
        <TextField id="add-order-qty" label={e.quantity} type="number" min={1} max={99} value={v.n} onChange={set("n")} />
        <TextField id="add-order-supplier" label={e.supplierPrice} inputMode="decimal" value={v.supplier} onChange={set("supplier")} />
        <TextField id="add-order-days" label={e.days} type="number" min={0} max={120} value={v.days} onChange={set("days")} />
      </div>
    </AddBox>
  );
}

function AddService({ services, onAdd }: { services: ServiceChoice[]; onAdd: (l: QuoteLineRequest) => void }) {
  const e = useStaffText().quotes.editor;
  const [id, setId] = useState(services[0]?.id ?? 0);
  const [rim, setRim] = useState("16");
  const [n, setN] = useState("4");
  const chosen = services.find((s) => s.id === id);
  return (
    <AddBox
      title={e.addService}
      testId="add-service"
      onAdd={() => {
        const quantity = qty(n);
        if (!chosen || !quantity) return;
        onAdd({ kind: "service", serviceId: chosen.id, rim: chosen.rims ? Number(rim) : null, quantity });
      }}
    >
      <SelectField
        id="add-service-id"
        label={e.service}
        value={id}
        onChange={(ev) => setId(Number(ev.target.value))}
        options={services.map((s) => ({ value: s.id, label: s.name }))}
      />
      <div className="grid grid-cols-2 gap-3">
        {chosen?.rims ? (
          <SelectField
            id="add-service-rim"
            label={e.rim}
            value={rim}
            onChange={(ev) => setRim(ev.target.value)}
            options={chosen.rims.map((r) => ({ value: String(r), label: `R${r}` }))}
          />
        ) : (
          <span />
        )}
        <TextField
          id="add-service-qty"
          label={e.quantity}
          type="number"
          min={1}
          max={99}
          value={n}
          onChange={(ev) => setN(ev.target.value)}
        />
      </div>
    </AddBox>
  );
}
