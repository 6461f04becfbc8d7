// The frame shared by the information pages: visible breadcrumbs, the heading and an intro, and
// their titled sections.
import type { ReactNode } from "react";
import { type MapPin, ChevronRight } from "~/components/store/icons";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const m = messages(locale);
  const all: Crumb[] = [{ name: m.info.breadcrumbHome, path: href("home", locale) }, ...crumbs];
  return (
    <nav aria-label={locale === "es" ? "Ruta de navegación" : "Breadcrumb"} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden className="h-3.5 w-3.5 text-slate-400" />}
            {i === all.length - 1 ? (
              <span aria-current="page" className="text-slate-800">
                {c.name}
              </span>
            ) : (
              <a href={c.path} className="underline-offset-2 hover:underline">
                {c.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function InfoPage({
  locale,
  crumbs,
  heading,
  intro,
  children,
  wide = false,
}: {
  locale: Locale;
  crumbs: Crumb[];
  heading: string;
  intro?: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-8 sm:py-10 ${wide ? "max-w-6xl" : "max-w-4xl"}`}>
      <Breadcrumbs locale={locale} crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** Long-form text (legal pages): readable line length and spacing without a typography plugin. */
export function Prose({ children }: { children: React.ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
      {children}
    </div>
  );
}

const TITLE_SIZE = { sm: "text-lg", md: "text-xl", lg: "text-2xl" } as const;

/** A titled part of a page, named by its h2 (aria-labelledby); `icon` stands before the title. */
export function InfoSection({
  id,
  title,
  icon: Icon,
  size = "md",
  as: Tag = "section",
  className,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: typeof MapPin;
  size?: keyof typeof TITLE_SIZE;
  /** An aside beside the page's main text. */
  as?: "section" | "aside";
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={`${Icon ? "flex items-center gap-2 " : ""}${TITLE_SIZE[size]} font-semibold`}>
        {Icon ? (
          <>
            <Icon aria-hidden className="h-5 w-5 text-brand-700" /> {title}
          </>
        ) : (
          title
        )}
      </h2>
      {children}
    </Tag>
  );
}
