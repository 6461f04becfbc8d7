// The account's own name and sign-in e-mail on /account: the owner renames the demo admin to
// themself. A new e-mail asks for the password again; the session stays signed in.
import { useFetcher } from "react-router";
import { ACCOUNT_INTENT } from "~/components/staff/shared/intents";
import { fieldsOf, TextField } from "~/components/ui/field";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";

export function ProfileSection({ name, email }: { name: string; email: string }) {
  const t = useStaffText().account.profile;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const errors = resultFieldErrors(fetcher.data);
  const field = fieldsOf("profile-", errors);
  return (
    <StaffSection titleId="profile-title" title={t.title} intro={t.intro} data-testid="profile">
      {/* Saved, the page's data names the account anew: the form starts again from it. */}
      <fetcher.Form key={`${name}\n${email}`} method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.profile} />
        <TextField {...field("name")} label={t.name} defaultValue={name} maxLength={100} autoComplete="name" />
        <TextField {...field("email")} label={t.email} type="email" defaultValue={email} maxLength={254} autoComplete="username" />
        <TextField {...field("password")} label={t.password} type="password" autoComplete="current-password" />
        <SubmitButton busy={fetcher.state !== "idle"} label={t.save} variant="outline" size="md" className="w-full" />
      </fetcher.Form>
    </StaffSection>
  );
}
