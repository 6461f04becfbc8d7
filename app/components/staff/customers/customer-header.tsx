// The top of a customer's page: back to the list, their name and number, and whether the record
// was merged into another or its personal data erased.
import { Link } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export function CustomerHeader({
  customer,
  mergedIntoId,
  erased,
}: {
  customer: { id: number; name: string };
  mergedIntoId: number | null;
  erased: boolean;
}) {
  const t = useStaffText().customers.page;
  return (
    <div>
      <BackLink to={staffPath("customers")} className="mb-2">
        {t.back}
      </BackLink>
      <h1 className="break-words text-2xl font-bold" data-testid="customer-name">
        {customer.name} <span className="text-base font-normal text-slate-500">#{customer.id}</span>
      </h1>
      {mergedIntoId != null && (
        <p className="mt-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t.mergedInto}
          <Link to={staffPath("customer", { id: mergedIntoId })} className="underline">
            {t.customerNumber(mergedIntoId)}
          </Link>
          .
        </p>
      )}
      {erased && <p className="mt-1 rounded-md bg-slate-100 p-2 text-sm text-slate-700">{t.erased}</p>}
    </div>
  );
}
