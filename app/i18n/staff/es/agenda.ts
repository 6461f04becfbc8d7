// The back-office texts of the fitting agenda (/agenda). Spanish is the source; en/agenda.ts is typed against it.
const agenda = {};

export default agenda;
