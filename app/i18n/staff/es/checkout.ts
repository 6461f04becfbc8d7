// The back-office texts of the basket and checkout (/checkout). Spanish is the source; en/checkout.ts is typed against it.
const checkout = {};

export default checkout;
