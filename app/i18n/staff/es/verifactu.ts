const verifactu = {};

export default verifactu;
