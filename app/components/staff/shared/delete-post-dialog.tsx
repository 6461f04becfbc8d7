// The one confirmation before a blog post is deleted (from the list and from the editor).
import { ConfirmDialog } from "~/components/ui/dialog";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function DeletePostDialog<P extends { id: number; title: string; hasCover: boolean; translation: { title: string } | null }>({
  post,
  onClose,
  onConfirm,
}: {
  post: P | null;
  onClose: () => void;
  onConfirm: (post: P) => void;
}) {
  const t = useStaffText().posts.deleteDialog;
  return (
    <ConfirmDialog
      open={post != null}
      onClose={onClose}
      title={t.title}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      onConfirm={() => post && onConfirm(post)}
      confirmTestId="confirm-delete"
    >
      {post && t.body(post.title, post.hasCover)}
      {post?.translation && t.translation(post.translation.title)}
    </ConfirmDialog>
  );
}
