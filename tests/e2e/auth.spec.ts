import { ADMIN, CLERK, expect, login, loginAsAdmin, test } from "./fixtures";

test("an admin logs in and reaches the dashboard", async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // The toast comes once the dashboard's scripts have run, which took over 10 s on a busy machine
  // (the heading above is in the server's HTML).
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 30_000 });
  // Already signed in: the login page sends the admin on to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
});

test("a non-admin is refused with the access-denied message and gets no session", async ({ page, context }) => {
  await login(page, CLERK);
  await expect(page.getByRole("alert")).toHaveText("Access denied. Admin privileges required.");
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.includes("session_token"))).toBe(false);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("a wrong password shows the server's message and no session", async ({ page }) => {
  await login(page, { email: ADMIN.email, password: "wrong-password" });
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
});

test("anonymous visitors of a staff page land on the login page", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("healthz answers ok", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
});
