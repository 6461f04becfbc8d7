// End-to-end tests in Debian's Chromium against the production build on temporary data dirs.
// E2E_PORT and BUILD_DIR let several runs go side by side.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/helpers/chromium";

// Test files run in E2E_WORKERS workers at once (default 2), and worker n talks only to server n:
// its own port (E2E_PORT + n) and its own data dir, so two files never share stock, accounts or an
// outbox, and each server sees its files one at a time as the single server used to
// (docs/decisions/098-browser-tests-in-two-workers.md). Which files share a server varies from run
// to run, so every file makes or finds its own data. E2E_WORKERS=1 is the old serial run.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3210);
const serverURL = (n: number) => `http://127.0.0.1:${basePort + n}`;
// Playwright sets TEST_PARALLEL_INDEX (0 .. workers-1) in each worker before it loads this file;
// the runner itself has none and uses server 0 (it starts all of them below).
export const baseURL = serverURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: "tests/e2e",
  // Per worker: the workers share the machine's cores, so a test that took a minute alone can take
  // twice as long beside another one (measured on a busy two-core machine); the limits are there to
  // stop a stuck test, not a slow machine.
  timeout: 60_000 * workers,
  expect: { timeout: 10_000 * workers },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        ...CHROMIUM_ARGS,
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, n) => ({
    command: "bash tests/e2e/start-server.sh",
    url: `${serverURL(n)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: { PORT: String(basePort + n), HOST: "127.0.0.1" },
  })),
});
