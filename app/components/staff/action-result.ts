// What the staff actions answer, and a hook that toasts it once when a fetcher finishes.
import { useEffect, useRef } from "react";
import { toast } from "sonner";

export type ActionResult =
  | { ok: true; message: string; intent?: string }
  | { ok: false; message: string; intent?: string; fieldErrors?: Record<string, string> };

export function useActionToast(state: "idle" | "loading" | "submitting", data: ActionResult | undefined, onSuccess?: (d: ActionResult) => void) {
  const seen = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" || !data || seen.current === data) return;
    seen.current = data;
    if (data.ok) {
      toast.success(data.message);
      onSuccess?.(data);
    } else toast.error(data.message);
  }, [state, data, onSuccess]);
}
