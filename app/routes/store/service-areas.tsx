// Service areas: the towns around the shop, grouped by district.
import { MapPin } from "~/components/store/icons";
import type { Route } from "./+types/service-areas";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { InfoPage } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { AREA_GROUP_NAMES, type AreaGroup, SERVICE_AREAS } from "~/components/store/info/service-areas";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { tireShopJsonLd } from "~/lib-ui/structured-data";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = messages(loaderData?.locale ?? "es").info.areas;
  return infoMeta({ loaderData, matches }, "serviceAreas", t, (shop, d) => [
    tireShopJsonLd(
      shop,
      d.origin,
      d.locale,
      SERVICE_AREAS.map((a) => a.name),
    ),
  ]);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

const GROUPS: AreaGroup[] = ["alpujarraAlmeria", "andarax", "poniente", "alpujarraGranada"];

export default function ServiceAreas({ loaderData: { locale } }: Route.ComponentProps) {
  const m = messages(locale);
  const t = m.info.areas;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("serviceAreas", locale) }]} heading={t.heading} intro={t.intro} wide>
      <div className="grid gap-6 sm:grid-cols-2">
        {GROUPS.map((g) => (
          <section key={g} aria-labelledby={`g-${g}`} className="rounded-lg border border-slate-200 p-5">
            <h2 id={`g-${g}`} className="text-lg font-semibold">
              {AREA_GROUP_NAMES[locale][g]}
            </h2>
            <ul className="mt-3 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
              {SERVICE_AREAS.filter((a) => a.group === g).map((a) => (
                <li key={a.name} className="flex items-center gap-2 text-slate-800">
                  <MapPin aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />
                  {a.name}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-8 font-semibold text-slate-800">{t.cta}</p>
      <ContactButtons locale={locale} className="mt-3" whatsappText={m.info.contact.whatsappText} />
    </InfoPage>
  );
}
