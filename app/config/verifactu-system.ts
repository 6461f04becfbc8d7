// The billing system as the tax agency knows it: the `SistemaInformatico` block of every
// VERI*FACTU record and the system's items of the responsible declaration. Its producer is the
// shop itself (decision 110): the name and NIF a record carries are the seller's the sale copied,
// and the declaration's producer (name, NIF, address, contact) is the shop's settings, so the two
// agree without a producer written here.
import pkg from "../../package.json";

/** The software: the same for every shop that runs it. */
export interface VerifactuSoftware {
  /** At most 30 characters. */
  systemName: string;
  /** The system's identifier code: at most 2 characters. */
  systemId: string;
  /** The full version, as package.json gives it. */
  version: string;
  /** Installation number: this shop's installation. */
  installationNumber: string;
  /** The system can only work as VERI*FACTU (it has no signed-log mode). */
  onlyVerifactu: true;
  /** It can serve several taxpayers (no: one shop per installation). */
  multiTaxpayer: false;
  /** It serves several taxpayers in this installation (no). */
  severalTaxpayers: false;
}

/** The producer of the software (who signs the responsible declaration): the shop. */
export interface VerifactuProducer {
  producerName: string;
  producerNif: string;
  producerAddress: string;
  producerEmail: string;
  producerWeb: string;
}

/** What a record's SistemaInformatico block carries: the software and its producer's name and NIF. */
export type VerifactuSystem = VerifactuSoftware & Pick<VerifactuProducer, "producerName" | "producerNif">;

export const VERIFACTU_SOFTWARE: VerifactuSoftware = {
  systemName: "Tyre Shop back-office",
  systemId: "TS",
  version: pkg.version,
  installationNumber: "0001",
  onlyVerifactu: true,
  multiTaxpayer: false,
  severalTaxpayers: false,
};

/** The SistemaInformatico of a record whose producer is named `name` with NIF `nif`. */
export function verifactuSystem(producer: { name: string; nif: string }): VerifactuSystem {
  return { ...VERIFACTU_SOFTWARE, producerName: producer.name, producerNif: producer.nif };
}
