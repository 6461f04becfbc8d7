// How the back-office writes a moment ("24 Nov 2026, 10:58"): in the shop's time zone whatever
// the server's, so every staff screen says the same time as the shop's clock.
export const staffDateTime = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Madrid",
});
