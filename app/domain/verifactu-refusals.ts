// What the owner is told when the shop's certificate or a VERI*FACTU setting is refused, in English
// (the staff catalogue holds the Spanish and points its English area here). Browser-safe.
export const VERIFACTU_REFUSALS = {
  chooseFile: "Choose the certificate file (.p12 or .pfx)",
  tooLarge: "That file is too large to be a certificate (.p12 or .pfx)",
  wrongPassword: "The password does not open this certificate",
  notPkcs12: "That file is not a PKCS#12 certificate (.p12 or .pfx) with its private key",
  noKey: "That file holds no certificate with its private key",
  expired: (day: string) => `This certificate expired on ${day}: renew it and upload the new one`,
  notYetValid: (day: string) => `This certificate is valid only from ${day}`,
  otherNif: (nifs: string, shopNif: string) => `This certificate is for ${nifs}, not for the shop's NIF ${shopNif}`,
  noNif: (shopNif: string) => `This certificate names no NIF; the agency needs one for the shop's NIF ${shopNif}`,
  uploadFirst: "Upload the shop's certificate before turning sending on",
  notRejected: "That record is not a rejected one (already queued again, accepted or unknown)",
};
export type VerifactuRefusals = typeof VERIFACTU_REFUSALS;
