// The tyre data of decision 027 as schema.org PropertyValue entries for the detail page's Product
// JSON-LD (additionalProperty), named in the page's language.
import { dotDate, type TyreData } from "~/domain/tyre-data";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

interface PropertyValue {
  "@type": "PropertyValue";
  name: string;
  value: string | number | boolean;
  propertyID?: string;
  unitCode?: string;
  unitText?: string;
}

export function tyreDataProperties(t: TyreData & { dotCode: string | null; treadDepthMm: string | null }, locale: Locale): PropertyValue[] {
  const m = messages(locale).tyreData;
  const p = (name: string, value: PropertyValue["value"], extra: Partial<PropertyValue> = {}): PropertyValue => ({
    "@type": "PropertyValue",
    name,
    value,
    ...extra,
  });
  const out: PropertyValue[] = [];
  if (t.season) out.push(p(m.season, m.seasons[t.season], { propertyID: "season" }));
  if (t.runFlat) out.push(p(m.runFlat, true, { propertyID: "runFlat" }));
  if (t.reinforced) out.push(p(m.reinforced, true, { propertyID: "XL" }));
  if (t.mudSnow) out.push(p(m.mudSnow, true, { propertyID: "M+S" }));
  if (t.threePmsf) out.push(p(m.threePmsf, true, { propertyID: "3PMSF" }));
  if (t.fuelClass) out.push(p(m.fuel, t.fuelClass, { propertyID: "euTyreLabelFuelEfficiencyClass" }));
  if (t.wetGripClass) out.push(p(m.wetGrip, t.wetGripClass, { propertyID: "euTyreLabelWetGripClass" }));
  if (t.noiseDb != null) out.push(p(m.noise, t.noiseDb, { propertyID: "euTyreLabelNoise", unitCode: "2N", unitText: "dB" }));
  if (t.noiseClass) out.push(p(`${m.noise} (${m.noiseClass("").trim()})`, t.noiseClass, { propertyID: "euTyreLabelNoiseClass" }));
  if (t.eprel) out.push(p(m.eprel, t.eprel, { propertyID: "EPREL" }));
  const dot = dotDate(t.dotCode);
  if (dot) out.push(p(m.age, m.madeIn(dot.week, dot.year), { propertyID: "DOT" }));
  if (t.treadDepthMm != null) out.push(p(m.tread, Number(t.treadDepthMm), { propertyID: "treadDepth", unitCode: "MMT", unitText: "mm" }));
  if (t.inspectionRef) out.push(p(`${m.inspection}: ${m.inspectionRef}`, t.inspectionRef, { propertyID: "UNE69051" }));
  if (t.inspectionBy) out.push(p(`${m.inspection}: ${m.inspectionBy}`, t.inspectionBy));
  return out;
}
