// The back-office texts of the dashboard (/dashboard). Spanish is the source; en/dashboard.ts is typed against it.
const dashboard = {};

export default dashboard;
