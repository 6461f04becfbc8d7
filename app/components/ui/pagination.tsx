// The pages of a long staff list: Previous, "Page 2 of 5", Next, or, for a list read by a cursor
// (the audit log), one link to the older entries. Links carry rel="prev" / rel="next"; an end of
// the list shows its button dimmed.
import { Link } from "react-router";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { secondaryButton } from "./button";

type Pages =
  /** Numbered pages: the link of each page comes from `href`. */
  | { page: number; pageCount: number; href: (page: number) => string }
  /** A cursor: only the next (older) part of the list, under its own name. */
  | { next: string | null; nextLabel: string };

export function Pagination(props: Pages & { className?: string }) {
  const t = useStaffText().pagination;
  const numbered = "page" in props;
  if (numbered ? props.pageCount <= 1 : props.next == null) return null;
  const step = (to: string | null, rel: "prev" | "next", label: string) =>
    to != null ? (
      <Link className={secondaryButton} to={to} rel={rel}>
        {label}
      </Link>
    ) : (
      <span className={`${secondaryButton} opacity-50`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav aria-label={t.label} className={`flex items-center justify-center gap-3 ${props.className ?? ""}`}>
      {numbered ? (
        <>
          {step(props.page > 1 ? props.href(props.page - 1) : null, "prev", t.previous)}
          <span className="text-sm text-slate-600">{t.pageOf(props.page, props.pageCount)}</span>
          {step(props.page < props.pageCount ? props.href(props.page + 1) : null, "next", t.next)}
        </>
      ) : (
        step(props.next, "next", props.nextLabel)
      )}
    </nav>
  );
}
