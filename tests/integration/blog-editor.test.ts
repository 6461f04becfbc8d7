// The blog editor's rules against real databases: Markdown stored with its sanitised HTML, slugs
// unique per language, drafts and scheduled posts invisible to visitors until their time, the
// translation link (other language only, one per language), deleting, and cover files released
// only when no post shows them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~db/schema";
import { COVER_LIMITS } from "~/domain/blog-post";
import {
  deletePost,
  getStaffPost,
  listStaffPosts,
  type PostInput,
  PostNotFoundError,
  PostRefusedError,
  releaseCover,
  savePost,
  translationChoices,
} from "~/server/blog/blog-editor.server";
import { allPostsForSitemap, counterpartSlug, crossLanguageSlug, getPostPage, listPosts } from "~/server/blog/blog.server";
import { openDatabase } from "~/server/infra/db.server";
import { migrateDatabase } from "~/server/first-run.server";
import { storeImage } from "~/server/infra/images.server";
import { renderPostMarkdown } from "~/server/blog/markdown.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

const HOUR = 3600_000;
const past = new Date(Date.now() - 24 * HOUR);

function input(over: Partial<PostInput> = {}): PostInput {
  return {
    title: "Neumáticos de invierno",
    slug: "neumaticos-de-invierno",
    language: "es",
    excerpt: null,
    metaDescription: null,
    markdown: "Hola",
    publishedAt: past,
    translationId: null,
    ...over,
  };
}

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof PostRefusedError) return { field: e.field, message: e.message };
    throw e;
  }
  throw new Error("accepted");
}

