// The back-office texts of the CSV import (/import): upload, column mapping, preview and apply. Spanish is the source; en/import.ts is typed against it.
const importing = {};

export default importing;
