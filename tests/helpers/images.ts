// Images made in tests with sharp, for the upload limits.
import zlib from "node:zlib";
import sharp from "sharp";

/** A PNG whose header says width x height, as a decompression bomb's does (made from a small real PNG). */
export async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // IHDR: length(4) "IHDR"(4) width(4) height(4) ... crc(4), right after the 8-byte signature.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}
