// The proof of work on the reservation form, in the browser, on a server of its own with the
// check on from an address's second form of the day (the shared browser-test server turns it off,
// since every journey reserves from 127.0.0.1). With JavaScript the second reservation goes
// through: the script fetches the challenge, solves it and sends the form. Without JavaScript the
// first reservation works and the second says why it needs JavaScript, keeping what was typed.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { href } from "~/i18n/paths";
import { availableTyres, expect, test } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 3210) + 50;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-e2e-pow-"));
  server = spawn("bash", ["tests/e2e/start-server.sh"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", E2E_DATA_DIR: dataDir, PROOF_OF_WORK_FROM: "2" },
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the proof-of-work server did not start");
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test.use({ baseURL: origin });

async function reserve(page: import("@playwright/test").Page, id: string, name: string) {
  await page.goto(href("reserve", "es", { id }));
  await page.getByLabel("Nombre Completo *").fill(name);
  await page.getByLabel("Teléfono *").fill("+34 600 321 654");
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the first reservation of the day works; the second says why it needs JavaScript and keeps the input", async ({ page, request }) => {
    const [first, second] = await availableTyres(request, 2);
    await reserve(page, first!, "Sin Script");
    await expect(page).toHaveURL(/[?&]ok=\d+$/);
    await reserve(page, second!, "Sin Script");
    await expect(page.getByRole("alert")).toContainText("necesita JavaScript");
    await expect(page.getByLabel("Nombre Completo *")).toHaveValue("Sin Script");
    // Nothing was held: the tyre's form is still offered.
    expect(await (await request.get(href("reserve", "es", { id: second! }))).text()).toMatch(/name="phone"/);
  });
});

test.describe("with JavaScript", () => {
  test("the next reservation solves the challenge in the browser and goes through; the challenge is never cached", async ({
    page,
    request,
  }) => {
    const challenge = await request.get("/api/proof-challenge");
    expect(challenge.status()).toBe(200);
    expect(challenge.headers()["cache-control"]).toBe("no-store");
    expect((await challenge.json()).parameters.algorithm).toBe("SHA-256");

    const [id] = await availableTyres(request, 1);
    const asked = page.waitForResponse((r) => r.url().endsWith("/api/proof-challenge"));
    await reserve(page, id!, "Con Script");
    expect((await asked).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]ok=\d+$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Reserva Confirmada" })).toBeVisible();
  });
});
