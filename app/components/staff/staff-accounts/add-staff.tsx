// /staff's form that adds a member of staff (owner or counter) with a password the owner hands over;
// a new owner asks for the acting owner's own password (and code) too.
import { UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { STAFF_INTENT } from "~/components/staff/shared/intents";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { ConfirmFields } from "./confirm-fields";

export function AddStaff({ myTwoFactor }: { myTwoFactor: boolean }) {
  const texts = useStaffText();
  const t = texts.staff.add;
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [role, setRole] = useState("counter");
  useActionToast(fetcher, {
    onSuccess: () => {
      formRef.current?.reset();
      setRole("counter");
    },
  });
  const busy = fetcher.state !== "idle";
  const field = fieldsOf("staff-", resultFieldErrors(fetcher.data));
  return (
    <StaffSection titleId="add-staff-title" title={t.title} intro={t.intro} icon={<UserPlus aria-hidden className="h-5 w-5" />}>
      <fetcher.Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="add-staff-form">
        <input type="hidden" name="intent" value={STAFF_INTENT.add} />
        <TextField {...field("email")} label={t.email} type="email" autoComplete="off" maxLength={254} />
        <TextField {...field("name")} label={t.name} type="text" autoComplete="off" maxLength={100} />
        <TextField {...field("password")} label={t.password} type="password" autoComplete="new-password" maxLength={128} />
        <SelectField {...field("role")} label={t.role} value={role} onChange={(e) => setRole(e.target.value)}>
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
        {role === "owner" && (
          <div className="flex flex-wrap items-end gap-2 sm:col-span-2" data-testid="add-staff-confirm">
            <p className="w-full text-sm text-slate-700">{t.ownerConfirm}</p>
            <ConfirmFields field={field} myTwoFactor={myTwoFactor} />
          </div>
        )}
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} icon={UserPlus} label={t.submit} busyLabel={t.adding} className="min-h-11 w-full sm:w-auto" />
        </div>
      </fetcher.Form>
    </StaffSection>
  );
}
