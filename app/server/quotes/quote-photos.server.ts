// A quote's photos (the worn tread, the sidewall cut), taken with the staff phone: checked, resized
// and stripped of their metadata by storeImage as the tyre photos are, at most QUOTE_PHOTO_LIMIT per
// quote (held under the quote's row lock), each change audited; files no row shows any more are
// deleted after the commit. The customer's link shows them.
import { asc, eq, sql } from "drizzle-orm";
import { quotePhotos, quotes } from "~db/schema";
import { type AuditActor, SYSTEM_ACTOR } from "~/domain/audit";
import { QUOTE_PHOTO_LIMIT } from "~/domain/quote";
import { TYRE_PHOTO_MAX_BYTES, TYRE_PHOTO_MAX_PIXELS, TYRE_PHOTO_WIDTHS } from "~/domain/tyre-photos";
import { Refusal } from "~/i18n/staff/refusal";
import type { StoredImage } from "~/lib/stored-image";
import { recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { deleteImage, storeImage } from "../infra/images.server";
import { z } from "zod";
import { rowIdField } from "~/domain/field-rules";
import type { StaffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { replyFromError } from "../forms/reply-from-error.server";
import { logger } from "../infra/logger.server";

export interface QuotePhoto {
  id: number;
  image: StoredImage;
}

export interface QuotePhotoChange {
  actor?: AuditActor;
  /** Where the files go (tests pass their own folder). */
  root?: string;
}

const columns = { id: quotePhotos.id, image: quotePhotos.image };
const quoteGone = () => new Refusal((t) => t.quotes.refusals.notFound, { kind: "not-found" });
const atLimit = () => new Refusal((t) => t.quotes.photos.messages.limit, { kind: "conflict", field: "photo" });

export async function listQuotePhotos(db: Db | Tx, quoteId: number): Promise<QuotePhoto[]> {
  return db.select(columns).from(quotePhotos).where(eq(quotePhotos.quoteId, quoteId)).orderBy(asc(quotePhotos.id));
}

async function photoCount(db: Db | Tx, quoteId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotePhotos)
    .where(eq(quotePhotos.quoteId, quoteId));
  return n;
}

/** Deletes a photo's files unless another quote's photo still shows the same image (the same bytes make the same files). */
async function forgetFiles(db: Db, image: StoredImage, root?: string) {
  const [still] = await db
    .select({ id: quotePhotos.id })
    .from(quotePhotos)
    .where(sql`${quotePhotos.image}->>'key' = ${image.key}`)
    .limit(1);
  if (still) return;
  await deleteImage(image, root).catch((err: unknown) => logger.warn({ part: "quotes", err }, "quote photo files not deleted"));
}

/** Adds a photo last. Throws ImageRejectedError for a refused upload and a Refusal at the limit or for a gone quote; nothing stays stored then. */
export async function addQuotePhoto(
  db: Db,
  quoteId: number,
  bytes: Uint8Array,
  { actor = SYSTEM_ACTOR, root }: QuotePhotoChange = {},
): Promise<QuotePhoto> {
  const [known] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId));
  if (!known) throw quoteGone();
  if ((await photoCount(db, quoteId)) >= QUOTE_PHOTO_LIMIT) throw atLimit();
  const image = await storeImage(bytes, {
    widths: TYRE_PHOTO_WIDTHS,
    maxBytes: TYRE_PHOTO_MAX_BYTES,
    maxPixels: TYRE_PHOTO_MAX_PIXELS,
    formats: ["webp", "jpeg"],
    folder: "quotes",
    root,
  });
  try {
    return await db.transaction(async (tx) => {
      const [q] = await tx.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, quoteId)).for("update");
      if (!q) throw quoteGone();
      if ((await photoCount(tx, quoteId)) >= QUOTE_PHOTO_LIMIT) throw atLimit();
      const [row] = await tx.insert(quotePhotos).values({ quoteId, image, createdBy: actor.label }).returning(columns);
      await recordAudit(tx, { actor, kind: "quote", action: "photo.add", subject: q.number, summary: `Photo added to quote ${q.number}` });
      return row!;
    });
  } catch (e) {
    await forgetFiles(db, image, root);
    throw e;
  }
}

/** Deletes one photo of a quote; its files go after the commit. */
export async function deleteQuotePhoto(
  db: Db,
  quoteId: number,
  photoId: number,
  { actor = SYSTEM_ACTOR, root }: QuotePhotoChange = {},
): Promise<void> {
  const image = await db.transaction(async (tx) => {
    const [q] = await tx.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, quoteId)).for("update");
    const [row] = await tx.select().from(quotePhotos).where(eq(quotePhotos.id, photoId));
    if (!q || !row || row.quoteId !== quoteId) throw new Refusal((t) => t.quotes.photos.messages.photoNotFound, { kind: "not-found" });
    await tx.delete(quotePhotos).where(eq(quotePhotos.id, photoId));
    await recordAudit(tx, {
      actor,
      kind: "quote",
      action: "photo.delete",
      subject: q.number,
      summary: `Photo deleted from quote ${q.number}`,
    });
    return row.image;
  });
  await forgetFiles(db, image, root);
}

/** Every photo of these quotes goes (a customer's erasure), rows in the caller's transaction; returns the files to delete after it commits. */
export async function dropQuotePhotos(tx: Tx, quoteIds: readonly number[]): Promise<StoredImage[]> {
  if (quoteIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(quotePhotos)
    .where(sql`${quotePhotos.quoteId} in ${quoteIds}`);
  if (rows.length) await tx.delete(quotePhotos).where(sql`${quotePhotos.quoteId} in ${quoteIds}`);
  return rows.map((r) => r.image);
}

export const deleteQuotePhotoFiles = (db: Db, images: readonly StoredImage[], root?: string) =>
  Promise.all(images.map((i) => forgetFiles(db, i, root)));

/** One photo and the few fields beside it. */
export const QUOTE_FORM_BODY_LIMIT = TYRE_PHOTO_MAX_BYTES + 64 * 1024;

/** The quote page's photo forms (add one, delete one), answered as the page's other actions are. */
export async function changePhotos(db: Db, quoteId: number, form: FormData, actor: AuditActor, texts: StaffMessages) {
  const t = texts.quotes.photos;
  const m = t.messages;
  try {
    if (form.get("intent") === "photo-add") {
      const file = form.get("photo");
      if (!(file instanceof File) || (file.size === 0 && file.name === ""))
        return reply({ ok: false, message: m.noFile, fieldErrors: { photo: m.noFile } }, 400);
      await addQuotePhoto(db, quoteId, new Uint8Array(await file.arrayBuffer()), { actor });
      return reply({ ok: true, message: t.added });
    }
    const parsed = parseForm(z.object({ photo: rowIdField(m.photoNotFound) }), form);
    if (!parsed.ok) return reply({ ok: false, message: parsed.formError }, 400);
    await deleteQuotePhoto(db, quoteId, parsed.data.photo, { actor });
    return reply({ ok: true, message: t.deleted });
  } catch (e) {
    return replyFromError(e, { failed: t.failed, log: "quotes", field: "photo", t: texts });
  }
}
