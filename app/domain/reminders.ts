// Reminders that bring customers back (decision 108): which are due on a day, only with consent.

export const REMINDER_KINDS = ["declined-work", "tyre-age", "itv", "season"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How a reminder reaches the customer: an e-mail the shop sends, or a phone item staff contact. */
export const REMINDER_CHANNELS = ["email", "phone"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** What a reminder's message names (nothing personal): the DOT, the ITV date, the season. */
export type ReminderFacts = {
  dot?: string;
  itvDueOn?: string;
  season?: "autumn" | "spring";
};
