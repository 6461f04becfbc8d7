import { describe, expect, it } from "vitest";
import { checkTaxId, normaliseTaxId } from "./tax-id";

describe("Spanish tax identifiers", () => {
  it("accepts a NIF, an NIE and company NIFs with the right check character", () => {
    for (const ok of [
      "12345678Z",
      "00000000T",
      "X1234567L",
      "Y1234567X",
      "Z1234567R",
      "B04123451",
      "B12345674",
      "A58818501",
      "Q2826000H",
      "P2807900B",
      "G12345674",
      "G1234567D",
    ])
      expect(checkTaxId(ok), ok).toBe("ok");
  });
  it("refuses a wrong check character, and says so apart from a wrong shape", () => {
    for (const bad of ["12345678A", "X1234567A", "B04123456", "B1234567D", "Q2826000A", "P28079002"])
      expect(checkTaxId(bad), bad).toBe("check");
    for (const bad of ["", "1234567Z", "123456789", "I1234567A", "B123456", "BB1234567", "X12345678L"])
      expect(checkTaxId(bad), bad).toBe("format");
  });
  it("reads an identifier as people write it", () => {
    expect(normaliseTaxId(" b-04.123 451 ")).toBe("B04123451");
  });
});
