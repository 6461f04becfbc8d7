// The blog editor's form: one zod schema, run by the action (the check that counts) and in the
// browser for early feedback, with its messages from the staff catalogue (`posts.form`) in the
// reader's language. The cover image is not in the schema: the action reads the file and hands it
// to the image module.
import { z } from "zod";
import { formText, optionalText, requiredText } from "~/lib/form";
import { shopLocalToDate } from "~/lib/shop-clock";
import { SLUG_PATTERN } from "./blog";

export const POST_LANGUAGES = ["es", "en"] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export const POST_LIMITS = {
  title: 120,
  slug: 100,
  excerpt: 300,
  metaDescription: 160,
  /** Characters of Markdown: a long article is 20,000. */
  markdown: 50_000,
} as const;

/** Cover uploads: bytes and pixels (a 48-megapixel phone photo passes), and the widths written. */
export const COVER_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000, widths: [400, 800, 1200] } as const;

/** The editor's body limit: the cover at its largest plus the text fields, with room for the multipart framing. */
export const POST_FORM_BODY_LIMIT = COVER_LIMITS.maxBytes + 512 * 1024;

const idField = (message: string) =>
  z.preprocess(
    formText,
    z
      .string()
      .refine((s) => s === "" || /^[1-9]\d{0,9}$/.test(s), message)
      .transform((s) => (s === "" ? null : Number(s))),
  );

/** The editor's field messages: the staff catalogue's `posts.form` fits it. `atMost` gets the number formatted. */
export interface PostFormMessages {
  enterTitle: string;
  atMost: (n: string) => string;
  enterSlug: string;
  slugPattern: string;
  chooseLanguage: string;
  writePost: string;
  chooseStatus: string;
  enterDate: string;
  chooseTranslation: string;
}

export function postFormSchemaIn(m: PostFormMessages, numberLocale = "en") {
  const most = (n: number) => m.atMost(n.toLocaleString(numberLocale));
  return z.object({
    title: requiredText(POST_LIMITS.title, m.enterTitle, most(POST_LIMITS.title)),
    slug: z.preprocess(
      formText,
      z.string().min(1, m.enterSlug).max(POST_LIMITS.slug, most(POST_LIMITS.slug)).regex(SLUG_PATTERN, m.slugPattern),
    ),
    language: z.enum(POST_LANGUAGES, m.chooseLanguage),
    excerpt: optionalText(POST_LIMITS.excerpt, most(POST_LIMITS.excerpt)),
    metaDescription: optionalText(POST_LIMITS.metaDescription, most(POST_LIMITS.metaDescription)),
    markdown: requiredText(POST_LIMITS.markdown, m.writePost, most(POST_LIMITS.markdown)),
    status: z.enum(["draft", "published"], m.chooseStatus),
    /** The shop's local date and time; empty = when it is saved. Ignored for a draft. */
    publishAt: z.preprocess(
      formText,
      z
        .string()
        .refine((s) => s === "" || shopLocalToDate(s) != null, m.enterDate)
        .transform((s) => (s === "" ? null : shopLocalToDate(s))),
    ),
    /** The post in the other language that this one translates. */
    translationId: idField(m.chooseTranslation),
    removeCover: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  });
}

/** The id of the post being edited or deleted. */
export const postIdSchema = z.object({ id: idField("invalid request").refine((v) => v != null, "invalid request") });

/** The preview: Markdown only. */
export const previewSchemaIn = (m: PostFormMessages, numberLocale = "en") =>
  z.object({ markdown: postFormSchemaIn(m, numberLocale).shape.markdown });

/** The editor's preview: the Markdown rendered and sanitised by the server, or why not. */
export type PreviewResult = { ok: true; html: string } | { ok: false; message: string };
