// "Remove demo data" on the settings screen: shown while the demo tyres, reservations or posts of
// the first start are still there; the owner ticks a box to confirm.
import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { secondaryButton } from "~/components/ui/button";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { staffPath } from "~/staff-paths";

export function DemoDataPanel({ left }: { left: { tyres: number; reservations: number; posts: number } | null }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const errors = resultFieldErrors(fetcher.data);
  if (!left || left.tyres + left.reservations + left.posts === 0) return null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      className="mt-6 rounded-xl border border-red-200 bg-white p-4 shadow-sm"
      aria-labelledby="demo-heading"
      data-testid="demo-data"
    >
      <h2 id="demo-heading" className="text-lg font-semibold">
        Demo data
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The shop still holds the demo data of its first start: {left.tyres} tyres, {left.reservations} reservations and {left.posts} blog
        posts. Remove them before you start selling for real. Your own tyres, posts, reservations and every invoice stay; a demo tyre that a
        real invoice names is kept.
      </p>
      <fetcher.Form method="post" action={staffPath("demoData")} className="mt-3 space-y-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" className="mt-1 h-4 w-4" aria-invalid={errors.confirm ? true : undefined} />
          Yes, delete the demo tyres, reservations and blog posts
        </label>
        {errors.confirm && <p className="text-xs text-red-700">{errors.confirm}</p>}
        <button type="submit" disabled={busy} className={`${secondaryButton} min-h-11 border-red-300 text-red-800`}>
          <Trash2 aria-hidden className="h-4 w-4" /> {busy ? "Removing…" : "Remove demo data"}
        </button>
      </fetcher.Form>
    </section>
  );
}
