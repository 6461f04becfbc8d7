// The one module that takes an uploaded image and stores it for the web (blog covers today; tyre
// photos reuse it). An upload is refused unless it really is a JPEG, PNG or WebP (read from its
// first bytes, never from its name or the browser's type), at most `maxBytes` long and at most
// `maxPixels` pixels (read from its header before anything is decoded, so a 20,000 x 20,000 PNG of
// a few kilobytes costs nothing). It is turned upright by its EXIF orientation, every piece of
// metadata (GPS, camera, EXIF, XMP, ICC) is left behind, and it is written as WebP (optionally also
// JPEG) at each asked width that is not wider than the image, under UPLOADS_DIR/<folder>/ with a
// name made of a hash of the file's own bytes: a name never changes content, so it is served with
// immutable caching (app/server/infra/http/uploads.server.ts). See docs/decisions/082-blog-markdown-and-images.md.
import { Refusal } from "~/i18n/staff/refusal";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "sharp";
import { type ImageFormat, type ImageRejectionMessages, type ImageVariant, sniffImageType, type StoredImage } from "~/lib/stored-image";
import { uploadsDir } from "./env.server";

/** The URL prefix the uploads are served under. */
export const UPLOADS_URL = "/uploads";

export interface ImageOptions {
  /** Widths to write (px); widths wider than the image are skipped, the image's own width is used instead. */
  widths: readonly number[];
  /** Upload size limit in bytes. */
  maxBytes: number;
  /** Pixel count limit (width x height). */
  maxPixels: number;
  /** Output formats, WebP by default. */
  formats?: readonly ImageFormat[];
  /** Sub-folder of UPLOADS_DIR, e.g. "blog" or "tyres". */
  folder: string;
  /** Where UPLOADS_DIR is (tests); the configured one otherwise. */
  root?: string;
  quality?: number;
}

type ImageRefusal = "empty" | "too-large" | "not-an-image" | "too-many-pixels" | "unreadable";

/** An upload the shop will not store, worded for the person who uploaded it from the catalogue's `image` texts. */
export class ImageRejectedError extends Refusal {
  override name = "ImageRejectedError";
  constructor(
    readonly reason: ImageRefusal,
    say: (m: ImageRejectionMessages) => string,
  ) {
    super((t) => say(t.image), { kind: "invalid" });
  }
}

const MB = 1024 * 1024;
const mb = (n: number) => Math.round((n / MB) * 10) / 10;
const megapixels = (n: number) => Math.round(n / 1e5) / 10;
const unreadable = (source: string) => new ImageRejectedError("unreadable", (m) => m.unreadable(source.toUpperCase()));

/** sharp and its native library, loaded by the first image: an idle server does without them (about 25 MB). */
async function loadSharp() {
  return (await import("sharp")).default;
}

/** Checks the upload against the limits and reads its upright size; throws ImageRejectedError. */
export async function inspectImage(input: Uint8Array, limits: Pick<ImageOptions, "maxBytes" | "maxPixels">) {
  if (input.byteLength === 0) throw new ImageRejectedError("empty", (m) => m.empty);
  if (input.byteLength > limits.maxBytes)
    throw new ImageRejectedError("too-large", (m) => m.tooLarge(mb(input.byteLength), mb(limits.maxBytes)));
  const source = sniffImageType(input);
  if (!source) throw new ImageRejectedError("not-an-image", (m) => m.notAnImage);
  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    const sharp = await loadSharp();
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(source);
  }
  if (meta.format !== source || !meta.width || !meta.height) throw unreadable(source);
  const { width, height } = meta;
  const pixels = width * height;
  if (pixels > limits.maxPixels)
    throw new ImageRejectedError("too-many-pixels", (m) =>
      m.tooManyPixels(width, height, megapixels(pixels), megapixels(limits.maxPixels)),
    );
  // EXIF orientations 5-8 turn the image a quarter: its upright size is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  return { source, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

/** The widths actually written: the asked ones not wider than the image, or the image's own width. */
export function variantWidths(asked: readonly number[], imageWidth: number): number[] {
  const fit = [...new Set(asked)].filter((w) => w > 0 && w <= imageWidth).sort((a, b) => a - b);
  return fit.length ? fit : [imageWidth];
}

const hashOf = (bytes: Uint8Array, n = 20) => crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, n);

/**
 * Checks, cleans and stores an uploaded image; throws ImageRejectedError for an upload that is
 * refused (nothing is written then). Writing the same image twice writes the same files.
 */
export async function storeImage(input: Uint8Array, opts: ImageOptions): Promise<StoredImage> {
  const info = await inspectImage(input, opts);
  const folder = safeFolder(opts.folder);
  const dir = path.join(opts.root ?? uploadsDir(), folder);
  await fs.mkdir(dir, { recursive: true });
  const formats = opts.formats?.length ? [...new Set(opts.formats)] : (["webp"] as const);
  const quality = opts.quality ?? 80;
  // Decoded once, upright; sharp writes no metadata unless asked to, and converts to sRGB.
  const sharp = await loadSharp();
  const upright = sharp(input, { limitInputPixels: opts.maxPixels, failOn: "error" }).autoOrient();
  const variants: ImageVariant[] = [];
  const written: string[] = [];
  try {
    for (const format of formats) {
      for (const width of variantWidths(opts.widths, info.width)) {
        const pipeline = upright.clone().resize({ width, withoutEnlargement: true });
        const { data, info: out } = await (
          format === "webp"
            ? pipeline.webp({ quality, effort: 4 })
            : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true })
        ).toBuffer({ resolveWithObject: true });
        const name = `${hashOf(data)}-${out.width}.${format === "webp" ? "webp" : "jpg"}`;
        const file = path.join(dir, name);
        await fs.writeFile(file, data);
        written.push(file);
        variants.push({ url: `${UPLOADS_URL}/${folder}/${name}`, width: out.width, height: out.height, format, bytes: data.byteLength });
      }
    }
  } catch (e) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    if (e instanceof ImageRejectedError) throw e;
    throw unreadable(info.source);
  }
  return { key: hashOf(input), width: info.width, height: info.height, source: info.source, variants };
}

/** Removes an image's files (missing ones are fine). The caller makes sure nothing else uses them. */
export async function deleteImage(image: StoredImage, root = uploadsDir()): Promise<void> {
  await Promise.all(
    image.variants.map((v) => {
      const rel = v.url.startsWith(`${UPLOADS_URL}/`) ? v.url.slice(UPLOADS_URL.length + 1) : null;
      // Only files under the uploads folder, whatever a stored row says.
      if (!rel || rel.split("/").some((s) => s === ".." || s === "")) return undefined;
      return fs.rm(path.join(root, rel), { force: true });
    }),
  );
}

function safeFolder(folder: string): string {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`Bad uploads folder: ${folder}`);
  return folder;
}
