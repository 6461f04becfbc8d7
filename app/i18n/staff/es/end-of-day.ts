// The back-office texts of the end of day (/end-of-day). Spanish is the source; en/end-of-day.ts is typed against it.
const endOfDay = {};

export default endOfDay;
