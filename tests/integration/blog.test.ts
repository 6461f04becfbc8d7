// Blog queries against real databases: per-language lists newest first, posts by slug, the
// other language's post on the same topic, and HTML sanitised before it reaches a page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~db/schema";
import { demoPosts } from "~db/seed/posts";
import { counterpartSlug, crossLanguageSlug, getPost, getPostPage, listPosts } from "~/server/blog/blog.server";
import { sanitizePostHtml } from "~/server/blog/sanitize.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

describe.each(TEST_BACKENDS)("blog on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await t.db.insert(blogPosts).values([
      ...(await demoPosts()),
      {
        slug: "solo-en-espanol",
        language: "es",
        topicIndex: 99,
        title: "Solo en español",
        content:
          '<p onclick="steal()">Hola</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x.png" onerror="boom()"><h1>Título</h1>',
        publishedAt: new Date("2026-08-01T09:00:00Z"),
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists each language's posts only, newest first", async () => {
    const es = await listPosts(t.db, "es");
    const en = await listPosts(t.db, "en");
    expect(es.every((p) => p.language === "es")).toBe(true);
    expect(en.every((p) => p.language === "en")).toBe(true);
    expect(es.map((p) => p.slug)).toEqual([
      "solo-en-espanol",
      "revision-gratuita-de-frenos",
      "neumaticos-seminuevos-son-seguros",
      "como-leer-el-tamano-de-un-neumatico",
      "neumaticos-de-invierno-en-la-alpujarra",
    ]);
    expect(en).toHaveLength(3);
    expect(en.map((p) => p.slug)[0]).toBe("free-brake-check");
    const dates = en.map((p) => p.publishedAt.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(await listPosts(t.db, "en", { limit: 1 })).toHaveLength(1);
  });

  it("finds a post by slug in its own language only", async () => {
    expect((await getPost(t.db, "en", "how-to-read-a-tyre-size"))?.title).toBe("How to read a tyre size");
    expect(await getPost(t.db, "es", "how-to-read-a-tyre-size")).toBeNull();
    expect(await getPost(t.db, "en", "no-such-post")).toBeNull();
  });

  it("links the two languages' posts on the same topic", async () => {
    const es = (await getPost(t.db, "es", "como-leer-el-tamano-de-un-neumatico"))!;
    expect(await counterpartSlug(t.db, es)).toBe("how-to-read-a-tyre-size");
    const alone = (await getPost(t.db, "es", "solo-en-espanol"))!;
    expect(await counterpartSlug(t.db, alone)).toBeNull();
    // A Spanish slug under /en leads to the English post on that topic, or to the list (null).
    expect(await crossLanguageSlug(t.db, "en", "como-leer-el-tamano-de-un-neumatico")).toBe("how-to-read-a-tyre-size");
    expect(await crossLanguageSlug(t.db, "en", "solo-en-espanol")).toBeNull();
    expect(await crossLanguageSlug(t.db, "en", "nothing-here")).toBeUndefined();
  });

  it("serves post HTML sanitised: no scripts, handlers or javascript: links", async () => {
    const page = (await getPostPage(t.db, "es", "solo-en-espanol"))!;
    const html = page.post.content;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("<p>Hola</p>");
    expect(html).toContain("<h2>Título</h2>"); // no second h1 on the page
    expect(html).toContain('<img src="x.png" loading="lazy" />');
    expect(page.otherSlug).toBeNull();
    expect(await getPostPage(t.db, "es", "missing")).toBeNull();
  });
});

describe("sanitizePostHtml", () => {
  it("keeps the allowed structure and marks external links", async () => {
    expect(
      await sanitizePostHtml('<h2>A</h2><ul><li><strong>b</strong></li></ul><a href="https://ex.com">e</a><a href="/contacto">c</a>'),
    ).toBe(
      '<h2>A</h2><ul><li><strong>b</strong></li></ul><a href="https://ex.com" rel="noopener noreferrer" target="_blank">e</a><a href="/contacto">c</a>',
    );
  });
  it("drops styles, iframes and forms", async () => {
    expect(
      await sanitizePostHtml('<style>p{}</style><iframe src="https://x"></iframe><form><input></form><p style="color:red">t</p>'),
    ).toBe("<p>t</p>");
  });
});
