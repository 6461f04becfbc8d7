import type verifactu from "../es/verifactu";

const en = {} satisfies typeof verifactu;

export default en;