describe.each(TEST_BACKENDS)("blog editor on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores the Markdown and its sanitised HTML", async () => {
    const { id } = await savePost(
      t.db,
      null,
      input({
        slug: "markdown-y-html",
        markdown:
          '# Título\n\nTexto con **negrita** y [enlace](https://example.com).\n\n<script>alert(1)</script>\n\n<p onclick="x()">crudo</p>\n\n[mal](javascript:alert(1))\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      }),
    );
    const row = (await getStaffPost(t.db, id))!;
    expect(row.markdown).toMatch(/^# Título/);
    expect(row.content).toContain("<h2>Título</h2>");
    expect(row.content).toContain("<strong>negrita</strong>");
    expect(row.content).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">enlace</a>');
    expect(row.content).toContain("<td>1</td>");
    expect(row.content).toContain("<p>crudo</p>");
    expect(row.content).not.toMatch(/script|onclick|javascript:/i);
  });

  it("keeps slugs unique per language, with a message naming the other post", async () => {
    const a = await savePost(t.db, null, input({ title: "Primero", slug: "mismo-slug" }));
    expect(await refusal(savePost(t.db, null, input({ title: "Segundo", slug: "mismo-slug" })))).toEqual({
      field: "slug",
      message: 'Another Spanish post ("Primero") already has the slug "mismo-slug"',
    });
    // The same slug in the other language is fine, and a post keeps its own slug when saved again.
    await savePost(t.db, null, input({ title: "Same in English", slug: "mismo-slug", language: "en" }));
    await savePost(t.db, a.id, input({ title: "Primero, editado", slug: "mismo-slug" }));
    const b = await savePost(t.db, null, input({ title: "Otro", slug: "otro-slug" }));
    expect(await refusal(savePost(t.db, b.id, input({ title: "Otro", slug: "mismo-slug" })))).toMatchObject({ field: "slug" });
    expect((await getStaffPost(t.db, b.id))!.slug).toBe("otro-slug");
  });

  it("refuses a slug the form would refuse even when written directly", async () => {
    for (const slug of ["Mayúsculas", "dos--guiones", "con espacio", "a".repeat(161)]) {
      await expect(
        t.db.insert(blogPosts).values({ slug, language: "es", title: "x", content: "x", markdown: "x" }),
        slug,
      ).rejects.toThrow();
    }
  });

  it("lets one of two racing saves of a slug win and tells the other why", async () => {
    const results = await Promise.allSettled([
      savePost(t.db, null, input({ title: "Carrera 1", slug: "carrera" })),
      savePost(t.db, null, input({ title: "Carrera 2", slug: "carrera" })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(PostRefusedError);
    expect((lost.reason as PostRefusedError).field).toBe("slug");
  });

  it("keeps drafts and scheduled posts from visitors until their time comes", async () => {
    const now = new Date();
    const inAnHour = new Date(now.getTime() + HOUR);
    const es = await savePost(t.db, null, input({ title: "Programado", slug: "programado", publishedAt: inAnHour }));
    const en = await savePost(
      t.db,
      null,
      input({ title: "Scheduled", slug: "scheduled", language: "en", publishedAt: inAnHour, translationId: es.id }),
    );
    await savePost(t.db, null, input({ title: "Borrador", slug: "borrador", publishedAt: null }));
    const visible = async (at: Date) => ({
      list: (await listPosts(t.db, "es", { now: at })).map((p) => p.slug),
      page: (await getPostPage(t.db, "es", "programado", { now: at }))?.otherSlug,
      draft: await getPostPage(t.db, "es", "borrador", { now: at }),
      sitemap: (await allPostsForSitemap(t.db, { now: at })).map((p) => p.slug),
      cross: await crossLanguageSlug(t.db, "en", "programado", { now: at }),
    });
    const before = await visible(now);
    expect(before.list).not.toContain("programado");
    expect(before.list).not.toContain("borrador");
    expect(before.page).toBeUndefined();
    expect(before.draft).toBeNull();
    expect(before.sitemap).not.toEqual(expect.arrayContaining(["programado"]));
    expect(before.sitemap).not.toEqual(expect.arrayContaining(["borrador"]));
    expect(before.cross).toBeUndefined();

    const after = await visible(new Date(inAnHour.getTime() + 1));
    expect(after.list).toContain("programado");
    expect(after.list).not.toContain("borrador");
    expect(after.page).toBe("scheduled");
    expect(after.draft).toBeNull();
    expect(after.sitemap).toEqual(expect.arrayContaining(["programado", "scheduled"]));
    expect(after.cross).toBe("scheduled");

    // A published post whose translation is still a draft has no switcher link to it.
    await savePost(t.db, en.id, input({ title: "Scheduled", slug: "scheduled", language: "en", publishedAt: null, translationId: es.id }));
    const pub = await savePost(t.db, es.id, input({ title: "Programado", slug: "programado", publishedAt: past, translationId: en.id }));
    expect((await getPostPage(t.db, "es", "programado"))!.otherSlug).toBeNull();
    expect(await counterpartSlug(t.db, (await getStaffPost(t.db, pub.id))!)).toBeNull();

    const staff = await listStaffPosts(t.db);
    const status = (slug: string) => staff.find((p) => p.slug === slug)?.status;
    expect([status("programado"), status("scheduled"), status("borrador")]).toEqual(["published", "draft", "draft"]);
  });

  it("links a translation in the other language, both ways, and refuses the same language", async () => {
    const es = await savePost(t.db, null, input({ title: "Frenos", slug: "frenos" }));
    const es2 = await savePost(t.db, null, input({ title: "Discos", slug: "discos" }));
    expect(await refusal(savePost(t.db, es2.id, input({ title: "Discos", slug: "discos", translationId: es.id })))).toEqual({
      field: "translationId",
      message: 'The translation must be a post in the other language: "Frenos" is in Spanish too',
    });
    expect(await refusal(savePost(t.db, es.id, input({ title: "Frenos", slug: "frenos", translationId: es.id })))).toMatchObject({
      field: "translationId",
      message: "A post cannot be its own translation",
    });
    expect(await refusal(savePost(t.db, null, input({ slug: "huerfano", translationId: 999_999 })))).toMatchObject({
      field: "translationId",
    });

    const en = await savePost(t.db, null, input({ title: "Brakes", slug: "brakes", language: "en", translationId: es.id }));
    expect((await getPostPage(t.db, "es", "frenos"))!.otherSlug).toBe("brakes");
    expect((await getPostPage(t.db, "en", "brakes"))!.otherSlug).toBe("frenos");
    expect((await getStaffPost(t.db, es.id))!.translationId).toBe(en.id);
    expect((await listStaffPosts(t.db)).find((p) => p.id === es.id)!.translation).toEqual({ id: en.id, title: "Brakes", language: "en" });

    // Frenos already has its English translation: a second English post cannot take it.
    expect(
      await refusal(savePost(t.db, null, input({ title: "Brake check", slug: "brake-check", language: "en", translationId: es.id }))),
    ).toEqual({ field: "translationId", message: '"Frenos" is already the translation of "Brakes"; unlink it there first' });
    // Unlinked on the English side, then relinked to the other Spanish post.
    await savePost(t.db, en.id, input({ title: "Brakes", slug: "brakes", language: "en", translationId: null }));
    expect((await getPostPage(t.db, "es", "frenos"))!.otherSlug).toBeNull();
    await savePost(t.db, en.id, input({ title: "Brakes", slug: "brakes", language: "en", translationId: es2.id }));
    expect((await getPostPage(t.db, "es", "discos"))!.otherSlug).toBe("brakes");
    expect((await getPostPage(t.db, "es", "frenos"))!.otherSlug).toBeNull();
    // Now Frenos is free again.
    await savePost(t.db, null, input({ title: "Brake check", slug: "brake-check", language: "en", translationId: es.id }));
    expect((await getPostPage(t.db, "es", "frenos"))!.otherSlug).toBe("brake-check");

    const choices = await translationChoices(t.db);
    expect(choices.find((c) => c.id === es2.id)!.translatedBy).toBe(en.id);

    // The database holds the rule too: two Spanish posts on one topic are refused.
    const [{ topic }] = (await t.db.select({ topic: blogPosts.topicIndex }).from(blogPosts).where(eq(blogPosts.id, es.id))) as {
      topic: number;
    }[];
    await expect(t.db.update(blogPosts).set({ topicIndex: topic }).where(eq(blogPosts.id, es2.id))).rejects.toThrow();
  });

  it("gives new translation pairs topics past any written without the sequence (the demo seed)", async () => {
    await t.db.insert(blogPosts).values({ slug: "semilla", language: "es", title: "Semilla", content: "x", topicIndex: 500 });
    const es = await savePost(t.db, null, input({ title: "Nuevo", slug: "nuevo-par" }));
    await savePost(t.db, null, input({ title: "New", slug: "new-pair", language: "en", translationId: es.id }));
    const [row] = await t.db.select({ topic: blogPosts.topicIndex }).from(blogPosts).where(eq(blogPosts.id, es.id));
    expect(row!.topic).toBeGreaterThan(500);
  });

  it("deletes a post; a missing one is not found", async () => {
    const p = await savePost(t.db, null, input({ title: "Para borrar", slug: "para-borrar" }));
    expect(await deletePost(t.db, p.id)).toEqual({ title: "Para borrar", cover: null });
    expect(await getStaffPost(t.db, p.id)).toBeNull();
    await expect(deletePost(t.db, p.id)).rejects.toBeInstanceOf(PostNotFoundError);
    await expect(savePost(t.db, p.id, input({ slug: "para-borrar" }))).rejects.toBeInstanceOf(PostNotFoundError);
  });

  it("replaces and removes covers, deleting files only when no post shows them", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-covers-"));
    try {
      const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#123456" } })
        .png()
        .toBuffer();
      const cover = await storeImage(png, { ...COVER_LIMITS, folder: "blog", root });
      const exists = () => cover.variants.map((v) => fs.existsSync(path.join(root, v.url.replace("/uploads/", ""))));
      const a = await savePost(t.db, null, input({ slug: "con-portada" }), { kind: "set", image: cover });
      const b = await savePost(t.db, null, input({ slug: "misma-portada" }), { kind: "set", image: cover });
      expect((await getStaffPost(t.db, a.id))!.coverImage).toEqual(cover);
      // Kept when saved without a change.
      expect((await savePost(t.db, a.id, input({ slug: "con-portada", title: "editado" }))).droppedCover).toBeNull();
      expect((await getStaffPost(t.db, a.id))!.coverImage).toEqual(cover);

      const removed = await savePost(t.db, a.id, input({ slug: "con-portada" }), { kind: "remove" });
      expect(removed.droppedCover).toEqual(cover);
      await releaseCover(t.db, removed.droppedCover, root);
      expect(exists()).toEqual([true, true]); // the other post still shows it
      const gone = await deletePost(t.db, b.id);
      await releaseCover(t.db, gone.cover, root);
      expect(exists()).toEqual([false, false]);

      const listed = await listPosts(t.db, "es");
      expect(listed.find((p) => p.slug === "con-portada")!.coverImage).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("counts what it stores: no stray rows from refused saves", async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from blog_posts`);
    await refusal(savePost(t.db, null, input({ slug: "frenos" })));
    await refusal(savePost(t.db, null, input({ slug: "nuevo-slug", language: "en", translationId: 999_999 })));
    const after = await t.db.execute(sql`select count(*)::int as n from blog_posts`);
    const n = (r: unknown) => ((Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[])[0]!.n;
    expect(n(after)).toBe(n(before));
  });
});

describe("upgrading a database written before the editor", () => {
  it("keeps old HTML posts as their Markdown, and one post per language on a topic", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-migrations-"));
    fs.cpSync("db/migrations", folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < "0007");
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database, folder);
      await database.db.execute(sql`
        insert into blog_posts (slug, language, title, content, topic_index, published_at) values
          ('viejo', 'es', 'Viejo', '<p>Hola <strong>mundo</strong></p><h2>Dos</h2>', 7, '2026-01-01'),
          ('old', 'en', 'Old', '<p>Hello</p>', 7, '2026-01-01'),
          ('viejo-bis', 'es', 'Viejo bis', '<p>Otra</p>', 7, '2026-02-01')`);
      await migrateDatabase(database);
      const rows = await database.db
        .select({ slug: blogPosts.slug, markdown: blogPosts.markdown, content: blogPosts.content, topic: blogPosts.topicIndex })
        .from(blogPosts)
        .orderBy(blogPosts.id);
      expect(rows).toEqual([
        { slug: "viejo", markdown: "<p>Hola <strong>mundo</strong></p><h2>Dos</h2>", content: expect.any(String), topic: null },
        { slug: "old", markdown: "<p>Hello</p>", content: "<p>Hello</p>", topic: 7 },
        { slug: "viejo-bis", markdown: "<p>Otra</p>", content: "<p>Otra</p>", topic: 7 },
      ]);
      // Old HTML rendered as Markdown is the same HTML.
      expect(await renderPostMarkdown(rows[0]!.markdown)).toBe(rows[0]!.content);
      // The next new pair gets a topic past the old ones.
      const es = await savePost(database.db, null, input({ slug: "nuevo" }));
      await savePost(database.db, null, input({ slug: "new", language: "en", translationId: es.id }));
      const [row] = await database.db.select({ topic: blogPosts.topicIndex }).from(blogPosts).where(eq(blogPosts.id, es.id));
      expect(row!.topic).toBe(8);
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
