// The shop's FIRST settings: what a new database, and the demo seed, start from. After that the
// settings live in the database and staff change them on /settings (app/server/settings/settings.server.ts
// reads them; app/domain/shop-settings.ts is their schema). Changing a value here changes only
// databases created afterwards.
import { DEFAULT_QUOTE_VALID_DAYS } from "~/domain/quote";
import { DEFAULT_DECLINED_WEEKS } from "~/domain/reminders";
import type { ShopSettings } from "~/domain/shop-settings";

/** The shop is in Spain: its address, NIF and invoices are Spanish. */
export const SHOP_COUNTRY = "ES";

const open = (opens: string, closes: string) => [{ opens, closes }];

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: "Neumáticos Almería Rural",
  legalName: "Neumáticos Almería Rural S.L.",
  nif: "B04123451",
  street: "Carretera Provincial AL-3102, km 4",
  postalCode: "04470",
  town: "Laujar de Andarax",
  province: "Almería",
  phone: "+34 950 000 000",
  whatsapp: "+34 600 000 000",
  email: "info@neumaticosalmeriarural.es",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=36.9946,-2.8906",
  mapEmbedUrl: "https://www.google.com/maps?q=36.9946,-2.8906&z=14&output=embed",
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=36.9946,-2.8906",
  reviewUrl: "https://www.google.com/maps/search/?api=1&query=Neum%C3%A1ticos+Almer%C3%ADa+Rural",
  latitude: 36.9946,
  longitude: -2.8906,
  // Monday to Sunday.
  hours: [
    open("09:00", "18:00"),
    open("09:00", "18:00"),
    open("09:00", "18:00"),
    open("09:00", "18:00"),
    open("09:00", "18:00"),
    open("09:00", "13:00"),
    [],
  ],
  closedDates: [],
  /** Taken when staff hold a tyre at the counter, and paid at the shop for an online reservation. */
  depositCents: 2000,
  /** A cancelled or expired reservation's deposit goes back to the customer. */
  depositWhenEnded: "return",
  priceTable: {
    byRim: [
      { maxRim: 14, cents: 3500 },
      { maxRim: 16, cents: 4000 },
      { maxRim: 17, cents: 4500 },
      { maxRim: 19, cents: 5000 },
    ],
    largerCents: 6000,
    speedRating: { code: "C", cents: 6000 },
  },
  disposalFeeCents: 240,
  vatRatePercent: 21,
  reservationHoldDays: 3,
  quoteValidDays: DEFAULT_QUOTE_VALID_DAYS,
  counterDiscountLimitPercent: 10,
  reminderDeclinedWeeks: DEFAULT_DECLINED_WEEKS,
  promo: {
    es: {
      strip: "Damos servicio a toda la Alpujarra y el Poniente almeriense",
      banner: [
        "Revisión gratuita de neumáticos y frenos",
        "Mantenimiento y reparaciones de tu coche",
        "Alquiler de vehículos del grupo",
        "Reprogramación de centralitas (ECU)",
        "Neumáticos seminuevos revisados desde 35 €",
      ],
      popupTitle: "Revisión gratuita",
      popupText: "Revisamos gratis tus neumáticos, pastillas y discos de freno. Sin compromiso.",
    },
    en: {
      strip: "We serve the whole Alpujarra and the Poniente of Almería",
      banner: [
        "Free tyre and brake inspection",
        "Car servicing and repairs",
        "Vehicle rental from our group",
        "ECU remapping",
        "Checked part-worn tyres from €35",
      ],
      popupTitle: "Free inspection",
      popupText: "We check your tyres, brake pads and discs for free. No obligation.",
    },
  },
  requireTwoFactor: false,
  appointments: {
    lifts: 2,
    stepMinutes: 30,
    durations: { fit2: 30, fit4: 60, puncture: 30, balancing: 30, alignment: 60 },
    earliestHours: 2,
    horizonDays: 30,
    reminderHour: 18,
  },
  backupTime: "03:00",
};
