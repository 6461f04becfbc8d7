import { describe, expect, it } from "vitest";
import { postCover, postShareImage } from "./post-cover";
import type { ImageVariant } from "./stored-image";

const variant = (width: number, format: "webp" | "jpeg" = "webp"): ImageVariant => ({
  url: `/uploads/blog/abc-${width}.${format}`,
  width,
  height: Math.round((width * 630) / 1200),
  format,
  bytes: 1000,
});
const cover = { variants: [variant(400), variant(800), variant(1200), variant(1200, "jpeg")] };

describe("postCover", () => {
  it("takes the uploaded cover's variant nearest the width, with the WebP srcset", () => {
    expect(postCover({ coverImage: cover, imageUrl: "/old.jpg" }, 800)).toEqual({
      src: "/uploads/blog/abc-800.webp",
      srcSet: "/uploads/blog/abc-400.webp 400w, /uploads/blog/abc-800.webp 800w, /uploads/blog/abc-1200.webp 1200w",
      width: 800,
      height: 420,
    });
  });

  it("draws an older post's picture in the card's shape, and nothing without a picture", () => {
    expect(postCover({ coverImage: null, imageUrl: "/old.jpg" }, 800)).toEqual({
      src: "/old.jpg",
      srcSet: undefined,
      width: 1200,
      height: 630,
    });
    expect(postCover({ coverImage: null, imageUrl: null }, 800)).toBeNull();
  });
});

describe("postShareImage", () => {
  it("shares the 1200 px WebP variant, else the older picture", () => {
    expect(postShareImage({ coverImage: cover, imageUrl: null })).toEqual({ url: "/uploads/blog/abc-1200.webp", width: 1200, height: 630 });
    expect(postShareImage({ coverImage: null, imageUrl: "/old.jpg" })).toEqual({ url: "/old.jpg", width: 1200, height: 630 });
    expect(postShareImage({ coverImage: null, imageUrl: null })).toBeNull();
  });
});
