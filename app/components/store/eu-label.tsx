// The EU tyre label (Regulation (EU) 2020/740) as text in the label's usual layout: fuel
// efficiency and wet grip as the A-E scales with the tyre's class marked, external rolling noise in
// dB with its class A-C, the EPREL registration number with a link to its public page. Screen
// readers hear each scale as "Fuel efficiency: class B" (the letters are hidden from them).
import { CloudRain, ExternalLink, Fuel, Volume2 } from "~/components/store/icons";
import { EU_CLASSES, type EuClass, eprelUrl, hasEuLabel, NOISE_CLASSES, type NoiseClass } from "~/domain/tyre-data";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";

export interface EuLabelData {
  fuelClass: EuClass | null;
  wetGripClass: EuClass | null;
  noiseDb: number | null;
  noiseClass: NoiseClass | null;
  eprel: string | null;
}

// The label's colours, dark green A to red E, with text that stays readable on each.
const SCALE_COLOURS: Record<EuClass, string> = {
  A: "bg-green-700 text-white",
  B: "bg-lime-500 text-slate-950",
  C: "bg-yellow-400 text-slate-950",
  D: "bg-orange-400 text-slate-950",
  E: "bg-red-700 text-white",
};
const SCALE_WIDTHS: Record<EuClass, string> = { A: "w-[40%]", B: "w-[52%]", C: "w-[64%]", D: "w-[76%]", E: "w-[88%]" };

/** One of the two A-E scales (fuel efficiency, wet grip): its heading and the scale with the tyre's class marked. */
function ScaleBlock({
  icon: Icon,
  name,
  label,
  value,
  testId,
}: {
  icon: typeof Fuel;
  name: string;
  label: string;
  value: EuClass;
  testId: string;
}) {
  return (
    <div>
      <h3 className="mb-1 flex items-start gap-1 text-sm font-semibold text-slate-800">
        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {name}
      </h3>
      <Scale label={label} value={value} testId={testId} />
    </div>
  );
}

function Scale({ label, value, testId }: { label: string; value: EuClass; testId: string }) {
  return (
    <div role="img" aria-label={label} data-testid={testId} data-class={value}>
      <ol aria-hidden className="space-y-0.5">
        {EU_CLASSES.map((c) => (
          <li key={c} className="flex items-center gap-1">
            <span
              className={`${SCALE_COLOURS[c]} ${SCALE_WIDTHS[c]} rounded-r-sm px-1.5 text-xs leading-5 font-bold ${c === value ? "ring-2 ring-slate-900 ring-offset-1" : ""}`}
            >
              {c}
            </span>
            {c === value && (
              <span className="rounded-sm bg-slate-900 px-1.5 text-xs leading-5 font-bold text-white" data-testid={`${testId}-current`}>
                ◀ {c}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function EuLabel({ tyre, locale }: { tyre: EuLabelData; locale: Locale }) {
  if (!hasEuLabel(tyre)) return null;
  const m = messages(locale).tyreData;
  return (
    <section aria-labelledby="eu-label-title" className="rounded-lg border-2 border-sky-800 bg-white shadow-sm" data-testid="eu-label">
      <header className="flex items-baseline justify-between gap-2 rounded-t-md bg-sky-800 px-4 py-2 text-white">
        <h2 id="eu-label-title" className="font-bold">
          {m.euLabel}
        </h2>
        <span className="text-xs">{m.euLabelNote}</span>
      </header>
      <div className="grid grid-cols-2 gap-4 p-4">
        {tyre.fuelClass && (
          <ScaleBlock icon={Fuel} name={m.fuel} label={m.classOf(m.fuel, tyre.fuelClass)} value={tyre.fuelClass} testId="eu-fuel" />
        )}
        {tyre.wetGripClass && (
          <ScaleBlock
            icon={CloudRain}
            name={m.wetGrip}
            label={m.classOf(m.wetGrip, tyre.wetGripClass)}
            value={tyre.wetGripClass}
            testId="eu-wet"
          />
        )}
        {(tyre.noiseDb != null || tyre.noiseClass) && (
          <div className="col-span-2 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3" data-testid="eu-noise">
            <h3 className="flex items-start gap-1 text-sm font-semibold text-slate-800">
              <Volume2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {m.noise}
            </h3>
            {tyre.noiseDb != null && <span className="text-lg font-extrabold tabular-nums">{tyre.noiseDb} dB</span>}
            {tyre.noiseClass && (
              <span role="img" aria-label={m.classOf(m.noise, tyre.noiseClass)} className="flex gap-0.5">
                {NOISE_CLASSES.map((c) => (
                  <span
                    key={c}
                    aria-hidden
                    className={`rounded-sm px-1.5 text-xs leading-5 font-bold ${c === tyre.noiseClass ? "bg-slate-900 text-white" : "bg-slate-200 text-slate-500"}`}
                  >
                    {c}
                  </span>
                ))}
              </span>
            )}
          </div>
        )}
        {tyre.eprel && (
          <p className="col-span-2 border-t border-slate-200 pt-3 text-sm">
            <span className="text-slate-600">{m.eprel}: </span>
            <span className="font-mono font-semibold" data-testid="eu-eprel">
              {tyre.eprel}
            </span>{" "}
            <a
              href={eprelUrl(tyre.eprel)}
              rel="noopener noreferrer external"
              target="_blank"
              className="inline-flex items-center gap-1 text-brand-700 underline"
            >
              {m.eprelLink} <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
