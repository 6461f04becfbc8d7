// Tyre photos: how many a tyre may have, what an upload may be, and the shape of the staff
// screen's messages (the words are the staff catalogue's, inventory.photos). Browser-safe: the photo manager checks a file with the same rules
// before sending it, and the server says the same (docs/decisions/026-tyre-photos.md).
import { z } from "zod";
import { rowIdField } from "./field-rules";

/** Photos per tyre at most; the photo at position 0 is the cover. */
export const TYRE_PHOTO_LIMIT = 6;
/** Upload size limit per photo (a phone's full-size photo is 3-8 MB). */
export const TYRE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Pixel count limit: a 48-megapixel phone photo passes, a 20,000 x 20,000 "bomb" does not. */
export const TYRE_PHOTO_MAX_PIXELS = 50_000_000;
/** Widths written, as WebP and as a JPEG fallback: card (320), detail (640), large / Open Graph (1200). */
export const TYRE_PHOTO_WIDTHS = [320, 640, 1200] as const;
/** What the browser lets staff pick: the camera on a phone, any image on a desktop. */
export const TYRE_PHOTO_ACCEPT = "image/*";

/** The photo messages in the back-office's language (the staff catalogue's inventory.photos.messages). */
export interface TyrePhotoMessages {
  empty: string;
  notAnImage: string;
  noFile: string;
  limit: string;
  tooLarge: string;
  tyreNotFound: string;
  photoNotFound: string;
}

export const TYRE_PHOTO_MOVES = ["earlier", "later", "cover"] as const;
export type TyrePhotoMove = (typeof TYRE_PHOTO_MOVES)[number];

/**
 * The photo manager's forms: delete one photo, move one earlier, later or to the front.
 * `photoNotFound`: the refusal of a photo id that is no row's; `chooseMove`: of a move that is none
 * of earlier, later or cover.
 */
export const tyrePhotoDeleteForm = (photoNotFound: string) => z.object({ photo: rowIdField(photoNotFound) });
export const tyrePhotoMoveForm = (photoNotFound: string, chooseMove: string) =>
  z.object({ photo: rowIdField(photoNotFound), move: z.enum(TYRE_PHOTO_MOVES, chooseMove) });

/**
 * The photos' new order after a move: `earlier` / `later` swap it with its neighbour, `cover`
 * puts it first (the others keep their order). Unchanged when the move goes nowhere.
 */
export function movedOrder<T>(ids: readonly T[], id: T, move: TyrePhotoMove): T[] {
  const order = [...ids];
  const at = order.indexOf(id);
  if (at < 0) return order;
  const to = move === "cover" ? 0 : move === "earlier" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length || to === at) return order;
  order.splice(at, 1);
  order.splice(to, 0, id);
  return order;
}
