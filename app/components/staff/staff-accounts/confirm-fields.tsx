// The acting owner's own password (and a code from their app when their two-factor sign-in is on),
// asked again on /staff before a change to an owner's account, a new owner or a password reset.
import { CodeField, type fieldsOf, TextField } from "~/components/ui/field";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function ConfirmFields({ field, myTwoFactor }: { field: ReturnType<typeof fieldsOf>; myTwoFactor: boolean }) {
  const t = useStaffText().staff.member;
  return (
    <>
      <TextField
        {...field("confirmPassword")}
        label={t.yourPassword}
        className="min-w-0 flex-1 basis-48"
        type="password"
        autoComplete="current-password"
        maxLength={128}
      />
      {myTwoFactor && <CodeField {...field("confirmCode")} label={t.yourCode} className="min-w-0 basis-36" />}
    </>
  );
}
