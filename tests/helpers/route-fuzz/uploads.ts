// Uploads to the back-office: a tyre's photos (multipart, a "photo" file of junk, never an image)
// and the CSV import (rows of good values, other columns' values and junk).
import fc from "fast-check";
import { TYRE_PHOTOS_INTENT } from "~/components/staff/shared/intents";
import { TEMPLATE_HEADERS } from "~/domain/csv-import";
import { formBody, junk, oneOf, type Weighted } from "./generators";
import type { FuzzPools } from "./shop";
import { pathSegment, post, staffTyreId } from "./staff-screens";

/** Values an import file holds in each column (the rows' mistakes come from other columns' values and junk). */
const CSV_GOOD: Record<(typeof TEMPLATE_HEADERS)[number], string[]> = {
  width: ["205", "195"],
  aspect: ["55", "65"],
  rim: ["16", "15"],
  load_index: ["91", "104/102"],
  speed_rating: ["V", "h"],
  brand: ["Michelin", "Pirelli"],
  model: ["", "Primacy 4"],
  condition: ["new", "part-worn"],
  pair_type: ["single", "pair", ""],
  quantity: ["2", "1"],
  unit_price_eur: ["40.00", "", "39,99"],
  disposal_fee_eur_per_tyre: ["", "2.40"],
  location: ["", "Rack A1"],
  notes: ["", "Even wear"],
  tread_depth_mm: ["", "5.5"],
  dot_code: ["", "0524"],
  season: ["", "summer", "all-season"],
  run_flat: ["", "no", "yes"],
  xl: ["", "yes"],
  ms: ["", "no"],
  "3pmsf": ["", "yes"],
  fuel_class: ["", "B"],
  wet_grip_class: ["", "A"],
  noise_db: ["", "71"],
  noise_class: ["", "B"],
  eprel: ["", "1234567"],
  inspection_ref: ["", "UNE-2026-0042"],
  inspection_by: ["", "Gestor NFU"],
};

export function uploadRequests(pools: FuzzPools): Weighted[] {
  const tyreId = staffTyreId(pools);
  const csvRow = fc
    .tuple(
      ...TEMPLATE_HEADERS.map((h) =>
        fc.oneof(
          { weight: 30, arbitrary: oneOf(...CSV_GOOD[h]) },
          { weight: 1, arbitrary: oneOf(...Object.values(CSV_GOOD).flat()) },
          { weight: 1, arbitrary: junk },
        ),
      ),
    )
    .map((cells) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(","));
  const photoFile = fc
    .tuple(
      oneOf("tyre.jpg", "x.png", "", "a\u0000.webp"),
      fc.oneof(junk, oneOf("\xff\xd8\xff\xe0junk", "\x89PNG\r\n\x1a\nxx", "RIFF0000WEBPxx")),
    )
    .map(([name, content]) => ({ field: "photo", name, content }));
  const csvFile = fc
    .tuple(
      fc.array(csvRow, { maxLength: 6 }),
      fc.oneof({ weight: 6, arbitrary: oneOf("tyres.csv", "x.CSV") }, { weight: 1, arbitrary: oneOf("x.txt", "", "a\u0000.csv", "é.csv") }),
      fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    )
    .map(([rows, name, header]) => ({
      field: "file",
      name,
      content: [...(header ? [TEMPLATE_HEADERS.join(",")] : []), ...rows].join("\n"),
    }));
  return [
    // A tyre's photos: multipart with a "photo" file of junk (never an image), ids of real and junk photos.
    ...[TYRE_PHOTOS_INTENT.add, TYRE_PHOTOS_INTENT.delete, TYRE_PHOTOS_INTENT.move].map((intent) =>
      post(
        `staff.tyrePhotos POST ${intent}`,
        tyreId.map((id) => `/inventory/${pathSegment(id)}/photos`),
        formBody(
          {
            intent: fc.oneof({ weight: 9, arbitrary: fc.constant(intent) }, { weight: 1, arbitrary: junk }),
            photo: fc.oneof(fc.integer({ min: -1, max: 50 }).map(String), junk),
            move: fc.oneof(oneOf("earlier", "later", "cover"), junk),
          },
          photoFile,
        ),
      ),
    ),
    post("staff.import POST", fc.constant("/import"), formBody({ note: junk }, csvFile)),
  ].map((arbitrary) => ({ weight: 3, arbitrary }));
}
