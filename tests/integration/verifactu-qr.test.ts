// The invoice's VERI*FACTU QR code, read back the way a phone would: the SVG the server serves is
// drawn by Chromium and decoded with a QR reader (jsQR); its modules are also read directly to
// prove error correction level M from the code's own format information.
import { type Browser, chromium } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as shop } from "~/config/shop";
import { verifactuQrSvg, verifactuQrUrlFor } from "~/server/verifactu/verifactu.server";
import { CHROMIUM_ARGS, chromiumPath } from "../helpers/chromium";

type Matrix = boolean[][];

/**
 * Reads the module matrix back from the qrcode library's SVG: one stroked path of horizontal runs
 * ("M4 4.5h7m2 0h1..."), where each run on row y + 0.5 darkens `len` modules from x.
 */
function svgToMatrix(svg: string): Matrix {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !d) throw new Error("not a qrcode SVG");
  const m: Matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([MmHh])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    if (cmd === "M") [x, y] = [Number(a), Number(b)];
    else if (cmd === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      const len = Number(a);
      for (let i = 0; i < len; i++) m[Math.floor(y)][x + i] = true;
      x += len;
    }
  }
  return m;
}

/** The error correction level written in the format information beside the top-left finder. */
function errorCorrectionLevel(m: Matrix, margin: number): "L" | "M" | "Q" | "H" {
  const at = (col: number, row: number) => (m[row + margin][col + margin] ? 1 : 0);
  let bits = 0;
  for (let col = 0; col <= 5; col++) bits = (bits << 1) | at(col, 8);
  bits = (bits << 1) | at(7, 8);
  bits = (bits << 1) | at(8, 8);
  bits = (bits << 1) | at(8, 7);
  for (let row = 5; row >= 0; row--) bits = (bits << 1) | at(8, row);
  const unmasked = bits ^ 0x5412; // ISO/IEC 18004 format information mask
  return (["M", "L", "H", "Q"] as const)[(unmasked >> 13) & 3];
}

/** Draws a matrix into RGBA pixels (scale px per module) for the reader. */
function rasterise(m: Matrix, scale: number) {
  const n = m.length * scale;
  const data = new Uint8ClampedArray(n * n * 4).fill(255);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (m[Math.floor(y / scale)][Math.floor(x / scale)]) data.fill(0, (y * n + x) * 4, (y * n + x) * 4 + 3);
  return { data, width: n, height: n };
}

const invoices = [
  // The shop's own numbering, a summer date (Madrid +02:00 past midnight UTC) and a round total.
  { issuerNif: shop.nif, invoiceNumber: "2026-000123", invoiceDate: new Date("2026-06-30T22:30:00Z"), totalCents: 24140 },
  // The agency's example series with characters that must be URL-encoded.
  { issuerNif: shop.nif, invoiceNumber: "12345678/G33", invoiceDate: new Date("2024-01-01T18:20:30Z"), totalCents: 12345 },
  { issuerNif: shop.nif, invoiceNumber: "A&B 7", invoiceDate: new Date("2025-12-31T23:30:00Z"), totalCents: 5 },
];

describe("VERI*FACTU QR code", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", ...CHROMIUM_ARGS],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("encodes the agency's verification URL with the shop's NIF, the Madrid date and the total", () => {
    expect(verifactuQrUrlFor(invoices[0])).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=${shop.nif}&numserie=2026-000123&fecha=01-07-2026&importe=241.40`,
    );
    expect(verifactuQrUrlFor(invoices[1])).toContain("&numserie=12345678%2FG33&fecha=01-01-2024&importe=123.45");
    expect(verifactuQrUrlFor(invoices[2])).toContain("&numserie=A%26B%207&fecha=01-01-2026&importe=0.05");
  });

  it("serves an accessible SVG with error correction level M", async () => {
    for (const invoice of invoices) {
      const svg = await verifactuQrSvg(invoice);
      expect(svg).toMatch(
        /^<svg role="img" aria-label="VERI\*FACTU QR: [^"]+" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
      );
      expect(svg).not.toMatch(/<script/i);
      expect(errorCorrectionLevel(svgToMatrix(svg), 4)).toBe("M");
    }
    // The format reader itself tells the levels apart (so the M above is read, not assumed).
    const url = verifactuQrUrlFor(invoices[0]);
    for (const level of ["L", "Q", "H"] as const) {
      const other = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: level, margin: 4 });
      expect(errorCorrectionLevel(svgToMatrix(other), 4)).toBe(level);
    }
  });

  it("a QR reader decodes the served SVG's modules to the exact URL", async () => {
    for (const invoice of invoices) {
      const { data, width, height } = rasterise(svgToMatrix(await verifactuQrSvg(invoice)), 4);
      expect(jsQR(data, width, height)?.data).toBe(verifactuQrUrlFor(invoice));
    }
  });

  it("the served SVG, drawn by Chromium at print size and larger, decodes to the exact URL", async () => {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    try {
      for (const invoice of invoices) {
        const svg = await verifactuQrSvg(invoice);
        // 35 mm at 96 dpi is about 132 px: the size the printed invoice uses, at screen resolution.
        for (const px of [132, 300]) {
          await page.setContent(
            `<!doctype html><body style="margin:0;background:#fff"><div id="qr" style="width:${px}px;height:${px}px">${svg}</div></body>`,
          );
          const png = PNG.sync.read(await page.locator("#qr").screenshot());
          const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
          expect(decoded?.data, `${invoice.invoiceNumber} at ${px}px`).toBe(verifactuQrUrlFor(invoice));
          const params = new URL(decoded!.data).searchParams;
          expect(params.get("nif")).toBe(shop.nif);
          expect(params.get("numserie")).toBe(invoice.invoiceNumber);
        }
      }
    } finally {
      await page.close();
    }
  });
});
