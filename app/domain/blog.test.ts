import { describe, expect, it } from "vitest";
import { formatPostDate, htmlToText, isoDate, postDescription, postExcerpt, truncateWords } from "./blog";

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
