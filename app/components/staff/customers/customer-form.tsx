// A form of a customer's record: it posts its intent and the customer's id with the fields inside,
// and leaves the checks to the server (whose messages come back beside the fields).
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import type { CUSTOMER_INTENT } from "~/components/staff/shared/intents";
import type { ActionResult } from "~/lib/action-result";

export function CustomerForm({
  fetcher,
  intent,
  id,
  className,
  testId,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  intent: (typeof CUSTOMER_INTENT)[keyof typeof CUSTOMER_INTENT];
  id: number;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" noValidate className={className} data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </fetcher.Form>
  );
}
