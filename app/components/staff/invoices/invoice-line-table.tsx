// The one line table of a printed invoice, for its tyres and for its services: the item on the
// left, then its figures (quantity, unit price, [end-of-life fee,] total). On a phone each line is
// a small card (the item on top, its figures below, each under its own small label) so nothing
// scrolls sideways; from sm up, and on paper, it is a normal table.
import type { ReactNode } from "react";

/** A figure cell on a phone: left-aligned under its own small label (the header row is hidden there). */
const figureOnPhone =
  "max-sm:px-0 max-sm:text-left max-sm:before:block max-sm:before:text-[0.65rem] max-sm:before:font-normal max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";
// Tailwind sees whole class names only: one per number of figures.
const PHONE_GRID = { 3: "max-sm:grid-cols-3", 4: "max-sm:grid-cols-4" } as const;
const PHONE_SPAN = { 3: "max-sm:col-span-3", 4: "max-sm:col-span-4" } as const;

export interface InvoiceLine {
  id: number;
  item: ReactNode;
  /** The figures, in the order of the columns after the item's; the last (the total) is bold. */
  figures: readonly (string | number)[];
}

export function InvoiceLineTable({
  label,
  columns,
  lines,
  lineTestId,
  className,
}: {
  label?: string;
  /** The item's column, then one per figure (3 or 4). */
  columns: readonly [string, ...string[]];
  lines: readonly InvoiceLine[];
  lineTestId: string;
  className: string;
}) {
  const [itemColumn, ...figureColumns] = columns;
  const n = figureColumns.length as 3 | 4;
  const last = figureColumns.length - 1;
  return (
    <div className={className}>
      <table className="w-full border-collapse text-left" aria-label={label}>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-400 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-1 pr-2">
              {itemColumn}
            </th>
            {figureColumns.map((c, i) => (
              <th key={c} scope="col" className={`py-1 text-right ${i === last ? "pl-2" : "px-2"}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.id}
              className={`border-b border-slate-200 align-top max-sm:grid max-sm:gap-x-2 max-sm:py-2 ${PHONE_GRID[n]}`}
              data-testid={lineTestId}
            >
              <td className={`py-1.5 pr-2 max-sm:pr-0 ${PHONE_SPAN[n]}`}>{l.item}</td>
              {l.figures.map((f, i) => (
                <td
                  key={figureColumns[i]}
                  data-label={figureColumns[i]}
                  className={`py-1.5 text-right tabular-nums ${i === last ? "pl-2 font-semibold" : "px-2"} ${figureOnPhone}`}
                >
                  {f}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
