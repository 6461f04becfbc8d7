// The one confirmation before a blog post is deleted (from the list and from the editor).
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { buttonClass, secondaryButton } from "./dialog-shell";

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
    <AlertDialog.Root open={post != null} onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{t.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {post && t.body(post.title, post.hasCover)}
            {post?.translation && t.translation(post.translation.title)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={`${secondaryButton} min-h-11`}>{t.keep}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${buttonClass} min-h-11 bg-red-700 text-white hover:bg-red-800`}
              onClick={() => post && onConfirm(post)}
              data-testid="confirm-delete"
            >
              {t.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
