// At the checkout and in the reservation and booking forms: a plate or a phone the shop knows
// offers its customer, and one click fills the fields (a full invoice takes the tax id and address
// from the record). Asks /customers/lookup after the clerk pauses typing.
import { ClipboardList, UserCheck } from "lucide-react";
import { type ChangeEvent, useCallback, useEffect, useState } from "react";
import type { KnownCustomer } from "~/domain/customer";
import { staffPath } from "~/staff-paths";
import { useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { formatTread } from "~/domain/declined-work";
import { primaryButton } from "~/components/ui/button";

export function KnownCustomerOffer({
  plate,
  phone,
  currentName,
  onUse,
}: {
  plate: string;
  phone: string;
  currentName: string;
  onUse: (c: KnownCustomer) => void;
}) {
  // A plain request, not a fetcher: the lookup is a resource route, and a fetcher sent before the
  // browser has discovered that route would match the catch-all page and show its error instead.
  const t = useStaffText().checkout.knownCustomer;
  const [c, setCustomer] = useState<KnownCustomer | null>(null);
  const [declined, setDeclined] = useState<DeclinedItem[]>([]);
  useEffect(() => {
    const p = plate.trim();
    const t = phone.trim();
    if (p.length < 4 && t.length < 9) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const q = new URLSearchParams();
      if (p.length >= 4) q.set("plate", p);
      if (t.length >= 9) q.set("phone", t);
      fetch(`${staffPath("customerLookup")}?${q}`, { signal: abort.signal, headers: { accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ customer: KnownCustomer | null; declined?: DeclinedItem[] }>) : { customer: null }))
        .then((d) => {
          setCustomer(d.customer);
          setDeclined(d.declined ?? []);
        })
        // Offline, signed out or aborted: no offer, the clerk types the details.
        .catch(() => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [plate, phone]);
  const typed = plate.trim().length >= 4 || phone.trim().length >= 9;
  const offer = c && typed && c.name !== currentName;
  if (!offer) return typed && declined.length > 0 ? <DeclinedOnVehicle items={declined} plate={plate} /> : null;
  return (
    <>
      <div
        className="flex flex-wrap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm"
        data-testid="known-customer"
        role="status"
      >
        <UserCheck aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1 break-words">
          {t.known} <strong>{c.name}</strong>
          {c.phone && (
            <>
              {" · "}
              <span className="whitespace-nowrap">{c.phone}</span>
            </>
          )}
        </span>
        <button type="button" onClick={() => onUse(c)} className={`${primaryButton} min-h-11`}>
          {t.use}
        </button>
      </div>
      {declined.length > 0 && <DeclinedOnVehicle items={declined} plate={plate} />}
    </>
  );
}

interface DeclinedItem {
  id: number;
  description: string;
  tread: string | null;
}

/** The plate's open declined work: offer it again, or note more. */
function DeclinedOnVehicle({ items, plate }: { items: DeclinedItem[]; plate: string }) {
  const t = useStaffText().followUps;
  const locale = useStaffLocale();
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="declined-on-vehicle" role="status">
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <ClipboardList aria-hidden className="h-4 w-4 shrink-0" /> {t.atCheckout(items.length)}
      </p>
      <ul className="mt-1 list-disc pl-6">
        {items.map((d) => (
          <li key={d.id}>
            {d.description}
            {d.tread && ` · ${t.tread(formatTread(d.tread, locale))}`}
          </li>
        ))}
      </ul>
      <a
        href={`${staffPath("followUps")}?plate=${encodeURIComponent(plate.trim())}`}
        className="mt-1 inline-block text-amber-900 underline"
      >
        {t.title}
      </a>
    </div>
  );
}

export interface ContactFields {
  name: string;
  phone: string;
  email: string;
  plate: string;
}

const EMPTY_CONTACT: ContactFields = { name: "", phone: "", email: "", plate: "" };

/**
 * The name, phone, e-mail and plate of a staff form as state, so a known customer can fill them:
 * `bind(field)` for the input, `offer` for KnownCustomerOffer, `reset` for a form opened afresh.
 */
export function useContactFields() {
  const [contact, setContact] = useState<ContactFields>(EMPTY_CONTACT);
  const bind = (field: keyof ContactFields) => ({
    value: contact[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setContact((c) => ({ ...c, [field]: value }));
    },
  });
  const onUse = (k: KnownCustomer) => setContact((c) => ({ ...c, name: k.name, phone: k.phone ?? c.phone, email: k.email ?? c.email }));
  const reset = useCallback(() => setContact(EMPTY_CONTACT), []);
  return { bind, reset, offer: { plate: contact.plate, phone: contact.phone, currentName: contact.name, onUse } };
}
