// The owner's "Remove demo data" form: the removal is confirmed by ticking a box (nothing else
// is posted). Browser-safe.
import { z } from "zod";

export const removeDemoSchema = z.object({
  confirm: z.literal("yes", "Tick the box to confirm: the demo tyres, reservations and posts are deleted"),
});
