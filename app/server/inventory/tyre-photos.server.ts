// A tyre's photos: add (at most TYRE_PHOTO_LIMIT, held under the tyre's row lock so two uploads at
// once cannot make a seventh), delete, reorder and choose the cover, each audited; the covers of a
// page of tyres in one query; and deleting a tyre with its photos' files. Images are checked,
// cleaned and written by storeImage (app/server/infra/images.server.ts) before the row is written; files
// no row shows any more are deleted after the commit. See docs/decisions/026-tyre-photos.md.
import { sizeLabel } from "~/domain/tyre-size";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { and, asc, eq, sql } from "drizzle-orm";
import { tyrePhotos, tyres } from "~db/schema";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import {
  movedOrder,
  TYRE_PHOTO_LIMIT,
  TYRE_PHOTO_MAX_BYTES,
  TYRE_PHOTO_MAX_PIXELS,
  TYRE_PHOTO_WIDTHS,
  type TyrePhotoMove,
} from "~/domain/tyre-photos";
import type { StoredImage } from "~/lib/stored-image";
import type { Db, Tx } from "../infra/db.server";
import { recordAudit } from "../audit.server";
import { deleteImage, type ImageOptions, storeImage } from "../infra/images.server";
import { logger } from "../infra/logger.server";

/** The shop refuses the change (limit reached: a conflict; the tyre or photo gone: not found). */
export class TyrePhotoError extends Refusal {
  override name = "TyrePhotoError";
  constructor(words: Words, kind: "conflict" | "not-found" = "conflict") {
    super(words, { kind });
  }
}

export const TYRE_PHOTO_IMAGE: Omit<ImageOptions, "root"> = {
  widths: TYRE_PHOTO_WIDTHS,
  maxBytes: TYRE_PHOTO_MAX_BYTES,
  maxPixels: TYRE_PHOTO_MAX_PIXELS,
  formats: ["webp", "jpeg"],
  folder: "tyres",
};

export interface TyrePhoto {
  id: number;
  position: number;
  image: StoredImage;
}

/** Where the files go; tests pass their own folder. */
export interface PhotoFiles {
  root?: string;
}

/** Who changes a tyre's photos (the audit's actor) and where the files live. */
export interface PhotoChange {
  actor?: AuditActor;
  files?: PhotoFiles;
}

const photoColumns = { id: tyrePhotos.id, position: tyrePhotos.position, image: tyrePhotos.image };

/** A tyre's photos in gallery order (the cover first). */
export async function listTyrePhotos(db: Db | Tx, tyreId: string): Promise<TyrePhoto[]> {
  return db.select(photoColumns).from(tyrePhotos).where(eq(tyrePhotos.tyreId, tyreId)).orderBy(asc(tyrePhotos.position));
}

/** Locks the tyre's row (every photo change of one tyre waits for the one before) and returns its name. */
async function lockTyre(tx: Tx, tyreId: string): Promise<string> {
  const [row] = await tx
    .select({ id: tyres.id, brand: tyres.brand, width: tyres.width, aspect: tyres.aspect, rim: tyres.rim })
    .from(tyres)
    .where(eq(tyres.id, tyreId))
    .for("update");
  if (!row) throw new TyrePhotoError((t) => t.inventory.photos.messages.tyreNotFound, "not-found");
  return `${row.id} (${row.brand} ${sizeLabel(row)})`;
}

/** How many photos the tyre has (its next photo's position). */
async function photoCount(db: Db | Tx, tyreId: string): Promise<number> {
  const [{ photos }] = await db
    .select({ photos: sql<number>`count(*)::int` })
    .from(tyrePhotos)
    .where(eq(tyrePhotos.tyreId, tyreId));
  return photos;
}

/** Writes positions 0, 1, 2... in `ids` order: out of the way first, so the unique index never sees two in one place. */
async function writeOrder(tx: Tx, tyreId: string, ids: readonly number[]) {
  await tx
    .update(tyrePhotos)
    .set({ position: sql`${tyrePhotos.position} + 1000` })
    .where(eq(tyrePhotos.tyreId, tyreId));
  for (const [position, id] of ids.entries()) {
    await tx
      .update(tyrePhotos)
      .set({ position })
      .where(and(eq(tyrePhotos.id, id), eq(tyrePhotos.tyreId, tyreId)));
  }
}

/**
 * Checks, cleans and stores an uploaded photo, then adds it last (first if it is the tyre's
 * first: the cover). Throws ImageRejectedError for a refused upload and TyrePhotoError when the
 * tyre is gone or already has TYRE_PHOTO_LIMIT photos; either way nothing is left stored.
 */
