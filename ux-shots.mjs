import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = "http://127.0.0.1:3317";
const pages = { "tyre-es": "/neumatico/T00001", "tyre-en": "/en/tyre/T00001", "listing-es": "/neumaticos", "listing-en": "/en/find-tyres?sort=price-asc" };
for (const w of [390, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: w === 390 ? 844 : 800 } });
  for (const [name, url] of Object.entries(pages)) {
    await p.goto(base + url);
    await p.screenshot({ path: `/tmp/ux-shots/${name}-${w}.png` });
    if (name.startsWith("tyre") && w === 390) {
      await p.evaluate(() => window.scrollTo(0, 900));
      await p.waitForTimeout(300);
      await p.screenshot({ path: `/tmp/ux-shots/${name}-${w}-scrolled.png` });
    }
  }
  await p.close();
}
await b.close();
