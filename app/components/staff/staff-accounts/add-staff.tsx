// /staff's form that adds a member of staff (owner or counter) with a password the owner hands over.
import { UserPlus } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { STAFF_INTENT } from "~/components/staff/shared/intents";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";

export function AddStaff() {
  const texts = useStaffText();
  const t = texts.staff.add;
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, { onSuccess: () => formRef.current?.reset() });
  const busy = fetcher.state !== "idle";
  const field = fieldsOf("staff-", resultFieldErrors(fetcher.data));
  return (
    <StaffSection titleId="add-staff-title" title={t.title} intro={t.intro} icon={<UserPlus aria-hidden className="h-5 w-5" />}>
      <fetcher.Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="add-staff-form">
        <input type="hidden" name="intent" value={STAFF_INTENT.add} />
        <TextField {...field("email")} label={t.email} type="email" autoComplete="off" maxLength={254} />
        <TextField {...field("name")} label={t.name} type="text" autoComplete="off" maxLength={100} />
        <TextField {...field("password")} label={t.password} type="password" autoComplete="new-password" maxLength={128} />
        <SelectField {...field("role")} label={t.role} defaultValue="counter">
          <option value="counter">{t.counterRole}</option>
          <option value="owner">{t.ownerRole}</option>
        </SelectField>
        <SelectField {...field("language")} label={t.language} defaultValue="">
          <option value="">{t.followBrowser}</option>
          <option value="es" lang="es">
            {texts.languageNames.es}
          </option>
          <option value="en" lang="en">
            {texts.languageNames.en}
          </option>
        </SelectField>
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} icon={UserPlus} label={t.submit} busyLabel={t.adding} className="min-h-11 w-full sm:w-auto" />
        </div>
      </fetcher.Form>
    </StaffSection>
  );
}
