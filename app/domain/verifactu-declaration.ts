// The responsible declaration (declaración responsable, Orden HAC/1177/2024 art. 15.1 a)-l) and its
// annex): docs/declaracion-responsable.md is its text with {{placeholders}}, filled here from the
// same configuration as every record's SistemaInformatico block, so the two never disagree.
import type { VerifactuSystem } from "~/config/verifactu-system";

/** The declaration's values, by placeholder name. */
export function declarationValues(s: VerifactuSystem): Record<string, string> {
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
export function fillDeclaration(template: string, s: VerifactuSystem): string {
  const values = declarationValues(s);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = values[name];
    if (v == null) throw new Error(`declaration: unknown placeholder {{${name}}}`);
    return v.replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`);
  });
}
