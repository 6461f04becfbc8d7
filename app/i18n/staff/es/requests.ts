// The back-office texts of the customers' size requests (/requests). Spanish is the source; en/requests.ts is typed against it.
const requests = {};

export default requests;
