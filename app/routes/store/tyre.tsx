// Tyre detail: brand, model, specification and price cards, notes, image, reserve button.
import { ArrowLeft, MessageCircle } from "~/components/store/icons";
import { data, redirect } from "react-router";
import { keepQuery } from "~/lib/redirect-url";
import { requireParam } from "~/lib-ui/route-params";
import type { Route } from "./+types/tyre";
import { BrandBadge } from "~/components/store/brand-badge";
import { EuLabel } from "~/components/store/eu-label";
import { TyreFacts } from "~/components/store/tyre-facts";
import { SameSizeInStock } from "~/components/store/same-size-in-stock";
import { StockRequestForm } from "~/components/store/stock-request-form";
import { TyreBuyBar, TyreBuyBox } from "~/components/store/tyre-buy-box";
import { TyreGallery } from "~/components/store/tyre-gallery";
import { tyreImageSrc } from "~/components/store/tyre-image";
import { RouteError } from "~/components/route-error";
import { TyreNotFound } from "~/components/store/tyre-not-found";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { formatEur, toCents } from "~/domain/money";
import { isReservable, tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { localeFromPath } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta, shopFromMatches } from "~/lib-ui/seo";
import { tyreDataProperties } from "~/lib-ui/tyre-jsonld";
import { imageVariant } from "~/lib/stored-image";
import { fittingQuote } from "~/server/sales/services.server";
import { getPublicTyre, sameSizeInStock } from "~/server/storefront/storefront.server";
import { listTyrePhotos } from "~/server/inventory/tyre-photos.server";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const m = messages(locale);
  const shop = shopFromMatches(matches);
  if (!loaderData || !shop) return [{ title: m.tyreDetail.notFoundTitle }, { name: "robots", content: "noindex" }];
  const t = loaderData.tyre;
  const size = sizeLabel(t);
  const name = `${tyreName(t)} ${size}`;
  const price = formatEur(toCents(t.unitPriceEur), locale);
  const url = loaderData.origin + href("tyre", locale, { id: t.id });
  // The photos (absolute URLs of their JPEG fallbacks, which every reader takes), else the tyre's image.
  const photos = loaderData.photos.flatMap((p) => imageVariant(p, 1200, "jpeg") ?? []);
  const image = photos.length ? photos.map((v) => loaderData.origin + v.url) : loaderData.origin + tyreImageSrc(t.imageUrl);
  const og = photos[0];
  return pageMeta({
    shop,
    origin: loaderData.origin,
    locale,
    page: "tyre",
    params: { id: t.id },
    title: name,
    description: m.tyreDetail.metaDescription(tyreName(t), size, m.condition[t.condition], price, shop.name, shop.town),
    type: "product",
    ...(og ? { image: loaderData.origin + og.url, imageSize: { width: og.width, height: og.height }, imageAlt: name } : {}),
    noindex: t.status === "sold",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name,
        sku: t.id,
        ...(t.ean ? { gtin13: t.ean } : {}),
        description: `${name} ${t.loadIndex}${t.speedRating}, ${m.condition[t.condition]}`,
        brand: { "@type": "Brand", name: t.brand },
        image,
        itemCondition: t.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
        additionalProperty: tyreDataProperties(t, locale),
        offers: {
          "@type": "Offer",
          url,
          price: t.unitPriceEur,
          priceCurrency: "EUR",
          availability: isReservable(t)
            ? "https://schema.org/InStock"
            : t.status === "sold"
              ? "https://schema.org/SoldOut"
              : "https://schema.org/OutOfStock",
          itemCondition: t.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
        },
      },
    ],
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  const id = requireParam("tyreId", params.id);
  const url = new URL(request.url);
  if (id !== params.id) throw redirect(keepQuery(href("tyre", localeFromPath(url.pathname), { id }), url.search), 301);
  // A sold tyre keeps its page (unavailable, with tyres of the same size); an unknown id is a 404.
  const tyre = await getPublicTyre(db, id, { sold: true });
  if (!tyre) throw data(null, { status: 404 });
  const photos = (await listTyrePhotos(db, id)).map((p) => p.image);
  const sameSize = tyre.status === "sold" ? await sameSizeInStock(db, tyre) : [];
  const quote = await fittingQuote(db);
  const locale = localeFromPath(url.pathname);
  return {
    origin,
    tyre,
    photos,
    sameSize,
    fitting: { packageCents: quote.byRim[tyre.rim] ?? null, parts: quote.parts[locale] },
  };
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

export default function TyreDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = messages(locale);
  const t = loaderData.tyre;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <a href={href("listing", locale)} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {m.tyreDetail.back}
      </a>
      {/* On a phone the name, then price, availability and Reserve (the first screen), then the
          photos and the facts; from md the photos take the left column beside them. */}
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:grid-rows-[auto_auto_1fr] md:gap-x-10">
        <div className="space-y-2 md:col-start-2">
          <div className="flex flex-wrap items-center gap-3">
            <BrandBadge brand={t.brand} />
          </div>
          <div>
            <h1 className="text-3xl font-extrabold break-words">{t.brand}</h1>
            {t.model && <p className="mt-1 text-lg text-slate-700">{t.model}</p>}
            <p className="mt-1 text-lg font-semibold" data-testid="tyre-page-size">
              {sizeLabel(t)}{" "}
              <span className="font-normal text-slate-600">
                {t.loadIndex}
                {t.speedRating}
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-500">{t.id}</p>
          </div>
        </div>
        <div className="md:col-start-2">
          <TyreBuyBox tyre={t} locale={locale} fitting={loaderData.fitting} />
        </div>
        <div className="rounded-lg bg-slate-50 p-4 md:col-start-1 md:row-span-3 md:row-start-1 md:self-start">
          <TyreGallery photos={loaderData.photos} imageUrl={t.imageUrl} alt={`${tyreName(t)} ${sizeLabel(t)}`} locale={locale} />
        </div>
        <div className="space-y-5 md:col-start-2">
          <Card>
            <CardHeader>
              <h2 className="font-bold">{m.tyreDetail.specs}</h2>
            </CardHeader>
            <CardContent>
              <dl className="text-sm">
                <Row label={m.tyreDetail.size} value={<span data-testid="tyre-size-label">{sizeLabel(t)}</span>} />
                <Row label={m.tyreDetail.condition} value={m.condition[t.condition]} />
                <Row label={m.tyreDetail.loadIndex} value={t.loadIndex} />
                <Row label={m.tyreDetail.speedRating} value={t.speedRating} />
                <Row label={m.tyreDetail.quantity} value={t.quantity} />
              </dl>
            </CardContent>
          </Card>
          <TyreFacts tyre={t} locale={locale} />
          <EuLabel tyre={t} locale={locale} />
          {t.notes && (
            <Card>
              <CardHeader>
                <h2 className="font-bold">{m.tyreDetail.notes}</h2>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line text-sm text-slate-700">{t.notes}</p>
              </CardContent>
            </Card>
          )}
          <a href={href("contact", locale)} className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline">
            <MessageCircle aria-hidden className="h-4 w-4" /> {m.tyreDetail.contact}
          </a>
        </div>
      </div>
      <SameSizeInStock tyres={loaderData.sameSize} locale={locale} fitting={loaderData.fitting} />
      {t.status === "sold" && (
        <div className="mt-8">
          <StockRequestForm locale={locale} size={sizeLabel(t)} />
        </div>
      )}
      <TyreBuyBar tyre={t} locale={locale} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  return <RouteError error={error} notFound={<TyreNotFound locale={locale} />} />;
}
