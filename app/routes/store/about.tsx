// About: the shop's story, how we work, where we are and when we open.
import type { Route } from "./+types/about";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { InfoPage, InfoSection } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { OpeningHours } from "~/components/store/opening-hours";
import { fullAddress, phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { organizationJsonLd, tireShopJsonLd } from "~/lib-ui/structured-data";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = messages(loaderData?.locale ?? "es").info.about;
  return infoMeta({ loaderData, matches }, "about", t, (shop, d) => [
    tireShopJsonLd(shop, d.origin, d.locale),
    organizationJsonLd(shop, d.origin),
  ]);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

export default function About({ loaderData: { locale } }: Route.ComponentProps) {
  const shop = useShop();
  const m = messages(locale);
  const t = m.info.about;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("about", locale) }]} heading={t.heading} intro={t.intro}>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <InfoSection id="history" title={t.historyTitle}>
            {t.history.map((p) => (
              <p key={p} className="mt-3 text-slate-700">
                {p}
              </p>
            ))}
          </InfoSection>
          <InfoSection id="values" title={t.valuesTitle}>
            <ul className="mt-3 space-y-2">
              {t.values.map((v) => (
                <li key={v} className="flex gap-2 text-slate-700">
                  <span aria-hidden className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-500" />
                  {v}
                </li>
              ))}
            </ul>
          </InfoSection>
          <ContactButtons locale={locale} whatsappText={m.info.contact.whatsappText} />
        </div>
        <InfoSection id="visit" title={t.visitTitle} size="sm" as="aside" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
          <address className="mt-2 not-italic text-slate-700">{fullAddress(shop)}</address>
          <a
            href={shop.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-block text-sm text-brand-700 underline"
          >
            {m.info.directions}
          </a>
          <h3 className="mt-5 font-semibold">{m.info.hours}</h3>
          <OpeningHours locale={locale} className="mt-1 space-y-1 text-sm text-slate-700" />
          <h3 className="mt-5 font-semibold">{m.info.phone}</h3>
          <a href={phoneHref(shop.phone)} className="text-brand-700 underline">
            {shop.phone}
          </a>
          <h3 className="mt-3 font-semibold">{m.info.email}</h3>
          <a href={`mailto:${shop.email}`} className="break-all text-brand-700 underline">
            {shop.email}
          </a>
          <p className="mt-5">
            <a href={href("contact", locale)} className="font-semibold text-brand-700 underline">
              {m.info.contactUs}
            </a>
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
