// Uploaded images (UPLOADS_DIR, outside the build) under /uploads. Their names are hashes of their
// bytes (app/server/infra/images.server.ts), so a name never changes content: cached for a year as
// immutable, whoever asks. Only the image files the shop writes are served; anything else under
// /uploads, or a file that is not there, is a short 404 (never the app's page render).
import express from "express";
import { UPLOADS_URL } from "../images.server";

const IMAGE_FILE = /^\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|jpg)$/;

export function uploads(dir: string) {
  const files = express.static(dir, { immutable: true, maxAge: "1y", index: false, redirect: false, dotfiles: "deny" });
  const router = express.Router();
  router.use(UPLOADS_URL, (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && IMAGE_FILE.test(req.path)) return files(req, res, next);
    next();
  });
  router.use(UPLOADS_URL, (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}
