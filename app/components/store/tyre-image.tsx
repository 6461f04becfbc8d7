// A tyre's photo, or the default drawing when it has none. Only same-origin images are used: the
// content security policy allows img-src 'self', so an external URL would show a broken image.
const DEFAULT_TYRE_IMAGE = "/images/tyre-default.svg";

export function tyreImageSrc(imageUrl: string | null | undefined): string {
  return imageUrl && imageUrl.startsWith("/") && !imageUrl.startsWith("//") ? imageUrl : DEFAULT_TYRE_IMAGE;
}

export function TyreImage({
  imageUrl,
  alt,
  size = 600,
  eager = false,
  className = "",
}: {
  imageUrl: string | null | undefined;
  alt: string;
  size?: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={tyreImageSrc(imageUrl)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-square w-full rounded-md bg-slate-100 object-cover ${className}`}
    />
  );
}
