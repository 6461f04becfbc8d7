// The back-office texts of the service catalogue (/services) and services at the till. Spanish is the source; en/services.ts is typed against it.
const services = {};

export default services;
