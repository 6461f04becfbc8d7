// A band of the home page: its heading (an h2 the band is labelled by) and its content, centred at
// `width`; a tinted band's grey runs the whole width of the page.
import type { ReactNode } from "react";

export function HomeBand({
  id,
  title,
  tinted = false,
  width = "max-w-6xl",
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  width?: "max-w-6xl" | "max-w-3xl";
  children: ReactNode;
}) {
  const inner = `mx-auto ${width} px-4 py-12`;
  const heading = (
    <h2 id={id} className="text-2xl font-bold">
      {title}
    </h2>
  );
  if (!tinted)
    return (
      <section className={inner} aria-labelledby={id}>
        {heading}
        {children}
      </section>
    );
  return (
    <section className="bg-slate-50" aria-labelledby={id}>
      <div className={inner}>
        {heading}
        {children}
      </div>
    </section>
  );
}
