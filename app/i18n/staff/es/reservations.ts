// The back-office texts of the reservations (/reservations). Spanish is the source; en/reservations.ts is typed against it.
const reservations = {};

export default reservations;
