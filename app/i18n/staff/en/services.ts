import type services from "../es/services";

const en = {} satisfies typeof services;

export default en;
