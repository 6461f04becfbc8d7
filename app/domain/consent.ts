// A customer's consent to be contacted, one per channel (decision 108): e-mail (the shop's
// reminders by e-mail) and phone (staff calling or writing on WhatsApp). Off until the customer
// says yes; recorded with when and how it was given; withdrawn by the customer's link or by staff.

export const CONSENT_CHANNELS = ["email", "phone"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** How the customer gave it. "migrated": the single consent kept before consent per channel. */
export const CONSENT_SOURCES = ["counter", "phone", "written", "reservation-form", "migrated"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The sources staff choose from when they record a consent on the customer page. */
export const STAFF_CONSENT_SOURCES = ["counter", "phone", "written"] as const satisfies readonly ConsentSource[];

/** How it was withdrawn: the customer's signed link, or staff on the customer page. */
export const WITHDRAWN_VIA = ["link", "staff"] as const;
export type WithdrawnVia = (typeof WITHDRAWN_VIA)[number];
