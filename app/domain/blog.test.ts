import { describe, expect, it } from "vitest";
import {
  formatPostDate,
  htmlToText,
  isoDate,
  postDescription,
  postExcerpt,
  postStatus,
  slugify,
  SLUG_PATTERN,
  truncateWords,
} from "./blog";
import { dateToShopLocal, shopLocalToDate } from "~/lib/shop-clock";

describe("blog publication dates", () => {
  it("reads 'MMMM d, yyyy' in English and '5 de marzo, 2024' in Spanish", () => {
    const d = new Date("2024-03-05T10:00:00Z");
    expect(formatPostDate(d, "en")).toBe("March 5, 2024");
    expect(formatPostDate(d, "es")).toBe("5 de marzo, 2024");
    expect(formatPostDate("2026-12-31T12:00:00Z", "es")).toBe("31 de diciembre, 2026");
  });

  it("dates a post by the shop's calendar (Spain), not UTC", () => {
    // 23:30 UTC on 5 March is already 6 March in Madrid.
    expect(formatPostDate(new Date("2024-03-05T23:30:00Z"), "en")).toBe("March 6, 2024");
    expect(isoDate(new Date("2024-03-05T23:30:00Z"))).toBe("2024-03-06");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatPostDate("yesterday", "en")).toThrow(RangeError);
  });
});

describe("excerpts", () => {
  it("turns HTML into plain text", () => {
    expect(htmlToText("<p>Hola&nbsp;<strong>mundo</strong></p><p>R&amp;D &#8364;</p><script>x()</script>")).toBe("Hola mundo R&D €");
  });

  it("cuts at a word boundary with an ellipsis", () => {
    expect(truncateWords("one two three four", 100)).toBe("one two three four");
    expect(truncateWords("one two three four", 12)).toBe("one two…");
  });

  it("prefers the post's own excerpt and falls back to its text", () => {
    expect(postExcerpt({ excerpt: "Short.", content: "<p>Long body</p>" })).toBe("Short.");
    expect(postExcerpt({ excerpt: "  ", content: "<p>Long body</p>" })).toBe("Long body");
    expect(postDescription({ metaDescription: null, excerpt: "", content: `<p>${"word ".repeat(60)}</p>` }).length).toBeLessThanOrEqual(
      160,
    );
  });
});

describe("slugs proposed from titles", () => {
  it("is lower-case ASCII words joined by hyphens, accents and punctuation dropped", () => {
    expect(slugify("¿Son seguros los neumáticos seminuevos?")).toBe("son-seguros-los-neumaticos-seminuevos");
    expect(slugify("Año nuevo: 205/55 R16 — ¡ofertas!")).toBe("ano-nuevo-205-55-r16-ofertas");
    expect(slugify("  Straße & Œuvre  ")).toBe("strasse-oeuvre");
    expect(slugify("¡¿!")).toBe("");
    for (const t of ["Cómo leer el tamaño", "A  --  b", "Ünïcödé ÇÃO 2026"]) expect(slugify(t)).toMatch(SLUG_PATTERN);
  });
  it("is cut at a word boundary", () => {
    const slug = slugify("word ".repeat(40), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slugify("a".repeat(100), 20)).toBe("a".repeat(20));
  });
});

describe("post status", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is draft without a date, scheduled with a date to come, published after it", () => {
    expect(postStatus(null, now)).toBe("draft");
    expect(postStatus(new Date("2026-11-23T12:00:01Z"), now)).toBe("scheduled");
    expect(postStatus("2026-11-23T12:00:00Z", now)).toBe("published");
    expect(postStatus(new Date("2020-01-01"), now)).toBe("published");
  });
});

describe("publish dates typed in the shop's time zone", () => {
  it("reads a datetime-local value as Spanish time, winter and summer", () => {
    expect(shopLocalToDate("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(shopLocalToDate("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
    // The night the clocks go back (25 Oct 2026, 03:00 -> 02:00) and forward (29 Mar 2026, 02:00 -> 03:00).
    expect(shopLocalToDate("2026-10-25T04:00")?.toISOString()).toBe("2026-10-25T03:00:00.000Z");
    expect(shopLocalToDate("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(shopLocalToDate("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });
  it("refuses what is not a date and time", () => {
    for (const v of ["", "2026-02-30T10:00", "2026-12-01", "2026-12-01T24:00", "2026-12-01T10:60", "tomorrow", "2026-12-01 10:00"]) {
      expect(shopLocalToDate(v), v).toBeNull();
    }
  });
  it("writes a moment back as the shop's local time, round trip", () => {
    expect(dateToShopLocal(new Date("2026-12-01T08:30:00Z"))).toBe("2026-12-01T09:30");
    expect(dateToShopLocal("2026-07-01T07:30:00Z")).toBe("2026-07-01T09:30");
    for (const v of ["2026-01-15T00:00", "2026-06-30T23:59", "2026-10-25T01:15"]) expect(dateToShopLocal(shopLocalToDate(v)!)).toBe(v);
  });
});
