// A tyre's rack label, as it prints on A6 or a label sheet (tyre-label.css): the size, brand and
// model, the condition, the price per tyre, the fitted price (when the fitting package has a price
// for its rim), the code and a QR code to the tyre's public page. Printed in Spanish, the words in
// English after it for an English-speaking account (as the invoice, decision 093).
import { formatEur } from "~/domain/money";
import { type TyreDescription, tyreName } from "~/domain/tyre";
import { sizeLabel } from "~/domain/tyre-size";
import { staffMessages } from "~/i18n/staff";
import { messages } from "~/i18n/messages";
import { useStaffLocale } from "~/lib-ui/use-staff-text";
import "~/components/ui/print-root.css";
import "./tyre-label.css";

const es = staffMessages("es").inventory.label.printed;
const en = staffMessages("en").inventory.label.printed;

export function TyreLabel({
  tyre,
  unitCents,
  fittedCents,
  url,
  qrSvg,
}: {
  tyre: TyreDescription & { id: string };
  unitCents: number;
  fittedCents: number | null;
  url: string;
  qrSvg: string;
}) {
  const english = useStaffLocale() === "en";
  const l = (k: Exclude<keyof typeof es, "qr">) => (english ? `${es[k]} / ${en[k]}` : es[k]);
  const eur = (c: number) => formatEur(c, "es");
  const partWorn = tyre.condition === "part-worn";
  return (
    <article
      className="print-root tyre-label-root mx-auto flex w-[105mm] max-w-full flex-col gap-2 border-2 border-black bg-white p-4 text-black"
      aria-label={tyre.id}
      data-testid="tyre-label"
    >
      <p className="text-4xl font-extrabold leading-none tracking-tight" data-testid="label-size">
        {sizeLabel(tyre)} <span className="text-2xl">{`${tyre.loadIndex}${tyre.speedRating}`}</span>
      </p>
      <p className="text-xl font-semibold leading-tight">{tyreName(tyre)}</p>
      {partWorn && (
        <p className="self-start border-2 border-black px-2 text-base font-bold uppercase">
          {english
            ? `${messages("es").condition["part-worn"]} / ${messages("en").condition["part-worn"]}`
            : messages("es").condition["part-worn"]}
        </p>
      )}
      <div className="mt-1 border-t-2 border-black pt-2">
        <p className="text-sm">{l("price")}</p>
        <p className="text-4xl font-extrabold tabular-nums" data-testid="label-price">
          {eur(unitCents)}
        </p>
      </div>
      {fittedCents != null && (
        <div>
          <p className="text-lg font-bold tabular-nums" data-testid="label-fitted">
            {l("fitted")}: {eur(fittedCents)}
          </p>
          <p className="text-xs">{l("fittedHint")}</p>
        </div>
      )}
      <div className="mt-1 flex items-end justify-between gap-3 border-t-2 border-black pt-2">
        <div className="min-w-0">
          <p className="text-xs">{l("code")}</p>
          <p className="font-mono text-2xl font-bold" data-testid="label-code">
            {tyre.id}
          </p>
          <p className="mt-1 text-xs">{l("scan")}</p>
        </div>
        <div
          className="label-qr h-28 w-28 shrink-0 [&>svg]:h-full [&>svg]:w-full"
          role="img"
          aria-label={(english ? en : es).qr}
          data-testid="label-qr"
          data-url={url}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      </div>
    </article>
  );
}
