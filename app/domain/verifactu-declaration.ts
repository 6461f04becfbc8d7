// The responsible declaration (declaración responsable, Orden HAC/1177/2024 art. 15.1 a)-l) and its
// annex): docs/declaracion-responsable.md is its text with {{placeholders}}, filled here from the
// software's configuration and the producer, the shop as its settings say (decision 110): the
// same name and NIF every record's SistemaInformatico block carries, so the two never disagree.
import { VERIFACTU_SOFTWARE, type VerifactuProducer, type VerifactuSoftware, verifactuSystem } from "~/config/verifactu-system";
import { fullAddress, type ShopSettings } from "./shop-settings";

/** The declaration's subject: the software and its producer. */
export type DeclarationSubject = VerifactuSoftware & VerifactuProducer;

/** The shop as the software's producer: its legal name, NIF, postal address and e-mail from its settings; its web, the shop's site. */
export function shopProducer(
  shop: Pick<ShopSettings, "legalName" | "nif" | "street" | "postalCode" | "town" | "province" | "email">,
  web: string,
): VerifactuProducer {
  return {
    producerName: shop.legalName,
    producerNif: shop.nif,
    producerAddress: fullAddress(shop),
    producerEmail: shop.email,
    producerWeb: web,
  };
}

/** The declaration's subject for a shop: the same producer name and NIF as `verifactuSystem` gives its records. */
export function declarationSubject(producer: VerifactuProducer): DeclarationSubject {
  const system = verifactuSystem({ name: producer.producerName, nif: producer.producerNif });
  return { ...VERIFACTU_SOFTWARE, ...producer, ...system };
}

/** The declaration's values, by placeholder name. */
export function declarationValues(s: DeclarationSubject): Record<string, string> {
  return {
    systemName: s.systemName,
    systemId: s.systemId,
    version: s.version,
    installationNumber: s.installationNumber,
    onlyVerifactu: s.onlyVerifactu ? "Sí" : "No",
    multiTaxpayer: s.multiTaxpayer ? "Sí" : "No",
    severalTaxpayers: s.severalTaxpayers ? "Sí" : "No",
    producerName: s.producerName,
    producerNif: s.producerNif,
    producerAddress: s.producerAddress,
    producerEmail: s.producerEmail,
    producerWeb: s.producerWeb,
  };
}

/** The declaration's text with every placeholder filled; an unknown placeholder is an error. */
export function fillDeclaration(template: string, s: DeclarationSubject): string {
  const values = declarationValues(s);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = values[name];
    if (v == null) throw new Error(`declaration: unknown placeholder {{${name}}}`);
    return v.replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`);
  });
}
