// An owner's approval of a counter's discount above the limit, inside the checkout form: shown
// once the sale was refused for it, the owner types their e-mail and password and the clerk
// completes the sale again. Nothing is kept: the fields go with the sale.
import { TextField } from "~/components/ui/field";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function DiscountApproval({ errors }: { errors: Record<string, string> }) {
  const t = useStaffText().checkout.approval;
  return (
    <fieldset className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="discount-approval">
      <legend className="px-1 font-semibold">{t.title}</legend>
      <p role="alert" className="text-sm text-amber-900">
        {errors.approval ?? errors.approverPassword}
      </p>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <TextField id="approverEmail" name="approverEmail" type="email" label={t.email} autoComplete="off" error={errors.approverEmail} />
      <TextField id="approverPassword" name="approverPassword" type="password" label={t.password} autoComplete="off" />
    </fieldset>
  );
}
