// A short page that says one thing in a narrow centred column: its title (with the green tick when
// something went through, DoneHeading), then what to know and where to go next.
import type { ReactNode } from "react";
import { DoneHeading } from "~/components/store/done-heading";

export function MessagePage({
  title,
  done = false,
  testId,
  children,
}: {
  title: string;
  done?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 text-center" data-testid={testId}>
      {done ? <DoneHeading>{title}</DoneHeading> : <h1 className="text-2xl font-bold">{title}</h1>}
      {children}
    </div>
  );
}
