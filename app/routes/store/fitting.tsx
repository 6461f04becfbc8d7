// Fitting and balancing: what the service includes, with call and search buttons.
import { ChevronRight, CircleCheck, Search } from "~/components/store/icons";
import type { Route } from "./+types/fitting";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { InfoPage, InfoSection } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { ServicePriceTable } from "~/components/store/service-price-table";
import { buttonClasses } from "~/components/ui/button";
import { messages } from "~/i18n/messages";
import { offeredServices } from "~/server/sales/services.server";
import { href } from "~/i18n/paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return infoMeta({ loaderData, matches }, "fitting", messages(loaderData?.locale ?? "es").info.fitting);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  return { ...infoLoaderData(request, origin), services: await offeredServices(db) };
}

export default function Fitting({ loaderData: { locale, services } }: Route.ComponentProps) {
  const m = messages(locale);
  const t = m.info.fitting;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("fitting", locale) }]} heading={t.heading} intro={t.intro} wide>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {t.points.map((p) => (
          <li key={p.title} className="rounded-lg border border-slate-200 p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <CircleCheck aria-hidden className="h-5 w-5 shrink-0 text-green-700" /> {p.title}
            </h2>
            <p className="mt-2 text-slate-700">{p.text}</p>
            {p.link && (
              <a
                href={href("appointment", locale)}
                className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                data-testid="fitting-book-online"
              >
                {p.link} <ChevronRight aria-hidden className="h-4 w-4" />
              </a>
            )}
          </li>
        ))}
      </ul>
      <ServicePriceTable services={services} locale={locale} />
      <InfoSection id="also" title={t.alsoTitle} className="mt-10">
        <ul className="mt-3 flex flex-wrap gap-2">
          {t.also.map((a) => (
            <li key={a} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {a}
            </li>
          ))}
        </ul>
      </InfoSection>
      <div className="mt-10 flex flex-wrap gap-3">
        <a href={href("appointment", locale)} className={buttonClasses("secondary", "lg")}>
          {m.nav.appointment}
        </a>
        <ContactButtons locale={locale} whatsappText={m.info.contact.whatsappText} />
        <a
          href={href("listing", locale)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Search aria-hidden className="h-5 w-5" /> {m.info.searchTyres}
        </a>
      </div>
    </InfoPage>
  );
}
