// 50 customers reserve the same tyre at the same moment, over HTTP, through the public reservation
// form's plain POST: exactly one is confirmed, the other 49 are told the tyre is not available,
// and the tyre is no longer offered afterwards.
import { baseURL } from "../../playwright.config";
import { availableTyres, everyUnitOnSale, expect, path, test } from "./fixtures";

const PARALLEL = 50;

test("50 concurrent reservations of one tyre: exactly one confirmed, 49 refused as not available", async ({ request }) => {
  // A tyre the storefront offers for reservation right now.
  const [tyreId] = await availableTyres(request, 1);
  const reservePath = path("reserve", "en", { id: tyreId! });
  // Each customer asks for every unit on sale: one of them gets the tyre (a reservation holds its units).
  const units = everyUnitOnSale(await (await request.get(reservePath)).text());

  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, async (_, i) => {
      // Different people, each from their own browser (no form key: none is a resubmission of another).
      const res = await request.post(reservePath, {
        headers: { Origin: baseURL },
        form: {
          name: `Racing Customer ${i}`,
          phone: `+34 600 000 ${String(100 + i)}`,
          email: "",
          vehicleReg: "",
          notes: "",
          quantity: units,
        },
        maxRedirects: 0,
      });
      return { status: res.status(), location: res.headers()["location"] ?? "", body: res.status() === 303 ? "" : await res.text() };
    }),
  );

  const confirmed = answers.filter((a) => a.status === 303 && /[?&]ok=\d+/.test(a.location));
  const refused = answers.filter((a) => a.status === 409 && a.body.includes("This tyre is not available"));
  const other = answers
    .filter((a) => !confirmed.includes(a) && !refused.includes(a))
    .map((a) => `${a.status} ${a.location} ${a.body.slice(0, 120)}`);
  expect(other).toEqual([]);
  expect(confirmed).toHaveLength(1);
  expect(refused).toHaveLength(PARALLEL - 1);

  // The winner sees the confirmation; everyone else now finds the tyre unavailable.
  const done = await request.get(confirmed[0]!.location);
  expect(await done.text()).toContain("Reservation Confirmed!");
  const after = await request.get(reservePath);
  expect(await after.text()).not.toMatch(/name="phone"/);
  const detail = await (await request.get(path("tyre", "en", { id: tyreId! }))).text();
  expect(detail).not.toContain(`href="${reservePath}"`);
});
