// First-layer data protection notice for the public forms (controller, purpose, legal basis,
// rights, link to the full policy): the reservation form's, or another form's own purpose.
import { useShop } from "~/lib-ui/use-shop";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

export function PrivacyFirstLayer({ locale, className = "", purpose }: { locale: Locale; className?: string; purpose?: string }) {
  const shop = useShop();
  const t = messages(locale).privacyNotice;
  const rows = [
    [t.controller, `${shop.legalName} (NIF ${shop.nif})`],
    [t.purposeLabel, purpose ?? t.purpose],
    [t.legalBasisLabel, t.legalBasis],
    [t.rightsLabel, t.rights(shop.email)],
  ];
  return (
    <section aria-label={t.label} className={`text-xs text-slate-600 ${className}`}>
      {/* The answers' column may shrink below the e-mail address, which then wraps: on a phone the
          address would otherwise widen the form it sits in past its card. */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}:</dt>
            <dd className="wrap-anywhere">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1">
        <a href={href("privacy", locale)} className="underline">
          {t.more}
        </a>
      </p>
    </section>
  );
}
