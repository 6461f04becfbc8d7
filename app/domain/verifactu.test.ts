import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkRecord,
  formatGeneratedAt,
  formatIssueDate,
  formatRecordAmount,
  isRecordHash,
  recordHash,
  recordHashInput,
  type RecordHashFields,
  sha256HexUpper,
  verifactuQrUrl,
} from "./verifactu";

// Examples 1 and 2 of the AEAT's public document "Detalle de las especificaciones técnicas para
// generación de la huella o hash de los registros de facturación" (on the agency's developers' site).
const first: RecordHashFields = {
  issuerNif: "89890001K",
  invoiceNumber: "12345678/G33",
  issueDate: "01-01-2024",
  invoiceType: "F1",
  totalTax: "12.35",
  totalAmount: "123.45",
  previousHash: null,
  generatedAt: "2024-01-01T19:20:30+01:00",
};
const FIRST_HASH = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const second: RecordHashFields = {
  ...first,
  invoiceNumber: "12345679/G34",
  previousHash: FIRST_HASH,
  generatedAt: "2024-01-01T19:20:35+01:00",
};
const SECOND_HASH = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";

describe("invoice record fingerprint", () => {
  it("builds the exact text the agency hashes, with an empty Huella for the first record", () => {
    expect(recordHashInput(first)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
  });

  it("gives the published fingerprint of the first example", async () => {
    expect(await recordHash(first)).toBe(FIRST_HASH);
  });

  it("chains the second example to the first and gives its published fingerprint", async () => {
    expect(recordHashInput(second)).toContain(`&Huella=${FIRST_HASH}&`);
    expect(await recordHash(second)).toBe(SECOND_HASH);
  });

  it("treats an empty previous hash like none, and trims every value before hashing", async () => {
    expect(await recordHash({ ...first, previousHash: "" })).toBe(FIRST_HASH);
    expect(await recordHash({ ...first, issuerNif: " 89890001K ", invoiceNumber: "12345678/G33 " })).toBe(FIRST_HASH);
  });

  it("changes completely when any hashed field changes", async () => {
    const changed = await Promise.all([
      recordHash({ ...first, totalAmount: "123.46" }),
      recordHash({ ...first, totalTax: "12.36" }),
      recordHash({ ...first, invoiceType: "F2" }),
      recordHash({ ...first, generatedAt: "2024-01-01T19:20:31+01:00" }),
    ]);
    for (const h of changed) {
      expect(isRecordHash(h)).toBe(true);
      expect(h).not.toBe(FIRST_HASH);
    }
  });

  it("hashes the UTF-8 bytes (matches node:crypto on a non-ASCII name)", async () => {
    expect(await sha256HexUpper("")).toBe("E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855");
    const name = "Neumáticos Almería Rural";
    expect(await sha256HexUpper(name)).toBe(createHash("sha256").update(Buffer.from(name, "utf8")).digest("hex").toUpperCase());
  });
});

describe("chain check of one record", () => {
  it("accepts a record whose link and fingerprint hold", async () => {
    expect(await checkRecord({ ...first, id: 1, hash: FIRST_HASH }, null)).toBeNull();
    expect(await checkRecord({ ...second, id: 2, hash: SECOND_HASH }, FIRST_HASH)).toBeNull();
  });

  it("reports a changed amount as a fingerprint mismatch", async () => {
    const broken = await checkRecord({ ...second, totalAmount: "1.00", id: 2, hash: SECOND_HASH }, FIRST_HASH);
    expect(broken).toMatchObject({ reason: "hash-mismatch", actual: SECOND_HASH });
  });

  it("reports a record that does not point at the one before it", async () => {
    const broken = await checkRecord({ ...second, id: 2, hash: SECOND_HASH }, "A".repeat(64));
    expect(broken).toEqual({ reason: "previous-hash-mismatch", expected: "A".repeat(64), actual: FIRST_HASH });
    expect(await checkRecord({ ...first, id: 1, hash: FIRST_HASH }, FIRST_HASH)).toMatchObject({ reason: "previous-hash-mismatch" });
  });
});

describe("Madrid dates", () => {
  it("formats the issue date as dd-mm-yyyy in Madrid, not UTC", () => {
    expect(formatIssueDate(new Date("2024-01-01T12:00:00Z"))).toBe("01-01-2024");
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(formatIssueDate(new Date("2024-12-31T23:30:00Z"))).toBe("01-01-2025");
    // 22:30 UTC on 30 June is 00:30 on 1 July in Madrid (summer time, +02:00).
    expect(formatIssueDate(new Date("2024-06-30T22:30:00Z"))).toBe("01-07-2024");
  });

  it("writes the generation time with +01:00 in winter and +02:00 in summer", () => {
    expect(formatGeneratedAt(new Date("2024-01-01T18:20:30Z"))).toBe("2024-01-01T19:20:30+01:00");
    expect(formatGeneratedAt(new Date("2024-07-15T08:05:09.999Z"))).toBe("2024-07-15T10:05:09+02:00");
  });

  it("switches offset exactly at the daylight-saving changes", () => {
    // Spring forward: 31 March 2024, 01:00 UTC (02:00 local becomes 03:00).
    expect(formatGeneratedAt(new Date("2024-03-31T00:59:59Z"))).toBe("2024-03-31T01:59:59+01:00");
    expect(formatGeneratedAt(new Date("2024-03-31T01:00:00Z"))).toBe("2024-03-31T03:00:00+02:00");
    // Fall back: 27 October 2024, 01:00 UTC (03:00 local becomes 02:00): 02:30 happens twice.
    expect(formatGeneratedAt(new Date("2024-10-27T00:30:00Z"))).toBe("2024-10-27T02:30:00+02:00");
    expect(formatGeneratedAt(new Date("2024-10-27T01:30:00Z"))).toBe("2024-10-27T02:30:00+01:00");
  });

  it("refuses an invalid date", () => {
    expect(() => formatGeneratedAt(new Date("nope"))).toThrow(RangeError);
  });
});

describe("amounts and the QR URL", () => {
  it("formats amounts with two decimals and a point", () => {
    expect(formatRecordAmount(12345)).toBe("123.45");
    expect(formatRecordAmount(24140)).toBe("241.40");
    expect(formatRecordAmount(5)).toBe("0.05");
    expect(formatRecordAmount(123456789)).toBe("1234567.89");
  });

  it("builds the agency's verification URL with URL-encoded values", () => {
    const url = verifactuQrUrl({ issuerNif: "89890001K", invoiceNumber: "12345678&G33", issueDate: "01-01-2024", totalCents: 24140 });
    expect(url).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40",
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get("numserie")).toBe("12345678&G33");
    expect(verifactuQrUrl({ issuerNif: "B04123456", invoiceNumber: "12345678/G33", issueDate: "01-01-2024", totalCents: 12345 })).toContain(
      "numserie=12345678%2FG33&",
    );
  });
});
