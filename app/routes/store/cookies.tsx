// Cookie policy: only technical cookies and storage, so no consent banner
// (docs/decisions/011-cookies-and-consent.md).
import type { Route } from "./+types/cookies";
import { InfoPage, Prose } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return infoMeta({ loaderData, matches }, "cookies", messages(loaderData?.locale ?? "es").info.cookies);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

export default function Cookies({ loaderData: { locale } }: Route.ComponentProps) {
  const m = messages(locale);
  const t = m.info.cookies;
  // Each row's cells after its name: a column heading on wide screens, a label in the cell on phones.
  const columns = [
    ["type", t.tableType],
    ["purpose", t.tablePurpose],
    ["duration", t.tableDuration],
  ] as const;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("cookies", locale) }]} heading={t.heading}>
      <Prose>
        <p>{t.intro}</p>
      </Prose>
      {/* A table on wide screens; on phones each row reads as a card. */}
      <table className="mt-6 w-full max-w-3xl border-collapse text-left text-sm">
        <thead className="hidden sm:table-header-group">
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              {t.tableName}
            </th>
            {columns.map(([key, heading], n) => (
              <th key={key} scope="col" className={n < columns.length - 1 ? "py-2 pr-3" : "py-2"}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.items.map((i) => (
            <tr key={i.name} className="block border-b border-slate-200 py-2 sm:table-row sm:py-0">
              <th scope="row" className="block py-1 pr-3 font-mono font-semibold sm:table-cell sm:py-2">
                {i.name}
              </th>
              {columns.map(([key, heading], n) => (
                <td key={key} className={`block py-0.5 ${n < columns.length - 1 ? "pr-3 " : ""}sm:table-cell sm:py-2`}>
                  <span className="font-semibold sm:hidden">{heading}: </span>
                  {i[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Prose>
        <p className="mt-6">{t.mapNote}</p>
        <p>{t.manage}</p>
        <p className="pt-4 text-sm text-slate-500">{m.info.lastUpdated}</p>
      </Prose>
    </InfoPage>
  );
}
