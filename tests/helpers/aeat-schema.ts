// Validates a VERI*FACTU document against the agency's published schemas (tests/fixtures/aeat)
// with xmllint (Debian's libxml2-utils).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const AEAT_SCHEMA = join(import.meta.dirname, "..", "fixtures", "aeat", "SuministroLR.xsd");

/** null when the document is valid, else xmllint's messages. */
export function schemaErrors(xml: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), "aeat-xsd-"));
  const file = join(dir, "doc.xml");
  writeFileSync(file, xml);
  try {
    execFileSync("xmllint", ["--noout", "--nonet", "--schema", AEAT_SCHEMA, file], { stdio: "pipe" });
    return null;
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    return err.stderr?.toString() || err.message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The `RegFactuSistemaFacturacion` element of a SOAP request, as a document of its own. */
export function regFactuOf(envelope: string): string | null {
  const m = /<sfLR:RegFactuSistemaFacturacion[\s\S]*<\/sfLR:RegFactuSistemaFacturacion>/.exec(envelope);
  return m ? `<?xml version="1.0" encoding="UTF-8"?>\n${m[0]}` : null;
}