export async function addTyrePhoto(
  db: Db,
  tyreId: string,
  bytes: Uint8Array,
  { actor = SYSTEM_ACTOR, files = {} }: PhotoChange = {},
): Promise<TyrePhoto> {
  // A cheap early refusal, before the image is processed; the rule itself is held below.
  const [[known], photos] = await Promise.all([
    db.select({ id: tyres.id }).from(tyres).where(eq(tyres.id, tyreId)),
    photoCount(db, tyreId),
  ]);
  if (!known) throw new TyrePhotoError((t) => t.inventory.photos.messages.tyreNotFound, "not-found");
  if (photos >= TYRE_PHOTO_LIMIT) throw new TyrePhotoError((t) => t.inventory.photos.messages.limit);

  const image = await storeImage(bytes, { ...TYRE_PHOTO_IMAGE, root: files.root });
  try {
    return await db.transaction(async (tx) => {
      const name = await lockTyre(tx, tyreId);
      const photos = await photoCount(tx, tyreId);
      if (photos >= TYRE_PHOTO_LIMIT) throw new TyrePhotoError((t) => t.inventory.photos.messages.limit);
      const [row] = await tx.insert(tyrePhotos).values({ tyreId, position: photos, image }).returning(photoColumns);
      await recordAudit(tx, {
        actor,
        kind: "stock",
        action: "photo.add",
        subject: tyreId,
        summary: `${name}: photo ${photos + 1} of ${TYRE_PHOTO_LIMIT} added${photos === 0 ? " (cover)" : ""}`,
        after: { photo: row!.id, position: photos, key: image.key, tyre: name },
      });
      return row!;
    });
  } catch (e) {
    await releasePhotoFiles(db, image, files);
    throw e;
  }
}

/** Deletes one photo (the next one becomes the cover if it was); its files go after the commit. */
export async function deleteTyrePhoto(db: Db, tyreId: string, photoId: number, { actor = SYSTEM_ACTOR, files = {} }: PhotoChange = {}) {
  const removed = await db.transaction(async (tx) => {
    const name = await lockTyre(tx, tyreId);
    const [row] = await tx
      .delete(tyrePhotos)
      .where(and(eq(tyrePhotos.id, photoId), eq(tyrePhotos.tyreId, tyreId)))
      .returning(photoColumns);
    if (!row) throw new TyrePhotoError((t) => t.inventory.photos.messages.photoNotFound, "not-found");
    const rest = await listTyrePhotos(tx, tyreId);
    await writeOrder(
      tx,
      tyreId,
      rest.map((p) => p.id),
    );
    await recordAudit(tx, {
      actor,
      kind: "stock",
      action: "photo.delete",
      subject: tyreId,
      summary: `${name}: photo ${row.position + 1} deleted${row.position === 0 && rest.length ? " (the next one is the cover now)" : ""}`,
      before: { photo: row.id, position: row.position, key: row.image.key, tyre: name },
    });
    return row;
  });
  await releasePhotoFiles(db, removed.image, files);
  return removed;
}

/** Moves a photo one place earlier or later, or to the front (the cover). Returns the new order. */
export async function moveTyrePhoto(
  db: Db,
  tyreId: string,
  photoId: number,
  move: TyrePhotoMove,
  { actor = SYSTEM_ACTOR }: Omit<PhotoChange, "files"> = {},
) {
  return db.transaction(async (tx) => {
    const name = await lockTyre(tx, tyreId);
    const before = (await listTyrePhotos(tx, tyreId)).map((p) => p.id);
    if (!before.includes(photoId)) throw new TyrePhotoError((t) => t.inventory.photos.messages.photoNotFound, "not-found");
    const after = movedOrder(before, photoId, move);
    if (after.every((id, i) => id === before[i])) return after;
    await writeOrder(tx, tyreId, after);
    await recordAudit(tx, {
      actor,
      kind: "stock",
      action: move === "cover" ? "photo.cover" : "photo.reorder",
      subject: tyreId,
      summary:
        move === "cover"
          ? `${name}: photo ${before.indexOf(photoId) + 1} is the cover now`
          : `${name}: photo ${before.indexOf(photoId) + 1} moved to place ${after.indexOf(photoId) + 1}`,
      before: { order: before },
      after: { order: after, photo: photoId, tyre: name },
    });
    return after;
  });
}

/**
 * Deletes a tyre and its photos' files (the rows go with it, ON DELETE CASCADE). A tyre that was
 * sold or reserved is kept by its sale or reservation (the database refuses).
 */
export async function deleteTyre(db: Db, tyreId: string, files: PhotoFiles = {}): Promise<boolean> {
  const photos = await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: tyres.id }).from(tyres).where(eq(tyres.id, tyreId)).for("update");
    if (!row) return null;
    const list = await listTyrePhotos(tx, tyreId);
    await tx.delete(tyres).where(eq(tyres.id, tyreId));
    return list;
  });
  if (!photos) return false;
  for (const p of photos) await releasePhotoFiles(db, p.image, files);
  return true;
}

/** Deletes a photo's files unless another photo row shows the same upload (the same image added twice). */
async function releasePhotoFiles(db: Db, image: StoredImage, files: PhotoFiles) {
  const [still] = await db
    .select({ id: tyrePhotos.id })
    .from(tyrePhotos)
    .where(sql`${tyrePhotos.image}->>'key' = ${image.key}`)
    .limit(1);
  if (still) return;
  await deleteImage(image, files.root).catch((e) =>
    logger.error({ part: "tyre-photos", err: e }, `[tyre-photos] could not delete the files of photo ${image.key}`),
  );
}
