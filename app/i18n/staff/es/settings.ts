// The back-office texts of the settings (/settings). Spanish is the source; en/settings.ts is typed against it.
const settings = {};

export default settings;
