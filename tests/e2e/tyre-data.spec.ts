// Tyre data buyers compare (decision 027) at phone width: staff set season, marks and the EU label
// (a noise of 300 dB is refused beside its field), the public detail page shows the EU label and
// the tyre facts in Spanish and English, and the listing filters by season in both languages.
// Screenshots at 390 and 1280 px go to SHOTS_DIR/tyre-data when SHOTS_DIR is set.
import { DESKTOP, expect, loginAsAdmin, PHONE, path, seriousViolations, shot, test } from "./fixtures";

test.describe("tyre data at phone width", () => {
  test.use({ viewport: PHONE });

  test("staff set season and EU label; the detail page shows them in Spanish and English; the listing filters by season", async ({
    page,
  }) => {
    test.setTimeout(180_000); // two tyres added, six pages, two accessibility scans on a shared machine
    const brand = `Eulabel${Date.now().toString(36)}`;
    await loginAsAdmin(page);
    await page.goto("/inventory");
    await page.getByRole("button", { name: "Add Tyre" }).first().click();
    const add = page.getByRole("dialog", { name: "Add New Tyre" });
    await add.getByLabel("Width *").fill("205");
    await add.getByLabel("Aspect *").fill("55");
    await add.getByLabel("Rim *").fill("16");
    await add.getByLabel("Load index *").fill("91");
    await add.getByLabel("Speed rating *").fill("H");
    await add.getByLabel("Brand *").fill(brand);
    await add.getByLabel("Season").selectOption("winter");
    await add.getByLabel("M+S").check();
    await add.getByLabel("3PMSF (snowflake)").check();
    await add.getByLabel("Fuel efficiency (A-E)").selectOption("B");
    await add.getByLabel("Wet grip (A-E)").selectOption("A");
    await add.getByLabel(/^Noise \(dB/).fill("300");
    await add.getByLabel("Noise class (A-C)").selectOption("B");
    await add.getByLabel("EPREL number").fill("1234567");
    await add.getByRole("button", { name: "Add Tyre" }).click();
    await expect(add.getByText("Noise must be a whole number of dB from 50 to 90")).toBeVisible();
    await add.getByLabel(/^Noise \(dB/).fill("71");
    await add.getByRole("heading", { name: "Add New Tyre" }).scrollIntoViewIfNeeded();
    await shot(page, "tyre-data/staff-dialog-390");
    await add.getByRole("button", { name: "Add Tyre" }).click();
    const toast = page.getByText(/Tyre added successfully \((\w+)\)/);
    await expect(toast).toBeVisible();
    const id = /\((\w+)\)/.exec((await toast.textContent()) ?? "")![1]!;
    // The dialog stays open on the new tyre's photos until Done.
    await page.getByRole("dialog", { name: "Add photos" }).getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog", { name: "Add photos" })).toBeHidden();

    // A part-worn tyre from 2018 without its inspection document: staff are warned, buyers see its age.
    await page.getByRole("button", { name: "Add Tyre" }).first().click();
    const used = page.getByRole("dialog", { name: "Add New Tyre" });
    await used.getByLabel("Width *").fill("205");
    await used.getByLabel("Aspect *").fill("55");
    await used.getByLabel("Rim *").fill("16");
    await used.getByLabel("Load index *").fill("91");
    await used.getByLabel("Speed rating *").fill("V");
    await used.getByLabel("Brand *").fill(`${brand}used`);
    await used.getByLabel("Condition").selectOption("part-worn");
    await used.getByLabel("Tread depth (mm)").fill("4.5");
    await used.getByLabel("DOT code (week + year)").fill("0518");
    await used.getByRole("button", { name: "Add Tyre" }).click();
    const usedToast = page.getByText(new RegExp(`Tyre added successfully \\((?!${id})(\\w+)\\)`));
    await expect(usedToast).toBeVisible();
    const usedId = /\((\w+)\)/.exec((await usedToast.textContent()) ?? "")![1]!;
    // The dialog stays open on the new tyre's photos until Done.
    await page.getByRole("dialog", { name: "Add photos" }).getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog", { name: "Add photos" })).toBeHidden();
    await page.goto(`/inventory?q=${brand}used`);
    const card = page.getByTestId("tyre-card").first();
    await expect(card.getByTestId("inspection-missing")).toBeVisible();
    await card.getByRole("button", { name: /^Edit / }).click();
    const edit = page.getByRole("dialog", { name: "Edit Tyre" });
    await expect(edit.getByTestId("inspection-warning")).toBeVisible();
    await edit.getByLabel("Document reference").scrollIntoViewIfNeeded();
    await shot(page, "tyre-data/staff-edit-partworn-390");
    await edit.getByLabel("Document reference").fill("UNE-2026-0042");
    await edit.getByLabel("Issued by (authorised manager)").fill("Gestor NFU Almería");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Tyre updated successfully")).toBeVisible();
    await expect(card.getByTestId("inspection-missing")).toBeHidden();

    // The public page in Spanish and English.
    await page.goto(path("tyre", "es", { id }));
    const label = page.getByRole("region", { name: "Etiqueta europea del neumático" });
    await expect(label).toBeVisible();
    await expect(label.getByRole("img", { name: "Eficiencia energética: clase B" })).toBeVisible();
    await expect(label.getByRole("img", { name: "Adherencia en superficie mojada: clase A" })).toBeVisible();
    await expect(label.getByTestId("eu-noise")).toContainText("71 dB");
    await expect(label.getByTestId("eu-eprel")).toHaveText("1234567");
    await expect(label.getByRole("link", { name: /EPREL/ })).toHaveAttribute(
      "href",
      "https://eprel.ec.europa.eu/screen/product/tyres/1234567",
    );
    await expect(page.getByTestId("fact-season")).toContainText("Invierno");
    await label.scrollIntoViewIfNeeded();
    await shot(page, "tyre-data/detail-eu-label-es-390", { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(path("tyre", "en", { id }));
    const en = page.getByRole("region", { name: "EU tyre label" });
    await expect(en.getByRole("img", { name: "Fuel efficiency: class B" })).toBeVisible();
    await expect(en.getByRole("img", { name: "External rolling noise: class B" })).toBeVisible();
    await expect(page.getByTestId("fact-marks")).toContainText("3PMSF");
    await shot(page, "tyre-data/detail-eu-label-en-390", { fullPage: true });

    await page.goto(path("tyre", "es", { id: usedId }));
    await expect(page.getByTestId("age-warning")).toContainText("más de 6");
    await expect(page.getByTestId("fact-tread")).toContainText("mínimo legal 1,6 mm");
    await expect(page.getByTestId("fact-inspection")).toContainText("UNE-2026-0042");
    await shot(page, "tyre-data/detail-partworn-es-390", { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(path("tyre", "en", { id: usedId }));
    await expect(page.getByTestId("age-warning")).toContainText("over 6");
    await expect(page.getByTestId("fact-tread")).toContainText("legal minimum 1.6 mm");
    await shot(page, "tyre-data/detail-partworn-en-390", { fullPage: true });

    // The listing's season filter under each language's query name.
    await page.goto(path("listing", "es"));
    await page.getByText("Filtros (0)").click(); // on a phone the filters are folded
    await page.getByLabel("Temporada").selectOption("winter");
    await expect(page).toHaveURL(/temporada=winter/);
    await expect(page.getByTestId("result-count")).toBeVisible();
    await shot(page, "tyre-data/listing-es-390");
    await page.goto(path("listing", "es", {}, `temporada=winter&marca=${brand}`));
    await expect(page.getByRole("link", { name: new RegExp(brand) }).first()).toBeVisible();
    await page.goto(path("listing", "es", {}, `temporada=summer&marca=${brand}`));
    await expect(page.getByText("No se encontraron neumáticos con estos criterios")).toBeVisible();
    await page.goto(path("listing", "en"));
    await page.getByText("Filters (0)").click();
    await page.getByLabel("Season").selectOption("winter");
    await expect(page).toHaveURL(/season=winter/);
    await shot(page, "tyre-data/listing-en-390");
    await page.goto(path("listing", "en", {}, `season=winter&brand=${brand}`));
    await expect(page.getByRole("link", { name: new RegExp(brand) }).first()).toBeVisible();
  });
});

test.describe("tyre data at desktop width", () => {
  test.use({ viewport: DESKTOP });

  test("screenshots: staff dialog, listing filters, detail pages", async ({ page }) => {
    test.setTimeout(180_000);
    await loginAsAdmin(page);
    await page.goto("/inventory");
    await page.getByRole("button", { name: "Add Tyre" }).first().click();
    const add = page.getByRole("dialog", { name: "Add New Tyre" });
    await add.getByLabel("Season").selectOption("all-season");
    await add.getByLabel(/^Noise \(dB/).fill("300");
    await add.getByLabel("Fuel efficiency (A-E)").selectOption("C");
    await add.getByRole("button", { name: "Add Tyre" }).click();
    await expect(add.getByText("Noise must be a whole number of dB from 50 to 90")).toBeVisible();
    await add.getByLabel(/^Noise \(dB/).scrollIntoViewIfNeeded();
    await shot(page, "tyre-data/staff-dialog-1280");
    await page.keyboard.press("Escape");
    for (const locale of ["es", "en"] as const) {
      await page.goto(path("listing", locale, {}, locale === "es" ? "temporada=winter" : "season=winter"));
      await shot(page, `tyre-data/listing-${locale}-1280`);
      // The first new tyre on the list whose page has an EU label (most demo tyres have one).
      await page.goto(path("listing", locale, {}, locale === "es" ? "condicion=new" : "condition=new"));
      const links = await page.getByRole("link", { name: locale === "es" ? "Ver detalles" : "View details" }).all();
      const hrefs = await Promise.all(links.map((l) => l.getAttribute("href")));
      for (const href of hrefs) {
        await page.goto(href!);
        if (await page.getByTestId("eu-label").count()) break;
      }
      await expect(page.getByTestId("eu-label")).toBeVisible();
      await shot(page, `tyre-data/detail-${locale}-1280`, { fullPage: true });
    }
  });
});
