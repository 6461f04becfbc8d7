// A blog post's cover (app/lib/post-cover.ts): decorative (the title says what the post is), in the
// social card's shape on a grey ground until it loads. Sizes, loading and the frame's own classes
// come from the page.
import type { ComponentProps } from "react";
import type { CoverAttrs } from "~/lib/post-cover";

export function CoverImage({
  image,
  className = "",
  ...rest
}: { image: CoverAttrs } & Omit<ComponentProps<"img">, keyof CoverAttrs | "alt">) {
  return <img {...image} alt="" className={`aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`} {...rest} />;
}
