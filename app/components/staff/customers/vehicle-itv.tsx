// A vehicle's next ITV date on the customer page (decision 108): its reminder goes a month before.
// A date in the past is refused by the server, its message beside the field.
import { CalendarCheck } from "lucide-react";
import { useFetcher } from "react-router";
import { fieldsOf, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { CUSTOMER_INTENT } from "~/components/staff/shared/intents";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { CustomerForm } from "./customer-form";

export function VehicleItv({
  customerId,
  vehicle,
}: {
  customerId: number;
  vehicle: { id: number; plate: string; itvDueOn: string | null };
}) {
  const t = useStaffText().customers.itv;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf(`itv-${vehicle.id}-`, resultFieldErrors(fetcher.data));
  return (
    <CustomerForm
      fetcher={fetcher}
      intent={CUSTOMER_INTENT.itv}
      id={customerId}
      className="mt-2 flex flex-wrap items-end gap-2"
      testId={`vehicle-itv-${vehicle.id}`}
    >
      <input type="hidden" name="vehicleId" value={vehicle.id} />
      <TextField
        {...field("itvDueOn")}
        type="date"
        label={t.label(vehicle.plate)}
        hint={t.hint}
        defaultValue={vehicle.itvDueOn ?? ""}
        className="min-w-0 flex-1 basis-48"
      />
      <SubmitButton
        busy={fetcher.state !== "idle"}
        icon={CalendarCheck}
        label={t.save}
        busyLabel={t.saving}
        variant="outline"
        className="min-h-11"
      />
    </CustomerForm>
  );
}
