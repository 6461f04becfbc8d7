// The top of a page that says something went through (a reservation, a stock request, a
// cancellation, an appointment): a green tick and the page's title, centred.
import type { ComponentProps } from "react";
import { CheckCircle2 } from "~/components/store/icons";

export function DoneHeading({ children, ...rest }: Omit<ComponentProps<"h1">, "className">) {
  return (
    <>
      <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-green-700" />
      <h1 className="mt-4 text-center text-3xl font-extrabold" {...rest}>
        {children}
      </h1>
    </>
  );
}
