import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { staffMessages } from "~/i18n/staff";
import { POST_LIMITS, postFormSchemaIn } from "./blog-post";

const postFormSchema = postFormSchemaIn(staffMessages("en").posts.form);

const valid = {
  title: "  Winter tyres  ",
  slug: "winter-tyres",
  language: "en",
  excerpt: "",
  metaDescription: "",
  markdown: "Hello **world**",
  status: "published",
  publishAt: "2026-12-01T09:00",
  translationId: "",
};

describe("the post form", () => {
  it("reads a valid post: trimmed text, empty optional fields as null, the date in Spanish time", () => {
    const r = parseForm(postFormSchema, valid);
    expect(r).toEqual({
      ok: true,
      data: {
        title: "Winter tyres",
        slug: "winter-tyres",
        language: "en",
        excerpt: null,
        metaDescription: null,
        markdown: "Hello **world**",
        status: "published",
        publishAt: new Date("2026-12-01T08:00:00Z"),
        translationId: null,
        removeCover: false,
      },
    });
    const r2 = parseForm(postFormSchema, { ...valid, publishAt: "", translationId: "12", removeCover: "on" });
    expect(r2.ok && [r2.data.publishAt, r2.data.translationId, r2.data.removeCover]).toEqual([null, 12, true]);
  });

  it("refuses slugs that are not lower-case ASCII words with single hyphens", () => {
    for (const slug of ["Winter-Tyres", "neumáticos", "two--hyphens", "-leading", "trailing-", "with space", "under_score", "a/b"]) {
      const r = parseForm(postFormSchema, { ...valid, slug });
      expect(r.ok, slug).toBe(false);
      expect(!r.ok && r.fieldErrors.slug, slug).toMatch(/lower-case letters a-z, digits and single hyphens/);
    }
    expect(parseForm(postFormSchema, { ...valid, slug: "" }).ok).toBe(false);
    expect(parseForm(postFormSchema, { ...valid, slug: "a".repeat(POST_LIMITS.slug + 1) })).toMatchObject({
      ok: false,
      fieldErrors: { slug: "At most 100 characters" },
    });
  });

  it("gives a clear message for each over-long or missing field", () => {
    const r = parseForm(postFormSchema, {
      ...valid,
      title: "t".repeat(POST_LIMITS.title + 1),
      excerpt: "e".repeat(POST_LIMITS.excerpt + 1),
      metaDescription: "m".repeat(POST_LIMITS.metaDescription + 1),
      markdown: "x".repeat(POST_LIMITS.markdown + 1),
    });
    expect(!r.ok && r.fieldErrors).toEqual({
      title: "At most 120 characters",
      excerpt: "At most 300 characters",
      metaDescription: "At most 160 characters",
      markdown: "At most 50,000 characters",
    });
    const empty = parseForm(postFormSchema, { ...valid, title: " ", markdown: "", language: "fr", status: "live", publishAt: "soon" });
    expect(!empty.ok && empty.fieldErrors).toEqual({
      title: "Enter a title",
      markdown: "Write the post",
      language: "Choose Spanish or English",
      status: "Choose draft or published",
      publishAt: "Enter a date and time, e.g. 2026-12-01 09:00",
    });
    expect(parseForm(postFormSchema, { ...valid, translationId: "abc" })).toMatchObject({
      ok: false,
      fieldErrors: { translationId: "Choose a post from the list" },
    });
  });
});
