// The built client files. Hashed assets under /assets never change under their name: cached for a
// year as immutable. The rest of public/ (icons, images) for an hour. No directory indexes.
// The files outside /assets are listed once at start (they ship with the build and change only
// with a new build): a page request is never turned into a file-system lookup first, which cost
// a `stat` call on every rendered page.
import fs from "node:fs";
import path from "node:path";
import express from "express";

/** Root-relative URL paths ("/logo.svg", "/images/x.webp") of the files under `dir`, except /assets. */
export function publicFilePaths(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (abs: string, rel: string) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const relPath = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relPath !== "/assets") walk(path.join(abs, entry.name), relPath);
      } else if (entry.isFile()) found.add(relPath);
    }
  };
  if (fs.existsSync(dir)) walk(dir, "");
  return found;
}

export function staticAssets(clientDir: string) {
  const router = express.Router();
  router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  const files = publicFilePaths(clientDir);
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  router.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(safeDecode(req.path))) return next();
    serve(req, res, next);
  });
  return router;
}

function safeDecode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
