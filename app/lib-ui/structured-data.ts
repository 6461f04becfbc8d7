// JSON-LD builders for the public pages (schema.org). Shop details come from the shop's settings
// (the same the page shows, read once per request), so the structured data never disagrees with
// the page. Pass the results to pageMeta's `jsonLd`. The home page renders tireShopJsonLd +
// organizationJsonLd too.
import { SHOP_COUNTRY } from "~/config/shop";
import type { ShopSettings } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";
import { href } from "~/i18n/paths";
import { shopToday } from "../lib/shop-clock";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

function postalAddress(shop: ShopSettings) {
  return {
    "@type": "PostalAddress",
    streetAddress: shop.street,
    postalCode: shop.postalCode,
    addressLocality: shop.town,
    addressRegion: shop.province,
    addressCountry: SHOP_COUNTRY,
  };
}

/** One specification per distinct time range, listing the weekdays it applies to (a split day has two). */
function openingHoursSpecification(shop: ShopSettings) {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  shop.hours.forEach((ranges, day) => {
    for (const r of ranges) {
      const key = `${r.opens}-${r.closes}`;
      const spec = byRange.get(key) ?? { opens: r.opens, closes: r.closes, days: [] };
      spec.days.push(`https://schema.org/${DAY_NAMES[day]}`);
      byRange.set(key, spec);
    }
  });
  return [...byRange.values()].map((s) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: s.days, opens: s.opens, closes: s.closes }));
}

/** Upcoming closed dates: schema.org says a closed day is opens = closes = 00:00 for that date. */
function specialOpeningHours(shop: ShopSettings) {
  const today = shopToday();
  return shop.closedDates
    .filter((d) => d.date >= today)
    .map((d) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: d.date,
      validThrough: d.date,
      opens: "00:00",
      closes: "00:00",
    }));
}

/** The shop as a schema.org TireShop (a LocalBusiness). */
export function tireShopJsonLd(shop: ShopSettings, origin: string, locale: Locale, areaServed: readonly string[] = []) {
  const special = specialOpeningHours(shop);
  return {
    "@context": "https://schema.org",
    "@type": "TireShop",
    "@id": `${origin}/#shop`,
    name: shop.name,
    url: origin + href("home", locale),
    image: `${origin}/og-image.jpg`,
    logo: `${origin}/logo.svg`,
    telephone: shop.phone,
    email: shop.email,
    priceRange: "€€",
    currenciesAccepted: "EUR",
    paymentAccepted: "Cash, Credit Card, Bank Transfer",
    address: postalAddress(shop),
    geo: { "@type": "GeoCoordinates", latitude: shop.latitude, longitude: shop.longitude },
    hasMap: shop.mapsUrl,
    openingHoursSpecification: openingHoursSpecification(shop),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    ...(areaServed.length ? { areaServed: areaServed.map((name) => ({ "@type": "City", name })) } : {}),
    parentOrganization: { "@id": `${origin}/#organization` },
  };
}

/** The company behind the shop. */
export function organizationJsonLd(shop: ShopSettings, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: shop.name,
    legalName: shop.legalName,
    taxID: shop.nif,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    email: shop.email,
    telephone: shop.phone,
    address: postalAddress(shop),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: shop.phone,
        email: shop.email,
        availableLanguage: ["es", "en"],
        areaServed: SHOP_COUNTRY,
      },
    ],
  };
}

/** FAQPage from question/answer pairs (the answers are plain text). */
export function faqPageJsonLd(items: readonly { q: string; a: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.q,
      acceptedAnswer: { "@type": "Answer", text: i.a },
    })),
  };
}

/** BreadcrumbList from (name, absolute or root-relative URL) pairs, home first. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: c.path.startsWith("http") ? c.path : origin + c.path,
    })),
  };
}

/** A blog post as a BlogPosting. */
export function blogPostingJsonLd(
  shop: Pick<ShopSettings, "name">,
  origin: string,
  post: {
    title: string;
    description: string;
    url: string;
    image?: string | null;
    publishedAt: Date | string;
    updatedAt?: Date | string;
    language: Locale;
  },
) {
  const iso = (d: Date | string) => (typeof d === "string" ? new Date(d) : d).toISOString();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: post.url,
    inLanguage: post.language,
    datePublished: iso(post.publishedAt),
    dateModified: iso(post.updatedAt ?? post.publishedAt),
    image: post.image ? (post.image.startsWith("http") ? post.image : origin + post.image) : `${origin}/og-image.jpg`,
    author: { "@type": "Organization", name: shop.name, url: `${origin}/` },
    publisher: { "@type": "Organization", name: shop.name, url: `${origin}/`, logo: { "@type": "ImageObject", url: `${origin}/logo.svg` } },
    mainEntityOfPage: post.url,
  };
}
