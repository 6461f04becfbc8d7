// "Remove demo data" on the settings screen: shown while the demo tyres, reservations or posts of
// the first start are still there; the owner confirms in a dialog, which posts confirm=yes.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { dangerButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { StaffSection } from "~/components/ui/section";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";

export function DemoDataPanel({ left }: { left: { tyres: number; reservations: number; posts: number } | null }) {
  const t = useStaffText().settings.demo;
  const fetcher = useFetcher<ActionResult>();
  const [asking, setAsking] = useState(false);
  useActionToast(fetcher);
  if (!left || left.tyres + left.reservations + left.posts === 0) return null;
  const busy = fetcher.state !== "idle";
  const remove = () => {
    setAsking(false);
    void fetcher.submit({ confirm: "yes" }, { method: "post", action: staffPath("demoData") });
  };
  return (
    <StaffSection
      titleId="demo-heading"
      title={t.title}
      intro={t.left(left.tyres, left.reservations, left.posts)}
      danger
      className="mt-6"
      data-testid="demo-data"
    >
      <button type="button" disabled={busy} className={`${dangerButton} mt-3 min-h-11`} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> {busy ? t.removing : t.remove}
      </button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t.confirmTitle}
        keepLabel={t.keep}
        confirmLabel={t.confirm}
        onConfirm={remove}
        confirmTestId="confirm-remove-demo"
      >
        {t.confirmBody}
      </ConfirmDialog>
    </StaffSection>
  );
}
