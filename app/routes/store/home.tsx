// Home: hero with the size search, popular sizes carousel, why choose us, services, FAQ, visit us.
import { CheckCircle2, MapPin, Phone, Wrench } from "~/components/store/icons";
import type { Route } from "./+types/home";
import { HomeBand } from "~/components/store/home-band";
import { OpeningHours } from "~/components/store/opening-hours";
import { PopularSizesCarousel } from "~/components/store/popular-sizes-carousel";
import { SearchForm } from "~/components/store/search-form";
import { buttonClasses } from "~/components/ui/button";
import { fullAddress, phoneHref } from "~/domain/shop-settings";
import { useShop } from "~/lib-ui/use-shop";
import { formatEur } from "~/domain/money";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { organizationJsonLd, tireShopJsonLd } from "~/lib-ui/structured-data";
import { popularSizes } from "~/server/storefront/storefront.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale);
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.home.metaTitle }];
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "home",
    title: m.home.metaTitle,
    description: m.home.metaDescription,
    jsonLd: [
      tireShopJsonLd(shop, loaderData.origin, locale),
      organizationJsonLd(shop, loaderData.origin),
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: m.home
          .faq(formatEur(shop.depositCents, locale))
          .map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
      },
    ],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  return { origin, popular: await popularSizes(db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const locale = useLocale();
  const m = messages(locale);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight md:text-5xl">{m.home.heroTitle}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{m.home.heroText}</p>
          <div className="mt-8 rounded-xl bg-white p-4 text-slate-900 shadow-xl md:p-6">
            <h2 className="mb-3 text-lg font-bold">{m.searchForm.title}</h2>
            <SearchForm locale={locale} />
            <p className="mt-3 text-sm text-slate-600">{m.searchForm.hint}</p>
          </div>
          <a
            href={href("listing", locale)}
            className="mt-6 inline-flex min-h-11 items-center rounded-md border border-white/70 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {m.home.heroCta}
          </a>
        </div>
      </section>

      <HomeBand id="popular-title" title={m.home.popularTitle}>
        <p className="mt-1 text-slate-600">{m.home.popularText}</p>
        <div className="mt-6">
          {loaderData.popular.length > 0 ? (
            <PopularSizesCarousel sizes={loaderData.popular} locale={locale} />
          ) : (
            <p className="rounded-md bg-slate-50 p-4 text-slate-700">{m.home.noPopular}</p>
          )}
        </div>
      </HomeBand>

      <HomeBand id="why-title" title={m.home.whyTitle} tinted>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {m.home.why.map((w) => (
            <li key={w.title} className="rounded-lg bg-white p-5 shadow-sm">
              <CheckCircle2 aria-hidden className="h-6 w-6 text-green-700" />
              <h3 className="mt-2 font-semibold">{w.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{w.text}</p>
            </li>
          ))}
        </ul>
      </HomeBand>

      <HomeBand id="services-title" title={m.home.servicesTitle}>
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {m.home.services.map((s) => (
            <li key={s} className="flex items-center gap-3 rounded-lg border border-slate-200 p-4">
              <Wrench aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
              <span>{s}</span>
            </li>
          ))}
        </ul>
      </HomeBand>

      <HomeBand id="faq-title" title={m.home.faqTitle} tinted width="max-w-3xl">
        <div className="mt-6 space-y-3">
          {m.home.faq(formatEur(shop.depositCents, locale)).map((f) => (
            <details key={f.q} className="rounded-lg bg-white p-4 shadow-sm">
              <summary className="cursor-pointer font-semibold">{f.q}</summary>
              <p className="mt-2 text-slate-700">{f.a}</p>
            </details>
          ))}
        </div>
      </HomeBand>

      <HomeBand id="visit-title" title={m.home.visitTitle}>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <p className="text-slate-700">{m.home.visitText}</p>
            <p className="flex items-start gap-2">
              <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{fullAddress(shop)}</span>
            </p>
            <p className="flex items-center gap-2">
              <Phone aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
              <a href={phoneHref(shop.phone)} className="underline">
                {shop.phone}
              </a>
            </p>
            <div className="flex flex-wrap gap-3 pt-2">
              <a href={shop.directionsUrl} target="_blank" rel="noopener" className={buttonClasses("primary")}>
                {m.home.directions}
              </a>
              <a href={phoneHref(shop.phone)} className={buttonClasses("outline")}>
                {m.home.call}
              </a>
            </div>
          </div>
          <div className="rounded-lg border border-slate-200 p-5">
            <h3 className="font-semibold">{m.footer.hours}</h3>
            <OpeningHours locale={locale} className="mt-2 space-y-1 text-sm" />
          </div>
        </div>
      </HomeBand>
    </>
  );
}
