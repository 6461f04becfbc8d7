// A tyre's photo, or the default drawing when it has none. An uploaded photo (StoredImage, see
// docs/decisions/026-tyre-photos.md) is a <picture>: WebP variants by srcset and `sizes`, the JPEG
// ones for a browser without WebP, and the chosen variant's width and height so nothing shifts.
// Otherwise the tyre's image_url: only same-origin images are used, since the content security
// policy allows img-src 'self' and an external URL would show a broken image.
import { imageSrcSet, imageVariant, type StoredImage } from "~/lib/stored-image";

const DEFAULT_TYRE_IMAGE = "/images/tyre-default.svg";

export function tyreImageSrc(imageUrl: string | null | undefined): string {
  return imageUrl && imageUrl.startsWith("/") && !imageUrl.startsWith("//") ? imageUrl : DEFAULT_TYRE_IMAGE;
}

export function TyreImage({
  imageUrl,
  photo,
  alt,
  size = 600,
  sizes,
  eager = false,
  highPriority = false,
  frame = "aspect-square object-cover",
  className = "",
}: {
  imageUrl: string | null | undefined;
  /** An uploaded photo, shown instead of imageUrl. */
  photo?: StoredImage | null;
  alt: string;
  /** The rendered width in CSS px: picks the plain src, and the drawing's width and height. */
  size?: number;
  /** The photo's `sizes` (defaults to `size`px). */
  sizes?: string;
  eager?: boolean;
  /** The page's main image (the first cards, the detail's first photo): fetched first. */
  highPriority?: boolean;
  /** A photo's box: its aspect ratio and fit (a square crop on cards, the whole photo in the gallery). */
  frame?: string;
  className?: string;
}) {
  const loading = eager || highPriority ? "eager" : "lazy";
  const priority = highPriority ? { fetchPriority: "high" as const } : {};
  const jpeg = photo ? imageVariant(photo, size, "jpeg") : undefined;
  if (photo && jpeg) {
    return (
      <picture>
        <source type="image/webp" srcSet={imageSrcSet(photo, "webp")} sizes={sizes ?? `${size}px`} />
        <img
          src={jpeg.url}
          srcSet={imageSrcSet(photo, "jpeg")}
          sizes={sizes ?? `${size}px`}
          alt={alt}
          width={jpeg.width}
          height={jpeg.height}
          loading={loading}
          decoding="async"
          {...priority}
          className={`${frame} w-full rounded-md bg-slate-100 ${className}`}
        />
      </picture>
    );
  }
  return (
    <img
      src={tyreImageSrc(imageUrl)}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      {...priority}
      className={`aspect-square w-full rounded-md bg-slate-100 object-cover ${className}`}
    />
  );
}
