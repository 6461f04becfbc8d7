// A tyre's rack label (/inventory/:id/label): what it shows, read once: the tyre, its price, the
// fitted price (tyre + end-of-life fee + the fitting package for its rim, as the public page shows
// it) and a QR code to its public page, drawn with the library that draws the VERI*FACTU QR.
import { toCents } from "~/domain/money";
import { fittedPriceCents } from "~/domain/services";
import { tyreDescription } from "~/domain/tyre";
import { href } from "~/i18n/paths";
import type { Db } from "../infra/db.server";
import { fittingQuote } from "../sales/services.server";
import { findTyreByCode } from "./inventory.server";

export async function tyreLabel(db: Db, id: string, origin: string) {
  const tyre = await findTyreByCode(db, id);
  if (!tyre || tyre.id !== id) return null;
  const unitCents = toCents(tyre.unitPriceEur);
  const disposalCents = toCents(tyre.disposalFeeEurPerTyre);
  const quote = await fittingQuote(db);
  // The Spanish page: the rack is read in the shop in Almería; the page offers English itself.
  const url = new URL(href("tyre", "es", { id: tyre.id }), origin).toString();
  const QRCode = (await import("qrcode")).default; // loaded when a label is printed, not at every start
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return {
    tyre: { id: tyre.id, ...tyreDescription(tyre) },
    unitCents,
    fittedCents: fittedPriceCents({ unitCents, disposalCents }, quote.byRim[tyre.rim] ?? null),
    url,
    qrSvg: svg.replace("<svg ", `<svg data-url="${url.replace(/[<>&"]/g, "")}" `),
  };
}
