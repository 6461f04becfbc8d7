// The editor's action as an admin's browser calls it (multipart form, real session, PGlite): each
// bad input gets its message beside its field and changes nothing (no row, no file); a good post
// with a phone photo is stored with its cover's WebP files; the preview is sanitised; delete
// removes the cover's files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { callRoute, clearApp, signedInAdmin } from "../helpers/staff-session";
import { pngClaiming } from "../helpers/images";
import { routeContext } from "../helpers/route-context";

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-editor-uploads-"));
process.env.UPLOADS_DIR = uploads;

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "editor-secret-editor-secret-0123456789ab";
type Mod = { loader: (a: unknown) => Promise<unknown>; action: (a: unknown) => Promise<unknown> };
let editor: Mod;
let list: Mod;
let t: TestDatabase;
let cookie = "";

function post(pathname: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("cover", new Blob([file.bytes as BlobPart], { type: file.type ?? "image/jpeg" }), file.name);
  return new Request(ORIGIN + pathname, { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
}

const POST = {
  intent: "save",
  title: "Neumáticos de invierno",
  slug: "neumaticos-de-invierno",
  language: "es",
  markdown: "Hola **mundo**",
  status: "published",
  publishAt: "",
  translationId: "",
};

const save = (fields: Partial<typeof POST> & Record<string, string>, file?: Parameters<typeof post>[2], id?: number) =>
  callRoute(() =>
    editor.action({
      request: post(id ? `/posts/${id}` : "/posts/new", { ...POST, ...fields }, file),
      params: id ? { id: String(id) } : {},
      context: routeContext(),
    }),
  );

async function postCount() {
  const r = await t.db.execute(sql`select count(*)::int as n from blog_posts`);
  return ((Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[])[0]!.n;
}
const uploadedFiles = () => (fs.existsSync(path.join(uploads, "blog")) ? fs.readdirSync(path.join(uploads, "blog")) : []);

async function phonePhoto() {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#8ab" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1" } })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestDatabase("pglite");
  cookie = await signedInAdmin(t, { origin: ORIGIN, secret: SECRET });
  editor = (await import("~/routes/staff/post-edit")) as unknown as Mod;
  list = (await import("~/routes/staff/posts")) as unknown as Mod;
});

afterAll(async () => {
  clearApp();
  await t?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe("the blog editor's action", () => {
  it("publishes a post with a phone photo as its cover: WebP files with no metadata", async () => {
    const r = await save({}, { bytes: await phonePhoto(), name: "IMG_0001.JPG" });
    expect(r).toMatchObject({ status: 200, body: { ok: true, message: "Post published" } });
    const files = uploadedFiles();
    expect(files.map((f) => f.replace(/^[\w-]{20}-/, ""))).toEqual(expect.arrayContaining(["400.webp", "800.webp", "1200.webp"]));
    for (const f of files) {
      const meta = await sharp(path.join(uploads, "blog", f)).metadata();
      expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
    }
    const loaded = (await editor.loader({
      request: new Request(`${ORIGIN}/posts/${r.body.id}`, { headers: { cookie } }),
      params: { id: String(r.body.id) },
      context: routeContext(),
    })) as {
      post: { cover: { src: string; srcSet: string }; status: string };
    };
    expect(loaded.post.status).toBe("published");
    expect(loaded.post.cover.src).toMatch(/^\/uploads\/blog\/[\w-]{20}-800\.webp$/);
    expect(loaded.post.cover.srcSet.split(", ")).toHaveLength(3);
  });

  it.each([
    [
      "an executable named .jpg",
      Buffer.concat([Buffer.from("MZ\x90\x00\x03"), Buffer.alloc(2048, 1)]),
      "evil.jpg",
      "The file is not a JPEG, PNG or WebP image.",
    ],
    ["a 0-byte file", Buffer.alloc(0), "empty.png", "The file is empty (0 bytes)."],
  ])("refuses %s with a message beside the cover and stores nothing", async (_what, bytes, name, message) => {
    const before = [await postCount(), uploadedFiles().length];
    const r = await save({ slug: "otro-post" }, { bytes, name });
    expect(r).toMatchObject({ status: 400, body: { ok: false, message, fieldErrors: { cover: message } } });
    expect([await postCount(), uploadedFiles().length]).toEqual(before);
  });

  it("refuses a PNG of 20,000 x 20,000 pixels", async () => {
    const png = await pngClaiming(20_000, 20_000);
    const before = [await postCount(), uploadedFiles().length];
    const r = await save({ slug: "otro-post" }, { bytes: png, name: "huge.png", type: "image/png" });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual({
      cover: "The image is 20,000 × 20,000 pixels (400 megapixels); at most 50 megapixels is accepted.",
    });
    expect([await postCount(), uploadedFiles().length]).toEqual(before);
  });

  it("refuses an upload over 10 MB with a message, reading no more than its limit", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    big.set([0xff, 0xd8, 0xff], 0);
    const r = await save({ slug: "otro-post" }, { bytes: big, name: "big.jpg" });
    expect(r).toMatchObject({
      status: 413,
      body: { ok: false, fieldErrors: { cover: "The upload is too large: the cover image may be at most 10 MB" } },
    });
  });

  it("shows every field's message at once, with the cover's", async () => {
    const r = await save({ title: "", slug: "Mal Slug", status: "live" }, { bytes: Buffer.alloc(0), name: "x.jpg" });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({
      title: "Enter a title",
      slug: expect.stringMatching(/single hyphens/),
      status: "Choose draft or published",
      cover: "The file is empty (0 bytes).",
    });
  });

  it("refuses a slug already taken in the language, and a translation in the same language (409)", async () => {
    const before = await postCount();
    const taken = await save({ title: "Otro título" });
    expect(taken).toMatchObject({
      status: 409,
      body: { fieldErrors: { slug: expect.stringMatching(/already has the slug "neumaticos-de-invierno"/) } },
    });
    const es = (await save({ title: "Frenos", slug: "frenos" })).body.id as number;
    const same = await save({ title: "Discos", slug: "discos", translationId: String(es) });
    expect(same).toMatchObject({
      status: 409,
      body: { fieldErrors: { translationId: 'The translation must be a post in the other language: "Frenos" is in Spanish too' } },
    });
    expect(await postCount()).toBe(before + 1);
    // In English it is fine, and the slug may repeat across languages.
    const en = await save({ title: "Winter tyres", slug: "neumaticos-de-invierno", language: "en", translationId: String(es) });
    expect(en).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("schedules a post with a date to come, and keeps a draft's date empty", async () => {
    const future = await save({ title: "Pronto", slug: "pronto", publishAt: "2099-01-01T10:00" });
    expect(future.body.message).toBe("Post scheduled: public from 1 Jan 2099, 10:00");
    const draft = await save({ title: "Borrador", slug: "borrador", status: "draft", publishAt: "2020-01-01T10:00" });
    expect(draft.body.message).toBe("Draft saved: not public");
    const rows = await t.db.execute(sql`select slug, published_at from blog_posts where slug in ('pronto', 'borrador') order by slug`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { slug: string; published_at: unknown }[];
    expect(list.map((r) => [r.slug, r.published_at == null ? null : new Date(r.published_at as string).toISOString()])).toEqual([
      ["borrador", null],
      ["pronto", "2099-01-01T09:00:00.000Z"],
    ]);
  });

  it("previews Markdown sanitised, storing nothing", async () => {
    const before = await postCount();
    const r = await callRoute(() =>
      editor.action({
        request: post("/posts/new", { intent: "preview", markdown: '## Hola\n\n<img src=x onerror="boom()"> [x](javascript:alert(1))' }),
        params: {},
        context: routeContext(),
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.html).toContain("<h2>Hola</h2>");
    expect(String(r.body.html)).not.toMatch(/onerror|javascript:/);
    expect(await postCount()).toBe(before);
  });

  it("replaces a cover and deletes a post with the files it no longer needs", async () => {
    const photo = await phonePhoto();
    const created = await save({ title: "Con foto", slug: "con-foto" }, { bytes: photo, name: "a.jpg" });
    const id = created.body.id as number;
    const other = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#f00" } })
      .webp()
      .toBuffer();
    // The first post still uses the phone photo's files; the second cover's files are new.
    const before = uploadedFiles().length;
    await save({ title: "Con foto", slug: "con-foto" }, { bytes: other, name: "b.webp", type: "image/webp" }, id);
    expect(uploadedFiles().length).toBe(before + 2); // 400 and 800 wide (the image is 900 wide)
    const del = await callRoute(() =>
      list.action({ request: post("/posts", { intent: "delete", id: String(id) }), params: {}, context: routeContext() }),
    );
    expect(del).toMatchObject({ status: 200, body: { ok: true, message: 'Post "Con foto" deleted' } });
    expect(uploadedFiles().length).toBe(before);
    const again = await callRoute(() =>
      list.action({ request: post("/posts", { intent: "delete", id: String(id) }), params: {}, context: routeContext() }),
    );
    expect(again.status).toBe(404);
  });

  it("answers 404 for a post that does not exist or an id that is not one", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const r = await callRoute(() =>
        editor.loader({ request: new Request(`${ORIGIN}/posts/${id}`, { headers: { cookie } }), params: { id }, context: routeContext() }),
      );
      expect(r.status, id).toBe(404);
    }
  });
});
