// The owner's "Remove demo data" form: the removal is confirmed in a dialog, which posts
// confirm=yes (nothing else is posted); `message` is the refusal without it, in the back-office's
// language. Browser-safe.
import { z } from "zod";

export const removeDemoSchemaIn = (message: string) => z.object({ confirm: z.literal("yes", message) });
