// Texts of the store screens (Spanish source).
const store = {};
export default store;
