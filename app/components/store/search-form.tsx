// The home page's size search: a plain GET form to the listing (works without JavaScript). With
// JavaScript (app/enhance/forms.ts), only filled fields go into the query (the browser alone would
// send empty ones too).
import { buttonClasses } from "~/components/ui/button";
import { QUERY_NAMES } from "~/domain/listing-filters";
import { TYRE_CONDITIONS } from "~/domain/tyre";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { ChoiceSelect, plainChoices, STORE_FIELD } from "./choice-select";

/** Brand choices of the home form: the brands the shop sells, premium ones first. */
const HOME_BRANDS = [
  "Michelin",
  "Pirelli",
  "Goodyear",
  "Bridgestone",
  "Continental",
  "Kumho",
  "Hankook",
  "Kormoran",
  "Firestone",
  "Nankang",
  "Linglong",
  "Lassa",
  "Tristar",
  "Hifly",
  "Zeetex",
  "Roadstone",
];

export function SearchForm({ locale }: { locale: Locale }) {
  const m = messages(locale);
  const names = QUERY_NAMES[locale];
  const action = href("listing", locale);
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={m.searchForm.title}
      {...hook(HOOK.searchForm)}
      className="grid grid-cols-3 gap-3 md:grid-cols-6 md:items-end"
    >
      {(
        [
          ["width", 100, 400, "205"],
          ["aspect", 20, 100, "55"],
          ["rim", 10, 24, "16"],
        ] as const
      ).map(([size, min, max, example]) => (
        <label key={size} className="text-sm font-medium text-slate-800">
          {m.searchForm[size]}
          <input name={names[size]} type="number" inputMode="numeric" min={min} max={max} placeholder={example} className={STORE_FIELD} />
        </label>
      ))}
      <ChoiceSelect
        label={m.searchForm.brand}
        name={names.brand}
        value=""
        any={m.searchForm.anyBrand}
        choices={plainChoices(HOME_BRANDS)}
        className="col-span-3 text-sm font-medium text-slate-800 sm:col-span-1 md:col-span-1"
      />
      <ChoiceSelect
        label={m.searchForm.condition}
        name={names.condition}
        value=""
        any={m.searchForm.any}
        choices={TYRE_CONDITIONS.map((c) => ({ value: c, label: m.condition[c] }))}
        className="col-span-3 text-sm font-medium text-slate-800 sm:col-span-1 md:col-span-1"
      />
      <button type="submit" className={buttonClasses("secondary", "lg", "col-span-3 sm:col-span-1 md:col-span-1")}>
        {m.searchForm.submit}
      </button>
    </form>
  );
}
