// Tyre photos at phone width: an admin adds photos to a tyre from the inventory's edit dialog (the
// file input a phone opens its camera with), reorders them, and the public tyre page shows them
// in Spanish and in English, as a gallery with JavaScript and as a plain list without. With
// SHOTS_DIR set it also saves screenshots (390 and 1280 px, both languages) to
// SHOTS_DIR/tyre-photos/.
import sharp from "sharp";
import { listingSearchParams } from "~/domain/listing-filters";
import { availableTyres, expect, loginAsAdmin, path, PHONE, DESKTOP, shot, test } from "./fixtures";

/** A photo as a phone would send it: a JPEG with camera and GPS tags. */
async function photo(colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1600" height="1200"><circle cx="800" cy="600" r="460" fill="#1f2937"/><circle cx="800" cy="600" r="250" fill="#9ca3af"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 50/1 12/1" } })
    .toBuffer();
  return { name: `tyre-${colour.slice(1)}.jpg`, mimeType: "image/jpeg", buffer };
}

test.describe("tyre photos", () => {
  test.use({ viewport: PHONE });
  // Uploads, two languages, a visitor with and without JavaScript: longer than one page.
  test.setTimeout(180_000);

  test("staff add photos to a tyre at phone width; the tyre page shows them in Spanish and English", async ({ page, request, browser }) => {
    const [id] = await availableTyres(request, 1);
    await loginAsAdmin(page);
    await page.goto(`/inventory?q=${id}`);
    await page.getByRole("button", { name: `Edit ${id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Tyre" });
    const photos = dialog.getByTestId("tyre-photos");
    await expect(photos.getByText("0 of 6")).toBeVisible();
    const input = photos.locator('input[type="file"]');
    await expect(input).toHaveAttribute("capture", "environment");
    await expect(input).toHaveAttribute("accept", /image\/\*/);

    // Not an image: refused in the browser with the server's words, nothing sent.
    await input.setInputFiles({ name: "setup.jpg", mimeType: "image/jpeg", buffer: Buffer.from("MZ\x90\x00 not a photo") });
    await expect(photos.getByRole("alert")).toContainText("not a JPEG, PNG or WebP image");

    await input.setInputFiles([await photo("#2a6f97"), await photo("#e9c46a"), await photo("#6a994e")]);
    await expect(photos.getByTestId("tyre-photo")).toHaveCount(3, { timeout: 30_000 });
    await expect(photos.getByText("3 of 6")).toBeVisible();
    await expect(photos.getByTestId("tyre-photo").first().getByText("Cover")).toBeVisible();
    const src = async (n: number) => photos.getByTestId("tyre-photo").nth(n).locator("img").getAttribute("src");
    const third = await src(2);
    await photos.getByRole("button", { name: "Make photo 3 the cover" }).click();
    await expect.poll(() => src(0)).toBe(third);

    await shot(page, "tyre-photos/staff-edit-dialog-390", { fullPage: true });
    await photos.scrollIntoViewIfNeeded();
    await shot(page, "tyre-photos/staff-edit-dialog-photos-390");
    await page.setViewportSize(DESKTOP);
    await photos.scrollIntoViewIfNeeded();
    await shot(page, "tyre-photos/staff-edit-dialog-1280");
    await page.setViewportSize(PHONE);

    // The public page, in both languages, in a visitor's browser: the cover first, then the others.
    const visitor = await browser.newContext({ viewport: PHONE });
    const v = await visitor.newPage();
    let brand = "";
    const cardImg = (locale: "es" | "en") => v.locator(`li:has(a[href="${path("tyre", locale, { id: id! })}"]) img`).first();
    for (const locale of ["es", "en"] as const) {
      await v.goto(path("tyre", locale, { id: id! }));
      const gallery = v.getByTestId("tyre-gallery");
      await expect(gallery.locator("img")).toHaveCount(3);
      const first = gallery.locator("img").first();
      await expect(first).toHaveAttribute("src", /^\/uploads\/tyres\/.+\.jpg$/);
      await expect(first).toHaveAttribute("fetchpriority", "high");
      await expect(gallery.locator("source[type='image/webp']").first()).toHaveAttribute("srcset", /320w.*640w.*1200w/);
      expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The enhancement: next / previous and "Photo n of 3".
      const next = gallery.getByRole("button", { name: locale === "es" ? "Foto siguiente" : "Next photo" });
      await expect(next).toBeVisible();
      await next.click();
      await expect(gallery.getByText(locale === "es" ? "Foto 2 de 3" : "Photo 2 of 3")).toBeVisible();
      // JSON-LD and Open Graph name the photos by absolute URL.
      const og = await v.locator('meta[property="og:image"]').getAttribute("content");
      expect(og).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/tyres\/.+-1200\.jpg$/);
      const ld = await v.locator('script[type="application/ld+json"]').allTextContents();
      const product = ld.map((s) => JSON.parse(s)).find((j) => j["@type"] === "Product");
      expect(product.image).toHaveLength(3);
      expect(product.image[0]).toBe(og);

      const shown = () =>
        gallery
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      await shot(v, `tyre-photos/detail-${locale}-390`);
      await v.setViewportSize(DESKTOP);
      await v.reload();
      await expect.poll(shown).toBe(true);
      await shot(v, `tyre-photos/detail-${locale}-1280`);
      brand = (await v.locator("h1").textContent())!.trim();
      await v.goto(path("listing", locale, {}, listingSearchParams({ brand }, locale).toString()));
      await cardImg(locale).scrollIntoViewIfNeeded();
      await shot(v, `tyre-photos/listing-${locale}-1280`);
      await v.setViewportSize(PHONE);
      await v.reload();
      await cardImg(locale).scrollIntoViewIfNeeded();
      await shot(v, `tyre-photos/listing-${locale}-390`);
    }
    // The listing card shows the cover, eagerly as a card of the first row.
    await v.goto(path("tyre", "en", { id: id! }));
    brand = (await v.locator("h1").textContent())!.trim();
    await v.goto(path("listing", "en", {}, listingSearchParams({ brand }, "en").toString()));
    const card = cardImg("en");
    await expect(card).toHaveAttribute("src", /^\/uploads\/tyres\//);
    await expect(card).toHaveAttribute("width", /\d+/);
    await visitor.close();

    // Without JavaScript: a plain list of the three photos, all there.
    const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const p = await plain.newPage();
    await p.goto(path("tyre", "es", { id: id! }));
    await expect(p.getByTestId("tyre-gallery").locator("li img")).toHaveCount(3);
    await expect(p.getByTestId("tyre-gallery").getByRole("button", { name: "Foto siguiente" })).toBeHidden();
    await plain.close();

    // Deleting one in the dialog: two left.
    await photos.getByRole("button", { name: "Delete photo 3" }).click();
    await expect(photos.getByTestId("tyre-photo")).toHaveCount(2);
  });
});
