// The blog editor in Chromium: an admin publishes a Spanish post with a cover photo and its English
// translation (on a phone), a visitor follows the public language switcher between them and sees
// the cover at several widths; a draft answers 404 and is in no list; bad uploads and a taken slug
// get their message beside the field; delete asks first.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { pngClaiming } from "../helpers/images";
import { expect, loginAsAdmin, path, PHONE, test } from "./fixtures";

const stamp = Date.now().toString(36);
const ES = { title: `Neumáticos para la nieve ${stamp}`, slug: `neumaticos-para-la-nieve-${stamp}` };
const EN = { title: `Snow tyres ${stamp}`, slug: `snow-tyres-${stamp}` };

async function photo() {
  return sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#1f4e79" } })
    .composite([{ input: { create: { width: 600, height: 1000, channels: 3, background: "#f2c14e" } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1" } })
    .toBuffer();
}

async function saveAndWait(page: Page, toast: string | RegExp) {
  await page.getByTestId("save-post").click();
  await expect(page.getByText(toast)).toBeVisible();
}

test.describe("blog editor", () => {
  test.describe.configure({ mode: "serial" });

  test("an admin on a phone publishes a Spanish post with a cover, then its English translation", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAsAdmin(page);
    await page.goto("/posts");
    await page.getByTestId("new-post").click();
    await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();

    await page.getByLabel("Title *").fill(ES.title);
    // The slug follows the title: accents dropped, lower case, hyphens.
    await expect(page.getByLabel(/^Slug/)).toHaveValue(ES.slug);
    await page.getByLabel("Content (Markdown) *").fill("## Cadenas o neumáticos\n\nEn la **Alpujarra** nieva.\n\n- Presión\n- Dibujo");
    await page.getByTestId("preview-tab").click();
    await expect(page.getByTestId("preview").getByRole("heading", { name: "Cadenas o neumáticos" })).toBeVisible();
    await expect(page.getByTestId("preview").locator("strong")).toHaveText("Alpujarra");
    await page.getByRole("tab", { name: "Write" }).click();

    await page.getByLabel("Published").check();
    await page.locator("#post-cover").setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await photo() });
    await saveAndWait(page, "Post published");
    await expect(page).toHaveURL(/\/posts\/\d+$/);
    await expect(page.getByTestId("current-cover")).toHaveAttribute("srcset", /400w.*800w.*1200w/);

    await page.goto("/posts/new");
    await page.getByLabel("Title *").fill(EN.title);
    await page.getByLabel("Language").selectOption("en");
    await page.getByLabel("Content (Markdown) *").fill("## Chains or tyres\n\nIt snows in the **Alpujarra**.");
    await page.getByLabel("Published").check();
    // Only Spanish posts are offered as the translation of an English one.
    const choice = page.getByLabel("Spanish translation");
    await expect(choice.locator("option", { hasText: "Snow tyres" })).toHaveCount(0);
    await choice.selectOption({ label: ES.title });
    await saveAndWait(page, "Post published");

    await page.goto("/posts");
    const row = page.getByTestId("post-row").filter({ has: page.getByRole("heading", { name: ES.title }) });
    await expect(row.getByText("Published")).toBeVisible();
    await expect(row.getByRole("link", { name: EN.title })).toBeVisible();
  });

  test("a visitor follows the language switcher between the two posts and sees the cover", async ({ page }) => {
    await page.goto(path("blogPost", "es", { slug: ES.slug }));
    await expect(page.getByRole("heading", { level: 1, name: ES.title })).toBeVisible();
    const cover = page.getByTestId("post-cover");
    await expect(cover).toHaveAttribute("srcset", /\/uploads\/blog\/[\w-]+-400\.webp 400w/);
    // The browser really loaded a WebP variant.
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    const res = await page.request.get(src);
    expect(res.headers()["content-type"]).toBe("image/webp");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    await page.getByTestId("language-switcher").first().click();
    await expect(page).toHaveURL(path("blogPost", "en", { slug: EN.slug }));
    await expect(page.getByRole("heading", { level: 1, name: EN.title })).toBeVisible();
    await page.getByTestId("language-switcher").first().click();
    await expect(page).toHaveURL(path("blogPost", "es", { slug: ES.slug }));

    await page.goto(path("blog", "en"));
    await expect(page.getByRole("link", { name: EN.title })).toBeVisible();
  });

  test("a draft answers 404 to a visitor and is in no list or sitemap; delete asks first", async ({ page, browser }) => {
    await loginAsAdmin(page);
    await page.goto("/posts/new");
    await page.getByLabel("Title *").fill(`Borrador secreto ${stamp}`);
    await page.getByLabel("Content (Markdown) *").fill("Aún no.");
    await saveAndWait(page, "Draft saved: not public");

    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    const res = await v.goto(path("blogPost", "es", { slug: `borrador-secreto-${stamp}` }));
    expect(res?.status()).toBe(404);
    await v.goto(path("blog", "es"));
    await expect(v.getByText(`Borrador secreto ${stamp}`)).toHaveCount(0);
    const sitemap = await (await v.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`borrador-secreto-${stamp}`);
    expect(sitemap).toContain(ES.slug);
    await visitor.close();

    // Delete asks first: keeping it changes nothing, confirming removes it.
    await page.goto("/posts");
    const row = page.getByTestId("post-row").filter({ hasText: `Borrador secreto ${stamp}` });
    await expect(row.getByText("Draft")).toBeVisible();
    await row.getByRole("button", { name: /Delete/ }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete this post?" })).toBeVisible();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /Delete/ }).click();
    await page.getByTestId("confirm-delete").click();
    await expect(page.getByText(`Post "Borrador secreto ${stamp}" deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("bad uploads and a taken slug get a message beside their field, and nothing is saved", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/posts/new");
    await page.getByLabel("Title *").fill("Intento");
    await page.getByLabel("Content (Markdown) *").fill("Texto");
    const coverError = page.locator("#post-cover-error");
    // Checked in the browser first (the server checks the same): not sent at all.
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(1024)]);
    await page.locator("#post-cover").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: elf });
    await expect(coverError).toHaveText("The file is not a JPEG, PNG or WebP image.");
    await expect(page.getByTestId("save-post")).toBeDisabled();
    await page.locator("#post-cover").setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
    await expect(coverError).toHaveText("The file is empty (0 bytes).");
    await expect(page.getByTestId("save-post")).toBeDisabled();

    // A PNG whose header says 20,000 x 20,000 pixels passes the browser's look and is refused by the server.
    const png = await pngClaiming(20_000, 20_000);
    await page.locator("#post-cover").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: png });
    await expect(coverError).toHaveCount(0);
    await page.getByTestId("save-post").click();
    await expect(coverError).toHaveText("The image is 20,000 × 20,000 pixels (400 megapixels); at most 50 megapixels is accepted.");

    await page.getByRole("button", { name: "Do not use this image" }).click();
    await expect(coverError).toHaveCount(0);
    await page.getByLabel(/^Slug/).fill(ES.slug);
    await page.getByTestId("save-post").click();
    await expect(page.locator("#post-slug-error")).toContainText(`already has the slug "${ES.slug}"`);
    await expect(page).toHaveURL(/\/posts\/new$/);
    await page.goto("/posts");
    await expect(page.getByRole("heading", { name: "Intento" })).toHaveCount(0);
  });
});
