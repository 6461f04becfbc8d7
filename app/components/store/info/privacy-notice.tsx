// First-layer data protection notice for the reservation form (controller, purpose, legal basis,
// rights, link to the full policy). The reservation screen renders it under its form.
import { Link } from "react-router";
import { shop } from "~/config/shop";
import type { Locale } from "~/i18n/locale";
import { href } from "~/i18n/paths";

export function PrivacyFirstLayer({ locale, className = "" }: { locale: Locale; className?: string }) {
  const es = locale === "es";
  const rows = es
    ? [
        ["Responsable", `${shop.legalName} (NIF ${shop.nif})`],
        ["Finalidad", "Gestionar tu reserva y contactar contigo sobre ella."],
        ["Base legal", "Medidas precontractuales a petición tuya (art. 6.1.b RGPD)."],
        ["Derechos", `Acceso, rectificación, supresión y otros, en ${shop.email}; reclamación ante la AEPD.`],
      ]
    : [
        ["Controller", `${shop.legalName} (NIF ${shop.nif})`],
        ["Purpose", "Managing your reservation and contacting you about it."],
        ["Legal basis", "Steps taken at your request before a contract (art. 6.1.b GDPR)."],
        ["Rights", `Access, rectification, erasure and more, at ${shop.email}; complaint to the AEPD.`],
      ];
  return (
    <section aria-label={es ? "Información básica sobre protección de datos" : "Basic data protection information"} className={`text-xs text-slate-600 ${className}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}:</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1">
        <Link to={href("privacy", locale)} className="underline">
          {es ? "Más información en la política de privacidad" : "More in the privacy policy"}
        </Link>
      </p>
    </section>
  );
}
