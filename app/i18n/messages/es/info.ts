// Texts of the info screens (Spanish source).
const info = {};
export default info;
