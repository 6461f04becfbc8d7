// The responsible declaration page (/invoices/declaration) as an admin gets it: every item a)-l) of
// Orden HAC/1177/2024 art. 15.1 is there, the producer is the shop as its settings say (decision
// 110: its legal name, NIF, address, e-mail and site), and the system's and producer's values are
// exactly those of the SistemaInformatico block of the records the shop sends to the tax agency.
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { verifactuSystem } from "~/config/verifactu-system";
import { buildRegFactuXml } from "~/domain/verifactu-xml";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { callRoute, clearApp, signedInAdmin } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";

const ORIGIN = "http://127.0.0.1:3000";
/** The owner's own seller data, not the first settings' demo company. */
const SELLER = {
  legalName: "Juana Pérez García",
  nif: "12345678Z",
  street: "Calle Mayor 7",
  postalCode: "04001",
  town: "Almería",
  province: "Almería",
  email: "taller@perez.example",
};
let t: TestDatabase;
let cookie = "";
let text = "";

beforeAll(async () => {
  t = await createTestDatabase("pglite");
  cookie = await signedInAdmin(t, { origin: ORIGIN, secret: "declaration-secret-declaration-secret-01" });
  await t.db.update(shopSettings).set({ data: { ...DEFAULT_SHOP_SETTINGS, ...SELLER } });
  const page = (await import("~/routes/staff/declaration")) as unknown as { loader: (a: unknown) => Promise<unknown> };
  const r = await callRoute(() =>
    page.loader({
      request: new Request(`${ORIGIN}/invoices/declaration`, { headers: { cookie } }),
      params: {},
      context: routeContext({ origin: "https://taller.example" }),
    }),
  );
  expect(r.status).toBe(200);
  text = String(r.body.html)
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
});
afterAll(async () => {
  clearApp();
  await t?.close();
});

/** The value the declaration gives for an item: the text after its label, up to the next item. */
function item(letter: string): string {
  const m = new RegExp(`${letter}\\) [^:]+: (.*?)(?= [a-l]\\) |Campos que debe| Anexo|$)`).exec(text);
  if (!m) throw new Error(`item ${letter}) is missing`);
  return m[1]!.trim();
}

describe("the responsible declaration", () => {
  it("has every item a)-l) of art. 15.1, the annex, and says what the signer must fill in", () => {
    for (const letter of "abcdefghijkl") expect(() => item(letter)).not.toThrow();
    expect(text).toContain("Anexo");
    expect(text).toContain("Campos que debe completar quien firma: la fecha y el lugar de suscripción (l)");
    expect(item("g")).toMatch(/^ninguno/);
    expect(item("k")).toContain("artículo 29.2.j) de la Ley 58/2003");
    expect(item("k")).toContain("Real Decreto 1007/2023");
    expect(item("k")).toContain("Orden HAC/1177/2024");
    expect(item("d")).toMatch(/hardware/);
  });

  it("its producer is the shop as its settings say, and the signer is sent to the settings, not to a source file", () => {
    expect(item("h")).toBe(SELLER.legalName);
    expect(item("i")).toBe(SELLER.nif);
    expect(item("j")).toBe("Calle Mayor 7, 04001 Almería, Almería");
    expect(text).toContain(`Contacto del productor: ${SELLER.email} · https://taller.example`);
    for (const demo of [DEFAULT_SHOP_SETTINGS.legalName, DEFAULT_SHOP_SETTINGS.nif, DEFAULT_SHOP_SETTINGS.street])
      expect(text).not.toContain(demo);
    expect(text).toContain("son los de la tienda en Ajustes");
    expect(text).not.toMatch(/app\/config|\.ts\b/);
  });

  it("its values are those of the SistemaInformatico block the records carry", () => {
    // The sender names the producer as the sale's seller snapshot: the same settings.
    const xml = buildRegFactuXml(
      { name: SELLER.legalName, nif: SELLER.nif },
      [
        {
          record: {
            kind: "anulacion",
            issuerNif: SELLER.nif,
            invoiceNumber: "2027-000001",
            issueDate: "01-01-2027",
            previous: null,
            generatedAt: "2027-01-01T10:00:00+01:00",
            hash: "A".repeat(64),
          },
          sendAs: { afterRejection: false },
        },
      ],
      verifactuSystem({ name: SELLER.legalName, nif: SELLER.nif }),
    );
    const si = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml).RegFactuSistemaFacturacion.RegistroFactura
      .RegistroAnulacion.SistemaInformatico;
    const yesNo = (v: string) => (v === "S" ? "Sí" : "No");
    expect(item("a")).toBe(si.NombreSistemaInformatico);
    expect(item("b")).toBe(si.IdSistemaInformatico);
    expect(item("c")).toBe(si.Version);
    expect(item("e")).toBe(yesNo(si.TipoUsoPosibleSoloVerifactu));
    expect(item("f")).toMatch(
      new RegExp(
        `^${yesNo(si.TipoUsoPosibleMultiOT)} .*número de instalación ${si.NumeroInstalacion};.*: ${yesNo(si.IndicadorMultiplesOT)}\\)`,
      ),
    );
    expect(item("h")).toBe(si.NombreRazon);
    expect(item("i")).toBe(si.NIF);
    expect(item("k")).toContain(`${si.NombreSistemaInformatico}, en la versión ${si.Version}`);
  });
});
