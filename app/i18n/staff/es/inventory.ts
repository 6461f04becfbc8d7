// The back-office texts of the inventory screen (/inventory): the list, the tyre form dialog, photos, the counter reserve dialog. Spanish is the source; en/inventory.ts is typed against it.
const inventory = {};

export default inventory;
