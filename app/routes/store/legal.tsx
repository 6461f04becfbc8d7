// Legal notice (aviso legal, LSSI-CE art. 10): owner, NIF, address, contact and terms of use.
import type { Route } from "./+types/legal";
import { InfoPage, Prose } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { fullAddress, phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return infoMeta({ loaderData, matches }, "legal", messages(loaderData?.locale ?? "es").info.legal);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

export default function Legal({ loaderData: { locale } }: Route.ComponentProps) {
  const shop = useShop();
  const m = messages(locale);
  const t = m.info.legal;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("legal", locale) }]} heading={t.heading}>
      <Prose>
        <h2>{t.ownerTitle}</h2>
        <p>{t.ownerIntro}</p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t.company}</dt>
          <dd>{shop.legalName}</dd>
          <dt className="font-semibold">{t.nif}</dt>
          <dd>{shop.nif}</dd>
          <dt className="font-semibold">{t.domicile}</dt>
          <dd>{fullAddress(shop)}</dd>
          <dt className="font-semibold">{m.info.phone}</dt>
          <dd>
            <a href={phoneHref(shop.phone)}>{shop.phone}</a>
          </dd>
          <dt className="font-semibold">{m.info.email}</dt>
          <dd>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </dd>
        </dl>
        {t.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            <p>{s.body}</p>
          </section>
        ))}
        <p className="pt-4 text-sm text-slate-500">{m.info.lastUpdated}</p>
      </Prose>
    </InfoPage>
  );
}
