// Tyre photos with real images made here by sharp, on PGlite and on PostgreSQL: what is written
// (WebP at 320/640/1200 and JPEG fallbacks) with no metadata left in any file, what is refused
// (nothing stored: no row, no file), the six-photo limit (also with two uploads at once when five
// exist), reorder and cover, and that deleting a photo or a tyre deletes its files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, tyrePhotos, tyres } from "~db/schema";
import { movedOrder, TYRE_PHOTO_LIMIT } from "~/domain/tyre-photos";
import { staffMessages } from "~/i18n/staff";
import type { StoredImage } from "~/lib/stored-image";
import { ImageRejectedError } from "~/server/infra/images.server";
import { listTyres } from "~/server/storefront/storefront.server";
import {
  addTyrePhoto,
  deleteTyre,
  deleteTyrePhoto,
  listTyrePhotos,
  moveTyrePhoto,
  TyrePhotoError,
} from "~/server/inventory/tyre-photos.server";
import { createTestDatabase, TEST_BACKENDS, oneWinner, type TestDatabase, waitForLockWaiters, itRace } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { pngClaiming } from "../helpers/images";

const TYRE_PHOTO_MESSAGES = staffMessages("en").inventory.photos.messages;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-photos-"));
const files = { root };
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const filesOnDisk = () => (fs.existsSync(path.join(root, "tyres")) ? fs.readdirSync(path.join(root, "tyres")).sort() : []);
const fileOf = (url: string) => path.join(root, url.replace(/^\/uploads\//, ""));

/** A phone photo: 1600 x 1200 pixels stored sideways (EXIF orientation 6), with camera and GPS tags. */
async function phonePhoto(colour = "#2a6f97", width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: { create: { width: Math.round(width / 4), height, channels: 3, background: "#e63946" } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1", GPSLongitudeRef: "W", GPSLongitude: "2/1 27/1 5/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const colours = ["#0b3954", "#087e8b", "#bfd7ea", "#ff5a5f", "#c81d25", "#6a994e", "#f2e8cf", "#386641"];

describe.each(TEST_BACKENDS)("tyre photos on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { poolSize: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.delete(tyrePhotos);
    fs.rmSync(path.join(root, "tyres"), { recursive: true, force: true });
  });

  const rowsOf = async (tyreId: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(tyrePhotos)
        .where(eq(tyrePhotos.tyreId, tyreId))
    )[0]!.n;

  it("stores WebP at 320, 640 and 1200 px and JPEG fallbacks, upright, with no EXIF or GPS in any file", async () => {
    const tyre = await insertTyre(t.db);
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const photo = await addTyrePhoto(t.db, tyre.id, original, { files });
    expect(photo.position).toBe(0);
    const { image } = photo;
    // Upright: the sideways 1600 x 1200 is 1200 x 1600.
    expect([image.width, image.height]).toEqual([1200, 1600]);
    const got = image.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort();
    expect(got).toEqual(["jpeg 1200x1600", "jpeg 320x427", "jpeg 640x853", "webp 1200x1600", "webp 320x427", "webp 640x853"]);
    expect(filesOnDisk()).toHaveLength(6);
    for (const v of image.variants) {
      expect(v.url).toMatch(/^\/uploads\/tyres\/[\w-]+-\d+\.(webp|jpg)$/);
      const bytes = fs.readFileSync(fileOf(v.url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(v.format);
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      // Neither the camera's name nor the GPS block is anywhere in the file.
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
      expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, tyre.id), eq(auditLog.action, "photo.add")));
    expect(audit?.summary).toContain("(cover)");
  });

  it("refuses an executable named .jpg, an empty file, a 20,000 x 20,000 PNG and a 16 MB file, storing nothing", async () => {
    const tyre = await insertTyre(t.db);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 7)]);
    const mz = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(4096, 1)]);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * 1024 * 1024)]);
    const cases: Array<[Uint8Array, RegExp]> = [
      [elf, /not a JPEG, PNG or WebP image/],
      [mz, /not a JPEG, PNG or WebP image/],
      [new Uint8Array(), /empty \(0 bytes\)/],
      [await pngClaiming(20_000, 20_000), /20,000 × 20,000 pixels \(400 megapixels\); at most 50 megapixels/],
      [big, /at most 15 MB is accepted/],
    ];
    for (const [bytes, message] of cases) {
      const e = await addTyrePhoto(t.db, tyre.id, bytes, { files }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ImageRejectedError);
      expect((e as Error).message).toMatch(message);
    }
    expect(await rowsOf(tyre.id)).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a seventh photo with a clear message and stores nothing of it", async () => {
    const tyre = await insertTyre(t.db);
    for (let i = 0; i < TYRE_PHOTO_LIMIT; i++) await addTyrePhoto(t.db, tyre.id, await phonePhoto(colours[i], 800, 600), { files });
    const before = filesOnDisk();
    const e = await addTyrePhoto(t.db, tyre.id, await phonePhoto(colours[6], 800, 600), { files }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TyrePhotoError);
    expect((e as Error).message).toBe(TYRE_PHOTO_MESSAGES.limit);
    expect((e as Error).message).toMatch(/already has 6 photos/);
    expect(await rowsOf(tyre.id)).toBe(6);
    expect(filesOnDisk()).toEqual(before);
    expect((await listTyrePhotos(t.db, tyre.id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  itRace(backend)("with five photos, two uploads at once: one is added and the other is refused with nothing stored", async () => {
    const tyre = await insertTyre(t.db);
    for (let i = 0; i < 5; i++) await addTyrePhoto(t.db, tyre.id, await phonePhoto(colours[i], 640, 480), { files });
    const [a, b] = [await phonePhoto(colours[5], 640, 480), await phonePhoto(colours[6], 640, 480)];
    const run = () => Promise.allSettled([a, b].map((bytes) => addTyrePhoto(t.db, tyre.id, bytes, { files })));
    // Hold the tyre's row lock until both uploads (past their early check and their image work)
    // wait on it: they really race for the sixth place when it is released.
    let pending!: Promise<PromiseSettledResult<unknown>[]>;
    await t.db.transaction(async (tx) => {
      await tx.select().from(tyres).where(eq(tyres.id, tyre.id)).for("update");
      pending = run();
      await waitForLockWaiters(t.db, 2, "uploads are waiting on the tyre's lock", 600);
    });
    const results = await pending;
    const [lost] = oneWinner(results);
    expect(lost).toBeInstanceOf(TyrePhotoError);
    expect(lost.message).toBe(TYRE_PHOTO_MESSAGES.limit);
    const photos = await listTyrePhotos(t.db, tyre.id);
    expect(photos.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5]);
    // Only the files of the six photos remain: the loser's were removed.
    const shown = photos.flatMap((p) => p.image.variants.map((v) => path.basename(v.url))).sort();
    expect(filesOnDisk()).toEqual(shown);
  });

  it("reorders, chooses the cover (position 0) and audits it; the listing gets the covers in one query", async () => {
    const tyre = await insertTyre(t.db, { brand: "Aaa-Photos" });
    const plain = await insertTyre(t.db, { brand: "Aaa-Plain" });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await addTyrePhoto(t.db, tyre.id, await phonePhoto(colours[i], 640, 480), { files })).id);
    const order = async () => (await listTyrePhotos(t.db, tyre.id)).map((p) => p.id);
    await moveTyrePhoto(t.db, tyre.id, ids[2]!, "earlier");
    expect(await order()).toEqual([ids[0], ids[2], ids[1]]);
    await moveTyrePhoto(t.db, tyre.id, ids[0]!, "later");
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    // Moving past either end changes nothing.
    await moveTyrePhoto(t.db, tyre.id, ids[2]!, "earlier");
    await moveTyrePhoto(t.db, tyre.id, ids[1]!, "later");
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    await moveTyrePhoto(t.db, tyre.id, ids[1]!, "cover");
    expect(await order()).toEqual([ids[1], ids[2], ids[0]]);
    const actions = (await t.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.subject, tyre.id))).map((r) => r.a);
    expect(actions).toEqual(expect.arrayContaining(["photo.reorder", "photo.cover"]));

    const cover = (await listTyrePhotos(t.db, tyre.id))[0]!.image;
    const page = await listTyres(t.db, { brand: undefined } as never, { limit: 100 });
    const card = page.tyres.find((x) => x.id === tyre.id);
    expect(card?.cover?.key).toBe(cover.key);
    expect(page.tyres.find((x) => x.id === plain.id)?.cover).toBeNull();

    // A photo of another tyre cannot be moved through this one.
    await expect(moveTyrePhoto(t.db, plain.id, ids[0]!, "cover")).rejects.toThrow(TyrePhotoError);
  });

  it("deleting a photo removes its files and closes the gap (the next one becomes the cover)", async () => {
    const tyre = await insertTyre(t.db);
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push(await addTyrePhoto(t.db, tyre.id, await phonePhoto(colours[i], 640, 480), { files }));
    const gone = photos[0]!.image;
    await deleteTyrePhoto(t.db, tyre.id, photos[0]!.id, { files });
    for (const v of gone.variants) expect(fs.existsSync(fileOf(v.url))).toBe(false);
    for (const v of photos[1]!.image.variants) expect(fs.existsSync(fileOf(v.url))).toBe(true);
    const left = await listTyrePhotos(t.db, tyre.id);
    expect(left.map((p) => [p.id, p.position])).toEqual([
      [photos[1]!.id, 0],
      [photos[2]!.id, 1],
    ]);
    await expect(deleteTyrePhoto(t.db, tyre.id, photos[0]!.id, { files })).rejects.toThrow(TYRE_PHOTO_MESSAGES.photoNotFound);
  });

  it("the same upload on two tyres keeps its files until neither shows it", async () => {
    const [a, b] = [await insertTyre(t.db), await insertTyre(t.db)];
    const bytes = await phonePhoto(colours[3], 640, 480);
    const pa = await addTyrePhoto(t.db, a.id, bytes, { files });
    const pb = await addTyrePhoto(t.db, b.id, bytes, { files });
    expect(pa.image.key).toBe(pb.image.key);
    await deleteTyrePhoto(t.db, a.id, pa.id, { files });
    for (const v of pb.image.variants) expect(fs.existsSync(fileOf(v.url))).toBe(true);
    await deleteTyrePhoto(t.db, b.id, pb.id, { files });
    expect(filesOnDisk()).toEqual([]);
  });

  it("deleting a tyre deletes its photo rows (cascade) and their files", async () => {
    const tyre = await insertTyre(t.db);
    const images: StoredImage[] = [];
    for (let i = 0; i < 2; i++) images.push((await addTyrePhoto(t.db, tyre.id, await phonePhoto(colours[i], 640, 480), { files })).image);
    expect(filesOnDisk()).toHaveLength(images.flatMap((i) => i.variants).length);
    expect(filesOnDisk().length).toBeGreaterThan(0);
    expect(await deleteTyre(t.db, tyre.id, files)).toBe(true);
    expect(await rowsOf(tyre.id)).toBe(0);
    expect(filesOnDisk()).toEqual([]);
    // The cascade alone (a tyre deleted by SQL) also removes the rows.
    const other = await insertTyre(t.db);
    await addTyrePhoto(t.db, other.id, await phonePhoto(colours[4], 640, 480), { files });
    await t.db.delete(tyres).where(eq(tyres.id, other.id));
    expect(await rowsOf(other.id)).toBe(0);
  });

  it("refuses a photo for a tyre that does not exist", async () => {
    const e = await addTyrePhoto(t.db, "T9999Z", await phonePhoto(), { files }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TyrePhotoError);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("photo order", () => {
  it("moves earlier, later and to the front, and nowhere past the ends", () => {
    expect(movedOrder([1, 2, 3], 3, "earlier")).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, "later")).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 3, "cover")).toEqual([3, 1, 2]);
    expect(movedOrder([1, 2, 3], 1, "earlier")).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, "later")).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, "cover")).toEqual([1, 2, 3]);
  });
});
