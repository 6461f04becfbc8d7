// The built client files. Hashed assets under /assets never change under their name: cached for a
// year as immutable. The rest of public/ (icons, images) for an hour. No directory indexes.
import path from "node:path";
import express from "express";

export function staticAssets(clientDir: string) {
  const router = express.Router();
  router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return router;
}
