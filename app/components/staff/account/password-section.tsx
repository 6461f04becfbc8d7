// Changing the password on /account (the current one is required; every other session ends), and
// signing out on every device.
import { Form, useActionData, useNavigation } from "react-router";
import { ACCOUNT_INTENT } from "~/components/staff/shared/intents";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";
import { buttonClasses } from "~/components/ui/button";
import { fieldsOf } from "~/components/ui/field";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { PasswordField } from "./fields";

export function PasswordSection() {
  const t = useStaffText().account.password;
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  useActionToast({ state: navigation.state, data: result });
  const field = fieldsOf("", resultFieldErrors(result));
  return (
    <StaffSection titleId="password-title" title={t.title}>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.password} />
        <PasswordField {...field("currentPassword")} label={t.current} autoComplete="current-password" />
        <PasswordField {...field("newPassword")} label={t.new} autoComplete="new-password" />
        <PasswordField {...field("confirmPassword")} label={t.again} autoComplete="new-password" />
        <SubmitButton busy={navigation.state === "submitting"} label={t.submit} size="md" className="w-full" />
      </Form>
    </StaffSection>
  );
}

export function SignOutEverywhereSection() {
  const t = useStaffText().account.signOutEverywhere;
  return (
    <StaffSection titleId="sign-out-everywhere-title" title={t.title} intro={t.intro}>
      <Form method="post" action={staffPath("logout")} className="mt-4">
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className={buttonClasses("outline", "md", "w-full")}>
          {t.submit}
        </button>
      </Form>
    </StaffSection>
  );
}
