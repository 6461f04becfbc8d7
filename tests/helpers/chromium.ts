// Which Chromium the browser tests drive. Debian builds two from the same Chromium sources: the
// browser (`chromium`, /usr/bin/chromium) and its headless shell (`chromium-headless-shell`), the
// same Blink and V8 without the browser's window, tab strip and profile machinery, which is what
// Playwright itself drives for headless tests. The shell is used when it is installed (`npm test`
// installs it as root): the same pages, measured a quarter faster for the accessibility walk on
// two cores. CHROMIUM_PATH names another binary.
import fs from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const BROWSER = "/usr/bin/chromium";

/**
 * The browser asks for English pages (Accept-Language "en-US,en", navigator.languages the same)
 * in any context that names no locale, as Debian's browser does on an English system; the shell
 * sends no Accept-Language of its own, which the shop answers in Spanish.
 */
export const CHROMIUM_ARGS = ["--accept-lang=en-US,en"];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER);
}
