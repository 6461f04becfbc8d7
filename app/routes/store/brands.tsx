// Brands: the premium and mid-range brands the shop sells, each linking to the listing.
import type { Route } from "./+types/brands";
import { MID_RANGE_BRANDS, PREMIUM_BRANDS } from "~/components/store/info/brands";
import { InfoPage, InfoSection } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return infoMeta({ loaderData, matches }, "brands", messages(loaderData?.locale ?? "es").info.brands);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

function BrandList({ locale, brands, premium }: { locale: Locale; brands: readonly string[]; premium?: boolean }) {
  const t = messages(locale).info.brands;
  // The listing's brand filter is named 'marca' in Spanish and 'brand' in English.
  const q = (b: string): Record<string, string> => ({ [locale === "es" ? "marca" : "brand"]: b });
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {brands.map((b) => (
        <li key={b}>
          <a
            href={href("listing", locale, {}, new URLSearchParams(q(b)))}
            className={`flex min-h-16 flex-col justify-center rounded-lg border px-4 py-3 hover:border-brand-600 hover:bg-brand-50 ${premium ? "border-slate-300 bg-white" : "border-slate-200 bg-slate-50"}`}
          >
            <span className="text-lg font-bold text-slate-900">{b}</span>
            <span className="text-xs text-brand-700">{t.searchBrand.replace("{brand}", b)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function Brands({ loaderData: { locale } }: Route.ComponentProps) {
  const t = messages(locale).info.brands;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("brands", locale) }]} heading={t.heading} intro={t.intro} wide>
      <InfoSection id="premium" title={t.premium} size="lg">
        <p className="mt-1 text-slate-700">{t.premiumText}</p>
        <BrandList locale={locale} brands={PREMIUM_BRANDS} premium />
      </InfoSection>
      <InfoSection id="mid" title={t.midRange} size="lg" className="mt-10">
        <p className="mt-1 text-slate-700">{t.midRangeText}</p>
        <BrandList locale={locale} brands={MID_RANGE_BRANDS} />
      </InfoSection>
    </InfoPage>
  );
}
