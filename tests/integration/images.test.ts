// The image module with real images made here by sharp: what it writes (formats, widths, upright,
// content-hashed names), that no metadata of a phone photo (GPS, camera, orientation) survives in
// any output, and that every refusal is clear and writes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { imageSrcSet, imageVariant, sniffImageType } from "~/lib/stored-image";
import { deleteImage, type ImageOptions, ImageRejectedError, storeImage, variantWidths } from "~/server/infra/images.server";
import { pngClaiming } from "../helpers/images";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-images-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  fs.rmSync(path.join(root, "test"), { recursive: true, force: true });
});

const OPTS = { widths: [320, 640, 1200], maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000, folder: "test", root } as const;
const filesIn = (folder = "test") => (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder)) : []);
const fileOf = (url: string) => path.join(root, url.replace(/^\/uploads\//, ""));

/** A phone photo: landscape pixels with EXIF orientation 6 (turn a quarter), camera and GPS tags. */
async function phonePhoto(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: "#2a6f97" } })
    .composite([{ input: { create: { width: Math.round(width / 4), height, channels: 3, background: "#e63946" } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1", GPSLongitudeRef: "W", GPSLongitude: "2/1 27/1 5/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function refusal(input: Uint8Array, opts: Partial<ImageOptions> = {}) {
  try {
    await storeImage(input, { ...OPTS, ...opts });
  } catch (e) {
    if (e instanceof ImageRejectedError) return { reason: e.reason, message: e.message };
    throw e;
  }
  throw new Error("accepted");
}

describe("storing an image", () => {
  it("writes upright WebP at each width not wider than the image, named by content", async () => {
    const photo = await phonePhoto(); // 1600x1200 pixels, shown upright as 1200x1600
    const stored = await storeImage(photo, OPTS);
    expect(stored).toMatchObject({ width: 1200, height: 1600, source: "jpeg" });
    expect(stored.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["webp", 320, 427],
      ["webp", 640, 853],
      ["webp", 1200, 1600],
    ]);
    for (const v of stored.variants) {
      expect(v.url).toMatch(/^\/uploads\/test\/[A-Za-z0-9_-]{20}-\d+\.webp$/);
      const bytes = fs.readFileSync(fileOf(v.url));
      expect(bytes.byteLength).toBe(v.bytes);
      expect(sniffImageType(bytes)).toBe("webp");
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", v.width, v.height]);
    }
    expect(filesIn()).toHaveLength(3);
    // The same upload again: the same names, nothing new.
    expect((await storeImage(photo, OPTS)).variants).toEqual(stored.variants);
    expect(filesIn()).toHaveLength(3);
  });

  it("keeps no metadata of the photo in any output: no GPS, camera, orientation or profile", async () => {
    const photo = await phonePhoto();
    const inMeta = await sharp(photo).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(photo.includes(Buffer.from("PhoneCo"))).toBe(true);
    expect(inMeta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS directory's tag (0x8825)
    const stored = await storeImage(photo, { ...OPTS, formats: ["webp", "jpeg"] });
    expect(stored.variants).toHaveLength(6);
    for (const v of stored.variants) {
      const bytes = fs.readFileSync(fileOf(v.url));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.xmp, v.url).toBeUndefined();
      expect(meta.icc, v.url).toBeUndefined();
      expect(meta.orientation, v.url).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneCo")), v.url).toBe(false);
      expect(bytes.includes(Buffer.from("Exif")), v.url).toBe(false);
    }
  });

  it("writes a JPEG fallback when asked, and never enlarges a small image", async () => {
    const small = await sharp({ create: { width: 500, height: 250, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const stored = await storeImage(small, { ...OPTS, formats: ["webp", "jpeg"] });
    expect(stored.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["webp", 320, 160],
      ["jpeg", 320, 160],
    ]);
    expect(stored.variants[1]!.url).toMatch(/\.jpg$/);
    const tiny = await sharp({ create: { width: 100, height: 80, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    expect((await storeImage(tiny, OPTS)).variants.map((v) => v.width)).toEqual([100]);
    expect(variantWidths([800, 400, 400, 1200], 1000)).toEqual([400, 800]);
  });

  it("builds the srcset and picks a variant for a width", async () => {
    const stored = await storeImage(await phonePhoto(), OPTS);
    expect(imageSrcSet(stored)).toBe(stored.variants.map((v) => `${v.url} ${v.width}w`).join(", "));
    expect(imageVariant(stored, 600)!.width).toBe(640);
    expect(imageVariant(stored, 5000)!.width).toBe(1200);
  });

  it("deletes its files", async () => {
    const stored = await storeImage(await phonePhoto(), OPTS);
    expect(filesIn()).toHaveLength(3);
    await deleteImage(stored, root);
    expect(filesIn()).toHaveLength(0);
    // A row pointing outside the uploads folder deletes nothing there.
    const outside = path.join(root, "keep.txt");
    fs.writeFileSync(outside, "x");
    await deleteImage({ ...stored, variants: [{ ...stored.variants[0]!, url: "/uploads/../keep.txt" }] }, root);
    expect(fs.existsSync(outside)).toBe(true);
  });

  it("processes a 12-megapixel phone photo in reasonable time", async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 85 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1" } })
      .toBuffer();
    const t0 = performance.now();
    const stored = await storeImage(photo, { ...OPTS, widths: [400, 800, 1200] });
    const ms = Math.round(performance.now() - t0);
    console.log(`[images] 12 MP JPEG (${(photo.byteLength / 1e6).toFixed(1)} MB) -> ${stored.variants.length} WebP in ${ms} ms`);
    expect(stored.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
    expect(ms).toBeLessThan(20_000);
  });
});

describe("refusing an upload", () => {
  it("an executable named .jpg", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
    expect(await refusal(elf)).toEqual({ reason: "not-an-image", message: "The file is not a JPEG, PNG or WebP image." });
    expect(await refusal(Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode."))).toMatchObject({ reason: "not-an-image" });
    expect(filesIn()).toEqual([]);
  });

  it("a 0-byte file", async () => {
    expect(await refusal(new Uint8Array())).toEqual({ reason: "empty", message: "The file is empty (0 bytes)." });
  });

  it("an image over the size limit", async () => {
    expect(await refusal(await phonePhoto(), { maxBytes: 1000 })).toMatchObject({ reason: "too-large" });
    expect((await refusal(new Uint8Array(11 * 1024 * 1024).fill(0xff))).message).toBe("The image is 11 MB; at most 10 MB is accepted.");
  });

  it("a PNG of 20,000 x 20,000 pixels, before decoding it", async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(1000);
    const t0 = performance.now();
    expect(await refusal(bomb)).toEqual({
      reason: "too-many-pixels",
      message: "The image is 20,000 × 20,000 pixels (400 megapixels); at most 50 megapixels is accepted.",
    });
    expect(performance.now() - t0).toBeLessThan(1000);
    // And a real one over a lower limit.
    expect(await refusal(await phonePhoto(), { maxPixels: 1_000_000 })).toMatchObject({ reason: "too-many-pixels" });
    expect(filesIn()).toEqual([]);
  });

  it("a damaged image: a JPEG cut short in its header or in its pixels", async () => {
    const photo = await phonePhoto();
    expect(await refusal(photo.subarray(0, 200))).toMatchObject({
      reason: "unreadable",
      message: expect.stringMatching(/JPEG image cannot be read/),
    });
    expect(await refusal(photo.subarray(0, Math.floor(photo.byteLength / 2)))).toMatchObject({ reason: "unreadable" });
    expect(filesIn()).toEqual([]);
  });

  it("an SVG, a GIF or a TIFF, which sharp could read but the shop does not take", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    for (const f of [svg, gif, tiff]) expect(await refusal(f)).toMatchObject({ reason: "not-an-image" });
  });
});
