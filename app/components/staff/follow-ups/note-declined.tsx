// Noting declined work at the counter: the plate, what the customer did not want done, the tread
// measured and why. It stays on the vehicle and on the follow-ups list.
import { Save } from "lucide-react";
import { useFetcher } from "react-router";
import { fieldsOf, TextField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function NoteDeclined({ plate }: { plate: string }) {
  const t = useStaffText().followUps.note;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("declined-", resultFieldErrors(fetcher.data));
  return (
    <StaffSection titleId="note-declined-title" title={t.title} intro={t.intro} id="note">
      <fetcher.Form
        method="post"
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_8rem_1fr_auto] lg:items-end"
        data-testid="note-declined"
      >
        <input type="hidden" name="intent" value="note" />
        <TextField {...field("plate")} label={t.plate} defaultValue={plate} maxLength={20} controlClass="uppercase" autoComplete="off" />
        <TextField {...field("description")} label={t.description} maxLength={200} />
        <TextField {...field("tread")} label={t.tread} inputMode="decimal" maxLength={4} />
        <TextField {...field("reason")} label={t.reason} maxLength={500} />
        <SubmitButton busy={fetcher.state !== "idle"} icon={Save} label={t.save} busyLabel={t.saving} size="md" className="min-h-11" />
      </fetcher.Form>
    </StaffSection>
  );
}
