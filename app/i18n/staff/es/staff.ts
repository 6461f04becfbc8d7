// The back-office texts of the staff accounts (/staff). Spanish is the source; en/staff.ts is typed against it.
const staff = {};

export default staff;
