// The billing system as the tax agency knows it: the `SistemaInformatico` block of every
// VERI*FACTU record and the producer's data in the responsible declaration come from here, so the
// two can never disagree (a test compares them). Change the producer's data here, in one place.
import pkg from "../../package.json";

export interface VerifactuSystem {
  /** The producer of the software (who signs the responsible declaration). */
  producerName: string;
  producerNif: string;
  producerAddress: string;
  producerEmail: string;
  producerWeb: string;
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

export const VERIFACTU_SYSTEM: VerifactuSystem = {
  producerName: "Neumáticos Almería Rural S.L.",
  producerNif: "B04123451",
  producerAddress: "Carretera Provincial AL-3102, km 4, 04470 Laujar de Andarax (Almería)",
  producerEmail: "info@neumaticosalmeriarural.es",
  producerWeb: "https://neumaticosalmeriarural.es",
  systemName: "Tyre Shop back-office",
  systemId: "TS",
  version: pkg.version,
  installationNumber: "0001",
  onlyVerifactu: true,
  multiTaxpayer: false,
  severalTaxpayers: false,
};
