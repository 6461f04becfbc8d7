import { useEffect } from "react";
import { toast } from "sonner";
import type { Flash } from "~/server/auth/flash.server";

/** Shows a server flash (or an action result) as a toast once. */
export function FlashToast({ flash }: { flash: Flash | null | undefined }) {
  useEffect(() => {
    if (!flash) return;
    if (flash.type === "error") toast.error(flash.message);
    else toast.success(flash.message);
  }, [flash]);
  return null;
}
