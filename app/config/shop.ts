// The one source of the shop's details: every page, the footer, the invoice and the structured
// data read them from here. Opening hours are one set, shown the same everywhere.

export const shop = {
  name: "Neumáticos Almería Rural",
  legalName: "Neumáticos Almería Rural S.L.",
  nif: "B04123456",
  street: "Carretera Provincial AL-3102, km 4",
  postalCode: "04470",
  town: "Laujar de Andarax",
  province: "Almería",
  country: "ES",
  phone: "+34 950 000 000",
  phoneHref: "tel:+34950000000",
  whatsappNumber: "34600000000", // digits only, for wa.me links
  email: "info@neumaticosalmeriarural.es",
  geo: { latitude: 36.9946, longitude: -2.8906 },
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=36.9946,-2.8906",
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=36.9946,-2.8906",
  reviewUrl: "https://www.google.com/maps/search/?api=1&query=Neum%C3%A1ticos+Almer%C3%ADa+Rural",
  mapEmbedUrl: "https://www.google.com/maps?q=36.9946,-2.8906&z=14&output=embed",
  /** Opening hours: ISO day numbers 1 (Monday) to 7 (Sunday). */
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" },
    { days: [6], opens: "09:00", closes: "13:00" },
  ],
  replyWithinHours: 24,
  /** Deposit taken when staff hold a tyre at the counter, and paid at the shop for an online reservation (in cents). */
  depositCents: 2000,
  vatRatePercent: 21,
} as const;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${shop.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function fullAddress(): string {
  return `${shop.street}, ${shop.postalCode} ${shop.town}, ${shop.province}`;
}
