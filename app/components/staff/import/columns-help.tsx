// What the import reads: the columns, the defaults of a new tyre and how rows find their tyre.
import { Fragment } from "react";
import { TEMPLATE_HEADERS } from "~/domain/csv-import";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function ColumnsHelp() {
  const t = useStaffText().importing.help;
  const list = (columns: readonly string[]) =>
    columns.map((h, i) => (
      <span key={h}>
        {i > 0 && ", "}
        <code>{h}</code>
      </span>
    ));
  return (
    <section className="mt-6 text-sm text-slate-700">
      <h2 className="font-semibold">{t.title}</h2>
      <p className="mt-1">
        {t.match.map((part, i) => (
          <Fragment key={part}>
            {part}
            {i === 0 && <code>stock_code</code>}
            {i === 1 && <code>ean</code>}
          </Fragment>
        ))}
      </p>
      <p className="mt-1">
        {t.needs}
        {list(["width", "aspect", "rim", "load_index"])}
        {t.or("load")}, <code>speed_rating</code>
        {t.or("speed")}
        {t.optional}
        {list([...TEMPLATE_HEADERS.slice(5), "ean", "cost_eur", "image_url"])}.
      </p>
      <p className="mt-1">{t.defaults}</p>
    </section>
  );
}
