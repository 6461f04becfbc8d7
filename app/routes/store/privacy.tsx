// Privacy policy (GDPR art. 13): controller, purposes (reservations, invoices), legal basis,
// retention (customer records and appointments too), recipients, rights (export and erasure) and the right to complain to the AEPD.
import type { Route } from "./+types/privacy";
import { InfoPage, Prose } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { fullAddress, phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return infoMeta({ loaderData, matches }, "privacy", messages(loaderData?.locale ?? "es").info.privacy);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

export default function Privacy({ loaderData: { locale } }: Route.ComponentProps) {
  const shop = useShop();
  const m = messages(locale);
  const t = m.info.privacy;
  const [before, after] = t.rights.split("{email}");
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("privacy", locale) }]} heading={t.heading}>
      <Prose>
        <h2>{t.controllerTitle}</h2>
        <p>
          {shop.legalName} (NIF {shop.nif})
          <br />
          {fullAddress(shop)}
          <br />
          <a href={`mailto:${shop.email}`}>{shop.email}</a> · <a href={phoneHref(shop.phone)}>{shop.phone}</a>
        </p>
        <h2>{t.purposesTitle}</h2>
        {t.purposes.map((p) => (
          <p key={p.title}>
            <strong>{p.title}.</strong> {p.body}
          </p>
        ))}
        <h2>{t.basisTitle}</h2>
        <ul>
          {t.basis.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <h2>{t.retentionTitle}</h2>
        <ul>
          {t.retention.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h2>{t.recipientsTitle}</h2>
        <p>{t.recipients}</p>
        <h2>{t.rightsTitle}</h2>
        <p>
          {before}
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
          {after}
        </p>
        <p>{t.exportErase}</p>
        <p>
          {t.complaint.split("www.aepd.es")[0]}
          <a href="https://www.aepd.es" rel="noopener noreferrer" target="_blank">
            www.aepd.es
          </a>
          {t.complaint.split("www.aepd.es")[1]}
        </p>
        <p>
          <a href={href("cookies", locale)}>{m.info.cookies.title}</a>
        </p>
        <p className="pt-4 text-sm text-slate-500">{m.info.lastUpdated}</p>
      </Prose>
    </InfoPage>
  );
}
