// The statuses staff see as badges: a tyre's (available, reserved, sold) and a blog post's (draft,
// not public; scheduled, public from its date; published). Both are the kit's Badge in a tone.
import { Badge, type BadgeTone, STATUS_TONE } from "~/components/ui/badge";
import type { PostStatus } from "~/domain/blog";
import type { TyreStatus } from "~/domain/tyre";
import { useStaffText } from "~/lib-ui/use-staff-text";

const POST_STATUS_TONE: Record<PostStatus, BadgeTone> = { draft: "neutral", scheduled: "amber", published: "green" };

export function StatusBadge({ status }: { status: TyreStatus }) {
  const t = useStaffText().inventory;
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status}>
      {t.statuses[status]}
    </Badge>
  );
}

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const t = useStaffText().posts.statuses;
  return (
    <Badge tone={POST_STATUS_TONE[status]} data-status={status}>
      {t[status]}
    </Badge>
  );
}
