// Page weight: for every public page, the HTML plus every asset it loads on its own (module
// preloads, scripts and their static imports, stylesheets, eager images, icons), gzip-sized.
import zlib from "node:zlib";
import { PUBLIC_PAGES, href, type PageId } from "~/i18n/paths";
import { kb, log, recordError } from "./common";

export interface PageWeight {
  path: string;
  status: number;
  requests: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  otherBytes: number;
  totalGzipBytes: number;
}

const JS_IMPORT = /(?:^|[;}\s)])import\s*(?:[\w$*{}\s,]+?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

async function pageWeight(origin: string, pagePath: string): Promise<PageWeight> {
  const res = await fetch(origin + pagePath);
  const html = await res.text();
  const gz = (b: Buffer | string) => zlib.gzipSync(b).length;
  const assets = new Set<string>();
  // Everything the HTML loads on its own: module preloads, scripts (also those imported from the
  // inline module script), stylesheets, eager images and icons. Lazy imports are not counted.
  for (const m of html.matchAll(/<(?:link|script|img)\b[^>]*>/g)) {
    const tag = m[0];
    const attr = (n: string) => new RegExp(`\\s${n}="([^"]+)"`).exec(tag)?.[1];
    const rel = attr("rel") ?? "";
    const url = tag.startsWith("<link") ? attr("href") : attr("src");
    if (!url || url.startsWith("data:") || /^https?:\/\//.test(url)) continue;
    if (tag.startsWith("<link") && !/modulepreload|stylesheet|icon|preload/.test(rel)) continue;
    if (tag.startsWith("<img") && /loading="lazy"/.test(tag)) continue;
    assets.add(url);
  }
  for (const m of html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)) assets.add(m[1]!);
  // Static imports between chunks (a module's static imports always load).
  const queue = [...assets].filter((a) => a.endsWith(".js"));
  const bodies = new Map<string, Buffer>();
  while (queue.length) {
    const a = queue.shift()!;
    const r = await fetch(new URL(a, origin));
    const body = Buffer.from(await r.arrayBuffer());
    bodies.set(a, body);
    for (const m of body.toString("utf8").matchAll(JS_IMPORT)) {
      const dep = new URL(m[1]!, new URL(a, origin)).pathname;
      if (!assets.has(dep)) {
        assets.add(dep);
        queue.push(dep);
      }
    }
  }
  let js = 0;
  let css = 0;
  let other = 0;
  for (const a of assets) {
    let body = bodies.get(a);
    if (!body) {
      const r = await fetch(new URL(a, origin));
      body = Buffer.from(await r.arrayBuffer());
    }
    if (a.endsWith(".js")) js += gz(body);
    else if (a.endsWith(".css")) css += gz(body);
    else other += body.length; // images and icons are already compressed formats
  }
  const htmlGz = gz(html);
  return {
    path: pagePath,
    status: res.status,
    requests: 1 + assets.size,
    jsGzipBytes: js,
    cssGzipBytes: css,
    htmlGzipBytes: htmlGz,
    otherBytes: other,
    totalGzipBytes: js + css + htmlGz + other,
  };
}

async function findBlogSlug(origin: string): Promise<string | undefined> {
  try {
    const html = await (await fetch(origin + href("blog", "es"))).text();
    return /href="\/blog\/([^"/?#]+)"/.exec(html)?.[1];
  } catch {
    return undefined;
  }
}

/** Every public page of the path table in Spanish; `sampleId` fills the tyre pages. */
export async function weighPublicPages(origin: string, sampleId: string): Promise<PageWeight[]> {
  const out: PageWeight[] = [];
  const slug = await findBlogSlug(origin);
  for (const p of PUBLIC_PAGES) {
    const params: Record<string, string> = {};
    if (p.es.includes(":id")) params.id = sampleId;
    // A cancel link's token is secret; an unknown one shows the same page ("link not valid").
    if (p.es.includes(":token")) params.token = "bench-unknown-token";
    if (p.es.includes(":slug")) {
      if (!slug) {
        log(`   ${p.id}: skipped (no blog post found)`);
        continue;
      }
      params.slug = slug;
    }
    const pagePath = href(p.id as PageId, "es", params);
    try {
      const w = await pageWeight(origin, pagePath);
      out.push(w);
      log(
        `   ${pagePath.padEnd(28)} ${String(w.status)}  JS ${kb(w.jsGzipBytes)} KB gz, total ${kb(w.totalGzipBytes)} KB, ${w.requests} requests`,
      );
    } catch (e) {
      log(`   ${pagePath} failed: ${(e as Error).message}`);
      recordError(`page weight ${pagePath}`, e);
    }
  }
  return out;
}
