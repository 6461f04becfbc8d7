// A blog post's status as a badge: draft (not public), scheduled (public from its date), published.
import type { PostStatus } from "~/domain/blog";
import { useStaffText } from "~/i18n/staff/use-staff-text";

const STYLES: Record<PostStatus, string> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-500/20",
  scheduled: "bg-amber-100 text-amber-900 ring-amber-600/30",
  published: "bg-green-100 text-green-800 ring-green-600/20",
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const t = useStaffText().posts.statuses;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {t[status]}
    </span>
  );
}
