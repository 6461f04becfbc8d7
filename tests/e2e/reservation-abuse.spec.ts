// What stops a script from reserving every tyre, seen in the browser: the reservation form's
// honeypot is invisible and out of the way (with and without JavaScript) and the form still
// works; staff clear what a script took by selecting several reservations and cancelling them at
// once, on a phone too. (The hourly limits are proven by tests/integration/reserve-route.test.ts:
// this server runs with generous limits so that the other journeys can reserve freely.)
import { baseURL } from "../../playwright.config";
import { availableTyres, expect, loginAsAdmin, path, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });
    test(`the honeypot field is invisible, skipped by Tab and ignored by assistive technology; the form still reserves (${js ? "js" : "no-js"})`, async ({
      page,
      request,
    }) => {
      const [id] = await availableTyres(request, 1);
      await page.goto(path("reserve", "es", { id: id! }));
      const trap = page.locator('input[name="website"]');
      await expect(trap).toHaveCount(1);
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      await expect(trap).toHaveValue("");
      // Off-screen: nothing of it inside the viewport.
      const box = await trap.boundingBox();
      expect(box === null || box.x + box.width <= 0).toBe(true);
      expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
      // Not in the accessibility tree: no textbox named after it.
      await expect(page.getByRole("textbox", { name: "Sitio web" })).toHaveCount(0);
      // Tab from the submit button (the trap comes after it in the page) skips the trap.
      await page.getByRole("button", { name: "Confirmar reserva" }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "")).not.toBe("website");

      await page.getByLabel("Nombre Completo *").fill("Persona Real");
      await page.getByLabel("Teléfono *").fill("+34 600 123 987");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page).toHaveURL(/[?&]ok=\d+$/);
      await expect(page.getByRole("heading", { name: "Reserva Confirmada" })).toBeVisible();
    });
  });
}

test("a post with the honeypot filled is refused with a generic message and reserves nothing", async ({ request }) => {
  const [id] = await availableTyres(request, 1);
  const res = await request.post(path("reserve", "en", { id: id! }), {
    headers: { Origin: baseURL },
    form: { name: "Bot", phone: "600 000 001", email: "", vehicleReg: "", notes: "", website: "http://spam.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("We couldn&#x27;t take this reservation online. Call or WhatsApp us and we&#x27;ll hold it for you.");
  expect(html).toContain('value="Bot"');
  expect(await (await request.get(path("reserve", "en", { id: id! }))).text()).toMatch(/name="phone"/);
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`staff select two reservations and cancel them at once; their tyres are offered again (${label})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const ids = await availableTyres(request, 2);
    const tag = `Bulk${label}${Date.now().toString(36)}`;
    for (const [i, id] of ids.entries()) {
      const res = await request.post(path("reserve", "en", { id }), {
        headers: { Origin: baseURL },
        form: { name: `${tag} ${i}`, phone: `600 700 80${i}`, email: "", vehicleReg: "", notes: "" },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(303);
    }
    await loginAsAdmin(page);
    await page.goto("/reservations");
    const cards = page.getByTestId("reservation-card").filter({ hasText: tag });
    await expect(cards).toHaveCount(2);
    const cancelSelected = page.getByTestId("cancel-selected");
    await expect(cancelSelected).toHaveText("Cancel selected (0)");
    await expect(cancelSelected).toBeDisabled();

    // Select all checks every card; clearing it unchecks them again.
    const selectAll = page.getByLabel("Select all");
    await selectAll.check();
    const total = await page.getByTestId("reservation-card").count();
    await expect(cancelSelected).toHaveText(`Cancel selected (${total})`);
    await selectAll.uncheck();
    await expect(cancelSelected).toHaveText("Cancel selected (0)");

    for (const [i, id] of ids.entries()) await page.getByLabel(`Select the reservation for ${tag} ${i} (tyre ${id})`).check();
    await expect(cancelSelected).toHaveText("Cancel selected (2)");
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await cancelSelected.click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel 2 reservations?" });
    await expect(confirm).toContainText("The 2 reservations you selected are marked cancelled and their units go back on sale.");
    await confirm.getByRole("button", { name: "Keep them" }).click();
    await expect(cards).toHaveCount(2);
    await cancelSelected.click();
    await confirm.getByRole("button", { name: "Yes, cancel them" }).click();
    await expect(page.getByText("2 reservations cancelled")).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(cancelSelected).toHaveText("Cancel selected (0)");
    for (const id of ids) expect(await (await request.get(path("reserve", "en", { id }))).text()).toMatch(/name="phone"/);
  });
}
