// What the import reads: the columns, the defaults of a new tyre and how rows find their tyre.
import { TEMPLATE_HEADERS } from "~/domain/csv-import";

export function ColumnsHelp() {
  return (
    <section className="mt-6 text-sm text-slate-700">
      <h2 className="font-semibold">Columns</h2>
      <p className="mt-1">
        A row with a <code>stock_code</code> updates that tyre; without one, a row whose <code>ean</code> belongs to a tyre updates it;
        otherwise it is a new tyre (never matched by its description). An update changes only the columns the file has. Export the
        inventory, edit it and import it back to update in place.
      </p>
      <p className="mt-1">
        A new tyre needs <code>width</code>, <code>aspect</code>, <code>rim</code>, <code>load_index</code> (or <code>load</code>),{" "}
        <code>speed_rating</code> (or <code>speed</code>). Optional:{" "}
        {[...TEMPLATE_HEADERS.slice(5), "ean", "cost_eur", "image_url"].map((h, i) => (
          <span key={h}>
            {i > 0 && ", "}
            <code>{h}</code>
          </span>
        ))}
        .
      </p>
      <p className="mt-1">
        Defaults: quantity 1, condition new, type single, unit price by rim and speed rating, the shop&apos;s disposal fee, brand “Unknown”.
        Tread depth and DOT code are kept for part-worn tyres.
      </p>
    </section>
  );
}
