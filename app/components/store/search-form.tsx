// The home page's size search: a plain GET form to the listing (works without JavaScript). With
// JavaScript (app/enhance/forms.ts), only filled fields go into the query (the browser alone would
// send empty ones too).
import { buttonClasses } from "~/components/ui/button";
import { QUERY_NAMES } from "~/domain/listing-filters";
import { TYRE_CONDITIONS } from "~/domain/tyre";
import { HOOK, hook } from "~/enhance/contract";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

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

const field = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900";

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
      <label className="text-sm font-medium text-slate-800">
        {m.searchForm.width}
        <input name={names.width} type="number" inputMode="numeric" min={100} max={400} placeholder="205" className={field} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.searchForm.aspect}
        <input name={names.aspect} type="number" inputMode="numeric" min={20} max={100} placeholder="55" className={field} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {m.searchForm.rim}
        <input name={names.rim} type="number" inputMode="numeric" min={10} max={24} placeholder="16" className={field} />
      </label>
      <label className="col-span-3 text-sm font-medium text-slate-800 sm:col-span-1 md:col-span-1">
        {m.searchForm.brand}
        <select name={names.brand} className={field} defaultValue="">
          <option value="">{m.searchForm.anyBrand}</option>
          {HOME_BRANDS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-3 text-sm font-medium text-slate-800 sm:col-span-1 md:col-span-1">
        {m.searchForm.condition}
        <select name={names.condition} className={field} defaultValue="">
          <option value="">{m.searchForm.any}</option>
          {TYRE_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {m.condition[c]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("secondary", "lg", "col-span-3 sm:col-span-1 md:col-span-1")}>
        {m.searchForm.submit}
      </button>
    </form>
  );
}
