// A blog post's picture on a page: the uploaded cover (its WebP variants) or, for a post written
// before covers were uploaded, the address of its picture, taken to have the social card's shape.
import { imageAttrs, imageVariant, type StoredImage } from "~/lib/stored-image";

/** The shape every cover is drawn in (the social card's 1200 × 630). */
const CARD = { width: 1200, height: 630 };

interface PostPicture {
  coverImage: Pick<StoredImage, "variants"> | null;
  imageUrl: string | null;
}

/** What an <img> of the cover needs (`src` the variant nearest `width`, `srcSet` the WebP ones). */
export interface CoverAttrs {
  src: string;
  srcSet: string | undefined;
  width: number;
  height: number;
}

/** The cover for a page, or null when the post has no picture. */
export function postCover(post: PostPicture, width: number): CoverAttrs | null {
  if (post.coverImage) return imageAttrs(post.coverImage, width);
  return post.imageUrl ? { src: post.imageUrl, srcSet: undefined, ...CARD } : null;
}

/** Open Graph and JSON-LD: the 1200 px variant of the cover, or the older picture. */
export function postShareImage(post: PostPicture) {
  const v = post.coverImage ? imageVariant(post.coverImage, CARD.width) : undefined;
  if (v) return { url: v.url, width: v.width, height: v.height };
  return post.imageUrl ? { url: post.imageUrl, ...CARD } : null;
}
