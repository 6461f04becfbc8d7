import type requests from "../es/requests";

const en = {} satisfies typeof requests;

export default en;
