// The back-office texts of repricing the stock in bulk (/inventory/reprice). Spanish is the source; en/reprice.ts is typed against it.
const reprice = {};

export default reprice;
