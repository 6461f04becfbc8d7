// What the shop keeps about an uploaded image (written by app/server/infra/images.server.ts and kept as
// JSON in its owner's row), and how a page shows it: browser-safe, so any component can build an
// <img> with srcset from it, and an upload form can check a file's real type before sending it.

export type ImageFormat = "webp" | "jpeg";
export type SourceFormat = "jpeg" | "png" | "webp";

export interface ImageVariant {
  /** Root-relative URL, e.g. /uploads/blog/3f2a…-800.webp */
  url: string;
  width: number;
  height: number;
  format: ImageFormat;
  bytes: number;
}

export interface StoredImage {
  /** Hash of the uploaded bytes (identifies the upload; the files are named by their own hashes). */
  key: string;
  /** The upright image's size before resizing. */
  width: number;
  height: number;
  source: SourceFormat;
  /** Every file written, narrowest first per format. */
  variants: ImageVariant[];
}

/** Every refusal of an uploaded image, in the back-office's language (sizes in MB, megapixels). */
export interface ImageRejectionMessages {
  empty: string;
  notAnImage: string;
  tooLarge: (mb: number, maxMb: number) => string;
  unreadable: (format: string) => string;
  tooManyPixels: (width: number, height: number, megapixels: number, maxMegapixels: number) => string;
}

/** The real type of the bytes, read from their signature; null for anything else. */
export function sniffImageType(bytes: Uint8Array): SourceFormat | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/** The srcset of one format's variants ("…-400.webp 400w, …-800.webp 800w"). */
export function imageSrcSet(image: Pick<StoredImage, "variants">, format: ImageFormat = "webp"): string {
  return image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** The variant of `format` closest to `width` from above (else the widest): the plain src, og:image. */
export function imageVariant(image: Pick<StoredImage, "variants">, width: number, format: ImageFormat = "webp"): ImageVariant | undefined {
  const list = image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  return list.find((v) => v.width >= width) ?? list.at(-1);
}

/** What an <img> needs: src (the variant nearest `width`), srcset of the WebP variants, and that variant's size. */
export function imageAttrs(image: Pick<StoredImage, "variants">, width: number) {
  const v = imageVariant(image, width);
  return v ? { src: v.url, srcSet: imageSrcSet(image), width: v.width, height: v.height } : null;
}
