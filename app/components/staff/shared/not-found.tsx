// What a staff screen shows for a record that does not exist (an invoice, a blog post): its title
// and the way back to the list. The route's ErrorBoundary passes it to RouteError as `notFound`.
import { BackLink } from "~/components/ui/back-link";

export function StaffNotFound({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      <BackLink to={back}>{backLabel}</BackLink>
    </div>
  );
}
