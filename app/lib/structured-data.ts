// JSON-LD builders for the public pages (schema.org). Shop details come from app/config/shop.ts so
// the structured data never disagrees with what the page shows. Pass the results to pageMeta's
// `jsonLd`. The home page should render tireShopJsonLd + organizationJsonLd too.
import { shop } from "~/config/shop";
import type { Locale } from "~/i18n/locale";
import { href } from "~/i18n/paths";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: shop.street,
    postalCode: shop.postalCode,
    addressLocality: shop.town,
    addressRegion: shop.province,
    addressCountry: shop.country,
  };
}

function openingHoursSpecification() {
  return shop.openingHours.map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: h.days.map((d) => `https://schema.org/${DAY_NAMES[d - 1]}`),
    opens: h.opens,
    closes: h.closes,
  }));
}

/** The shop as a schema.org TireShop (a LocalBusiness). */
export function tireShopJsonLd(origin: string, locale: Locale, areaServed: readonly string[] = []) {
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
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: shop.geo.latitude, longitude: shop.geo.longitude },
    hasMap: shop.mapsUrl,
    openingHoursSpecification: openingHoursSpecification(),
    ...(areaServed.length ? { areaServed: areaServed.map((name) => ({ "@type": "City", name })) } : {}),
    parentOrganization: { "@id": `${origin}/#organization` },
  };
}

/** The company behind the shop. */
export function organizationJsonLd(origin: string) {
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
    address: postalAddress(),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: shop.phone,
        email: shop.email,
        availableLanguage: ["es", "en"],
        areaServed: shop.country,
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
