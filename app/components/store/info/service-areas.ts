// The towns and villages around the shop (Laujar de Andarax) that the service-areas page lists
// and the TireShop structured data names as areaServed.
import type { Locale } from "~/lib/locale";

export type AreaGroup = "alpujarraAlmeria" | "andarax" | "poniente" | "alpujarraGranada";

export const SERVICE_AREAS: readonly { name: string; group: AreaGroup }[] = [
  { name: "Laujar de Andarax", group: "alpujarraAlmeria" },
  { name: "Fondón", group: "alpujarraAlmeria" },
  { name: "Fuente Victoria", group: "alpujarraAlmeria" },
  { name: "Alcolea", group: "alpujarraAlmeria" },
  { name: "Paterna del Río", group: "alpujarraAlmeria" },
  { name: "Bayárcal", group: "alpujarraAlmeria" },
  { name: "Beires", group: "alpujarraAlmeria" },
  { name: "Almócita", group: "alpujarraAlmeria" },
  { name: "Padules", group: "andarax" },
  { name: "Canjáyar", group: "andarax" },
  { name: "Ohanes", group: "andarax" },
  { name: "Alhama de Almería", group: "andarax" },
  { name: "Alboloduy", group: "andarax" },
  { name: "Berja", group: "poniente" },
  { name: "Dalías", group: "poniente" },
  { name: "El Ejido", group: "poniente" },
  { name: "Ugíjar", group: "alpujarraGranada" },
];

export const AREA_GROUP_NAMES: Record<Locale, Record<AreaGroup, string>> = {
  es: {
    alpujarraAlmeria: "Alpujarra almeriense",
    andarax: "Valle del Andarax",
    poniente: "Poniente almeriense",
    alpujarraGranada: "Alpujarra granadina",
  },
  en: {
    alpujarraAlmeria: "Alpujarra of Almería",
    andarax: "Andarax valley",
    poniente: "Poniente (western Almería coast)",
    alpujarraGranada: "Alpujarra of Granada",
  },
};
