// Contact: address with map link, phone, e-mail, hours, WhatsApp and call buttons, the map and
// directions. Every detail comes from the shop settings.
import { Mail, MapPin, Navigation, Phone } from "~/components/store/icons";
import type { Route } from "./+types/contact";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { InfoPage, InfoSection } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { MapEmbed } from "~/components/store/info/map-embed";
import { OpeningHours } from "~/components/store/opening-hours";
import { fullAddress, phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { organizationJsonLd, tireShopJsonLd } from "~/lib-ui/structured-data";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = messages(loaderData?.locale ?? "es").info.contact;
  return infoMeta({ loaderData, matches }, "contact", t, (shop, d) => [
    tireShopJsonLd(shop, d.origin, d.locale),
    organizationJsonLd(shop, d.origin),
  ]);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

export default function Contact({ loaderData: { locale } }: Route.ComponentProps) {
  const shop = useShop();
  const m = messages(locale);
  const t = m.info.contact;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("contact", locale) }]} heading={t.heading} intro={t.intro} wide>
      <ContactButtons locale={locale} whatsappText={t.whatsappText} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-6">
          <InfoSection id="addr" icon={MapPin} title={m.info.address} size="sm">
            <address className="mt-1 not-italic text-slate-700">
              {shop.name}
              <br />
              {fullAddress(shop)}
            </address>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={shop.mapsUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {m.info.openInMaps}
              </a>
            </div>
          </InfoSection>
          <InfoSection id="tel" icon={Phone} title={m.info.phone} size="sm">
            <a href={phoneHref(shop.phone)} className="mt-1 inline-block text-slate-800 underline">
              {shop.phone}
            </a>
          </InfoSection>
          <InfoSection id="mail" icon={Mail} title={m.info.email} size="sm">
            <a href={`mailto:${shop.email}`} className="mt-1 inline-block break-all text-slate-800 underline">
              {shop.email}
            </a>
            <p className="mt-1 text-sm text-slate-600">{t.replyPromise}</p>
          </InfoSection>
          <InfoSection id="hours" title={m.info.hours} size="sm">
            <OpeningHours locale={locale} className="mt-1 max-w-xs space-y-1 text-slate-700" />
          </InfoSection>
        </div>
        <div>
          <MapEmbed locale={locale} />
          <a
            href={shop.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Navigation aria-hidden className="h-5 w-5" /> {m.info.directions}
          </a>
        </div>
      </div>
    </InfoPage>
  );
}
